import { Badge } from '../../../components/admin/badges';
import { Toggle } from '../../../components/admin/toggle';
import type { Column } from '../../../components/ui/data-table';
import { per1000Won, circuitLabel, guardText, marginText } from './route-cost';
import type { RouteDraft } from './route-drafts';

interface RouteRowActions {
  drafts: RouteDraft[];
  priceE7: number;
  providerName: (id: number | null) => string;
  patch: (key: string, p: Partial<RouteDraft>) => void;
  move: (i: number, by: -1 | 1) => void;
  remove: (key: string) => void;
}

function RouteCost({ d, priceE7 }: { d: RouteDraft; priceE7: number }) {
  if (d.saved === null) return <span className="adm-hint">저장하면 계산</span>;
  if (d.saved.costE7 === null) return <Badge>원가 미확인</Badge>;
  const warn = guardText(d.saved, priceE7);
  return (
    <span className="adm-routes__cost">
      <span>
        {per1000Won(d.saved.costE7)} · {marginText(d.saved.costE7, priceE7)}
      </span>
      {warn && <Badge tone="danger">{warn}</Badge>}
    </span>
  );
}

/** The route table's columns; a row is named by its place in the order (1번 경로 …). */
export function routeColumns({ drafts, priceE7, providerName, patch, move, remove }: RouteRowActions): Column<RouteDraft>[] {
  const no = (d: RouteDraft) => drafts.indexOf(d) + 1;
  return [
    { key: 'no', header: '순서', align: 'center', cell: (d) => `${no(d)}` },
    {
      key: 'provider',
      header: '공급처',
      cell: (d) => {
        const c = d.saved?.circuit ?? 'closed';
        return (
          <span className="adm-inline">
            <strong>{providerName(d.providerId)}</strong>
            {c !== 'closed' && <Badge tone={c === 'open' ? 'danger' : 'warn'}>{circuitLabel[c]}</Badge>}
          </span>
        );
      },
    },
    {
      key: 'serviceId',
      header: '공급처 상품 번호',
      cell: (d) =>
        d.providerId === null ? (
          '-'
        ) : (
          <input className="input adm-routes__id" aria-label={`${no(d)}번 경로 공급처 상품 번호`} value={d.providerServiceId} onChange={(e) => patch(d.key, { providerServiceId: e.target.value, saved: null })} />
        ),
    },
    { key: 'cost', header: '원가 (1,000개당) · 마진', align: 'end', cell: (d) => <RouteCost d={d} priceE7={priceE7} /> },
    { key: 'enabled', header: '사용', align: 'center', cell: (d) => <Toggle label={`${no(d)}번 경로 사용`} hideLabel checked={d.enabled} onChange={(enabled) => patch(d.key, { enabled })} /> },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (d) => {
        const i = drafts.indexOf(d);
        return (
          <span className="adm-actions">
            <button type="button" className="btn btn--soft btn--xs" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${i + 1}번 경로 위로`} title="위로">
              ↑
            </button>
            <button type="button" className="btn btn--soft btn--xs" disabled={i === drafts.length - 1} onClick={() => move(i, 1)} aria-label={`${i + 1}번 경로 아래로`} title="아래로">
              ↓
            </button>
            <button type="button" className="btn btn--danger btn--xs" onClick={() => remove(d.key)} aria-label={`${i + 1}번 경로 삭제`}>
              삭제
            </button>
          </span>
        );
      },
    },
  ];
}
