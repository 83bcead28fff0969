import type { MarginReport } from '@snsshop/shared/dashboard';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { count, won } from '../../../lib/admin/format';
import { useCan } from '../../../lib/admin/get-admin-me';
import { useDownloadExport } from '../api/download-export';
import { useMargin } from '../api/get-margin';
import { MarginChart } from './margin-chart';
import './margin-panel.css';

type Row = { key: string; name: string; revenue: number; cost: number; margin: number; orders: number };

/** won() drops the sign; a loss must read as one. */
const signed = (n: number) => (n < 0 ? `-${won(-n)}` : won(n));
const rate = (r: { revenue: number; margin: number }) => (r.revenue > 0 ? `${(Math.round((r.margin / r.revenue) * 1000) / 10).toFixed(1)}%` : '-');
const columns = (what: string): Column<Row>[] => [
  { key: 'name', header: what, cell: (r) => <span className="adm-ellipsis" title={r.name}>{r.name}</span> },
  { key: 'orders', header: '주문', align: 'end', cell: (r) => count(r.orders) },
  { key: 'revenue', header: '매출', align: 'end', cell: (r) => won(r.revenue) },
  { key: 'cost', header: '원가', align: 'end', cell: (r) => won(r.cost) },
  { key: 'margin', header: '이익', align: 'end', cell: (r) => <span className={r.margin < 0 ? 'adm-minus' : undefined}>{signed(r.margin)}</span> },
  { key: 'rate', header: '마진율', align: 'end', cell: rate },
];

const koreanToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** What the shop kept: revenue net of refunds, provider cost and gross margin, with the accountant's CSV files (for a role with exports). */
export function MarginPanel() {
  const [days, setDays] = useState<30 | 90>(30);
  const margin = useMargin(days);
  const exports = useCan('exports');
  return (
    <Panel
      title="매출·원가·마진"
      actions={
        <div className="adm-tabs adm-margin__days" role="group" aria-label="기간">
          {([30, 90] as const).map((d) => (
            <button key={d} type="button" aria-pressed={days === d} className={days === d ? 'is-active' : undefined} onClick={() => setDays(d)}>
              {d}일
            </button>
          ))}
        </div>
      }
    >
      <QueryView query={margin} what="매출·마진">
        {(r) => <MarginBody report={r} />}
      </QueryView>
      {exports && <ExportForm />}
    </Panel>
  );
}

function MarginBody({ report: r }: { report: MarginReport }) {
  return (
    <>
      <dl className="adm-facts adm-margin__totals">
        <div>
          <dt>매출 (환불 제외)</dt>
          <dd>{won(r.totals.revenue)}</dd>
        </div>
        <div>
          <dt>원가</dt>
          <dd>{won(r.totals.cost)}</dd>
        </div>
        <div>
          <dt>매출 총이익</dt>
          <dd className={r.totals.margin < 0 ? 'adm-minus' : undefined}>{signed(r.totals.margin)}</dd>
        </div>
        <div>
          <dt>마진율</dt>
          <dd>{rate(r.totals)}</dd>
        </div>
      </dl>
      <dl className="adm-facts adm-margin__totals" aria-label="마케팅 비용">
        <div>
          <dt>마케팅 비용</dt>
          <dd>{won(r.marketing.total)}</dd>
        </div>
        <div>
          <dt>충전 보너스 · 쿠폰</dt>
          <dd>
            {won(r.marketing.bonuses)} · {won(r.marketing.coupons)}
          </dd>
        </div>
        <div>
          <dt>친구 초대 · 주문 할인</dt>
          <dd>
            {won(r.marketing.referrals)} · {won(r.marketing.orderDiscounts)}
          </dd>
        </div>
        <div>
          <dt>마케팅 후 이익</dt>
          <dd className={r.marketing.marginAfter < 0 ? 'adm-minus' : undefined}>{signed(r.marketing.marginAfter)}</dd>
        </div>
      </dl>
      <MarginChart days={r.byDay} />
      <div className="adm-margin__tables">
        <DataTable caption="상품별 마진" columns={columns('상품')} rows={r.byService.slice(0, 10).map((s) => ({ ...s, key: `s${s.serviceId}` }))} rowKey={(x) => x.key} empty={<p>기간 안의 주문이 없습니다.</p>} />
        <DataTable caption="공급처별 마진" columns={columns('공급처')} rows={r.byProvider.map((p) => ({ ...p, key: `p${p.providerId ?? 'sim'}` }))} rowKey={(x) => x.key} empty={<p>기간 안의 주문이 없습니다.</p>} />
      </div>
    </>
  );
}

function ExportForm() {
  const today = koreanToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const download = useDownloadExport();
  return (
    <form className="adm-margin__export" aria-label="회계 자료 내려받기" onSubmit={(e) => e.preventDefault()}>
      <Field label="시작일" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
      <Field label="종료일" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
      <button type="button" className="btn btn--soft" disabled={download.isPending} onClick={() => download.mutate({ kind: 'orders', from, to })}>
        주문 CSV
      </button>
      <button type="button" className="btn btn--soft" disabled={download.isPending} onClick={() => download.mutate({ kind: 'charges', from, to })}>
        충전·영수증 CSV
      </button>
    </form>
  );
}
