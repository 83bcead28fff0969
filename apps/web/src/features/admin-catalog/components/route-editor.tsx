import type { AdminProvider, AdminServiceRoute, ServiceRoutes } from '@snsshop/shared/catalog';
import { useState } from 'react';
import { Badge } from '../../../components/admin/badges';
import { QueryView } from '../../../components/admin/query-view';
import { Toggle } from '../../../components/admin/toggle';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Field, FieldFrame } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { useServiceRoutes } from '../api/get-service-routes';
import { useSaveServiceRoutes } from '../api/save-service-routes';
import { centiWon, circuitLabel, guardText, marginText } from './route-cost';
import './routes.css';

interface Draft {
  key: string;
  providerId: number | null;
  providerServiceId: string;
  enabled: boolean;
  /** what the server last said about this route; gone once its provider or service id is changed */
  saved: AdminServiceRoute | null;
}

let nextKey = 0;
const draftsOf = (data: ServiceRoutes): Draft[] =>
  data.routes.map((r) => ({ key: `r${nextKey++}`, providerId: r.providerId, providerServiceId: r.providerServiceId ?? '', enabled: r.enabled, saved: r }));

/** A service's routes: tried from the top; a definite refusal moves an order to the next one. */
export function RouteEditor({ serviceId, providers }: { serviceId: number; providers: AdminProvider[] }) {
  const routes = useServiceRoutes(serviceId);
  return (
    <section className="adm-routes" aria-label="공급 경로">
      <h3 className="adm-routes__title">공급 경로</h3>
      <QueryView query={routes} what="공급 경로">
        {(data) => <RouteList key={JSON.stringify(data.routes)} data={data} providers={providers} />}
      </QueryView>
    </section>
  );
}

function RouteList({ data, providers }: { data: ServiceRoutes; providers: AdminProvider[] }) {
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(data));
  const [rerouteRemainder, setRerouteRemainder] = useState(data.rerouteRemainder);
  const [newProvider, setNewProvider] = useState('');
  const [newServiceId, setNewServiceId] = useState('');
  const save = useSaveServiceRoutes();
  const { error, fail, clear } = useFormError();
  const providerName = (id: number | null) => (id === null ? '기본 (시뮬레이션)' : (providers.find((p) => p.id === id)?.name ?? `#${id}`));

  const move = (i: number, by: -1 | 1) =>
    setDrafts((d) => {
      const next = [...d];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  const patch = (key: string, p: Partial<Draft>) => setDrafts((d) => d.map((x) => (x.key === key ? { ...x, ...p } : x)));
  const add = () => {
    clear();
    const providerId = newProvider === '' ? null : Number(newProvider);
    if (providerId !== null && newServiceId.trim() === '') return fail('공급처 상품 번호를 입력해 주세요.');
    if (drafts.some((d) => d.providerId === providerId && d.providerServiceId.trim() === newServiceId.trim())) return fail('이미 있는 경로입니다.');
    setDrafts((d) => [...d, { key: `r${nextKey++}`, providerId, providerServiceId: providerId === null ? '' : newServiceId.trim(), enabled: true, saved: null }]);
    setNewServiceId('');
  };
  const submit = () => {
    clear();
    if (drafts.length === 0) return fail('경로를 하나 이상 남겨 주세요.');
    save.mutate({
      serviceId: data.serviceId,
      body: { rerouteRemainder, routes: drafts.map((d) => ({ providerId: d.providerId, providerServiceId: d.providerId === null ? null : d.providerServiceId.trim(), enabled: d.enabled })) },
    });
  };

  const anyGuarded = drafts.some((d) => d.enabled && d.saved?.guarded);
  const columns: Column<Draft>[] = [
    { key: 'no', header: '순서', align: 'center', cell: (d) => `${drafts.indexOf(d) + 1}` },
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
          <input
            className="input adm-routes__id"
            aria-label={`${drafts.indexOf(d) + 1}번 경로 공급처 상품 번호`}
            value={d.providerServiceId}
            onChange={(e) => patch(d.key, { providerServiceId: e.target.value, saved: null })}
          />
        ),
    },
    {
      key: 'cost',
      header: '원가 (1개당) · 마진',
      align: 'end',
      cell: (d) => {
        if (d.saved === null) return <span className="adm-hint">저장하면 계산</span>;
        if (d.saved.costCenti === null) return <Badge>원가 미확인</Badge>;
        const warn = guardText(d.saved, data.priceCenti);
        return (
          <span className="adm-routes__cost">
            <span>
              {centiWon(d.saved.costCenti)} · {marginText(d.saved.costCenti, data.priceCenti)}
            </span>
            {warn && <Badge tone="danger">{warn}</Badge>}
          </span>
        );
      },
    },
    { key: 'enabled', header: '사용', align: 'center', cell: (d) => <Toggle label={`${drafts.indexOf(d) + 1}번 경로 사용`} hideLabel checked={d.enabled} onChange={(enabled) => patch(d.key, { enabled })} /> },
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
            <button type="button" className="btn btn--danger btn--xs" onClick={() => setDrafts((x) => x.filter((y) => y.key !== d.key))} aria-label={`${i + 1}번 경로 삭제`}>
              삭제
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <>
      <p className="adm-hint">
        주문은 위에서부터 차례로 보냅니다. 공급처가 분명히 거절하면(잔액 부족·없는 상품·수량 범위·중지된 상품) 다음 경로로 넘기고, 응답을 알 수 없으면 넘기지 않습니다. 판매가 {centiWon(data.priceCenti)}
        {data.marginFloorPct > 0 ? ` · 최소 마진 ${data.marginFloorPct}%` : ''}.
      </p>
      {anyGuarded && (
        <p className="adm-routes__warn" role="alert">
          원가가 판매가 이상이거나 최소 마진에 못 미치는 경로는 건너뜁니다. 보낼 경로가 하나도 없으면 주문은 &lsquo;확인 필요&rsquo;로 대기합니다.
        </p>
      )}
      <DataTable caption="공급 경로" columns={columns} rows={drafts} rowKey={(d) => d.key} empty={<p>경로가 없습니다. 아래에서 추가해 주세요.</p>} />
      <div className="adm-form__row adm-routes__add">
        <FieldFrame label="추가할 공급처">
          {({ id }) => (
            <select id={id} className="input select" value={newProvider} onChange={(e) => setNewProvider(e.target.value)}>
              <option value="">기본 (시뮬레이션)</option>
              {providers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                  {p.enabled ? '' : ' (사용 안 함)'}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {newProvider !== '' && <Field label="공급처 상품 번호" value={newServiceId} placeholder="예: 1024" onChange={(e) => setNewServiceId(e.target.value)} />}
        <div className="adm-filters__buttons">
          <button type="button" className="btn" onClick={add}>
            경로 추가
          </button>
        </div>
      </div>
      <Toggle label="부분 완료되면 남은 수량을 다음 경로로 보내기" checked={rerouteRemainder} onChange={setRerouteRemainder} />
      <p className="adm-hint">켜면 한 경로가 일부만 처리했을 때 남은 수량을 환불하지 않고 다음 경로에 주문합니다. 회원에게는 주문 하나로 보이고, 어느 경로도 처리하지 못한 수량만 마지막에 한 번 환불합니다.</p>
      <FormError message={error} />
      <div className="adm-form__actions">
        <button type="button" className="btn btn--primary" disabled={save.isPending} onClick={submit}>
          경로 저장
        </button>
      </div>
    </>
  );
}
