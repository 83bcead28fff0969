import { formatNumber } from '@snsshop/shared/common';
import type { RefillRate } from '@snsshop/shared/refills';
import { Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useRefillRates } from '../api/get-refill-rates';

const columns: Column<RefillRate>[] = [
  { key: 'service', header: '상품', cell: (r) => <span className="adm-ellipsis">{r.serviceText}</span> },
  { key: 'requested', header: '리필 요청', align: 'end', cell: (r) => `${formatNumber(r.requested)}건` },
  { key: 'completed', header: '완료 주문', align: 'end', cell: (r) => `${formatNumber(r.completedOrders)}건` },
  { key: 'rate', header: '리필률', align: 'end', cell: (r) => (r.ratePercent === null ? '-' : `${r.ratePercent}%`) },
];

/** Each service's refill rate over 30 days: a high one points at a provider whose delivery drops. */
export function RefillRates() {
  const rates = useRefillRates();
  return (
    <Panel title="상품별 리필률 (최근 30일)">
      <QueryView query={rates} what="리필률">
        {(rows) => <DataTable caption="상품별 리필률" columns={columns} rows={rows} rowKey={(r) => r.serviceId} empty={<p>리필을 제공하는 상품이 없습니다.</p>} />}
      </QueryView>
    </Panel>
  );
}
