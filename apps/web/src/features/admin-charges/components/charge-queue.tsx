import type { AdminCharge } from '@snsshop/shared/charges';
import { formatWon } from '@snsshop/shared/common';
import { FilterForm } from '../../../components/admin/filter-form';
import { QueuePanel } from '../../../components/admin/queue-panel';
import { useConfirm } from '../../../components/admin/use-confirm';
import type { ChipOption } from '../../../components/ui/chips';
import { Field } from '../../../components/ui/field';
import { useListParams } from '../../../lib/admin/use-list-params';
import { useApproveCharge } from '../api/approve-charge';
import { CHARGES_PAGE_SIZE, useAdminCharges, type ChargeFilter } from '../api/get-charges';
import { useRejectCharge } from '../api/reject-charge';
import { chargeColumns } from './charge-columns';

const filters: ChipOption<ChargeFilter>[] = [
  { value: 'pending', label: '승인 대기' },
  { value: 'success', label: '승인' },
  { value: 'fail', label: '거절' },
  { value: 'all', label: '전체' },
];

const isFilter = (v: string): v is ChargeFilter => filters.some((f) => f.value === v);

/** Charge requests by status chip (waiting ones first), searched by depositor or login id, paged on the server; the chip, search and page live in the address. */
export function ChargeQueue() {
  const { values, page, after, setFilters, setPage } = useListParams(['status', 'q'] as const);
  const filter: ChargeFilter = isFilter(values.status) ? values.status : 'pending';
  const charges = useAdminCharges({ status: filter, q: values.q, page, after });
  const approve = useApproveCharge();
  const reject = useRejectCharge();
  const { ask, dialog } = useConfirm();

  const columns = chargeColumns({
    busy: approve.isPending || reject.isPending,
    onApprove: (c: AdminCharge) =>
      ask({
        title: '충전 승인',
        message: `${c.loginId} 회원의 충전 신청 #${c.id}을 승인할까요? 입금자 ${c.depositor}님의 ${formatWon(c.payAmount)} 입금을 확인했다면 승인하세요. ${formatWon(c.point)}이 바로 충전됩니다.`,
        confirmLabel: '승인하기',
        onConfirm: () => approve.mutate(c.id),
      }),
    onReject: (c: AdminCharge) =>
      ask({
        title: '충전 거절',
        message: `${c.loginId} 회원의 충전 신청 #${c.id} (${formatWon(c.point)}, 입금자 ${c.depositor})을 거절할까요? 거절하면 되돌릴 수 없습니다.`,
        confirmLabel: '거절하기',
        onConfirm: () => reject.mutate(c.id),
      }),
  });
  // waiting is the desk's own view: the address stays bare for it
  const choose = (f: ChargeFilter) => setFilters({ status: f === 'pending' ? '' : f, q: values.q });

  return (
    <QueuePanel
      title="충전 신청"
      views={filters}
      view={filter}
      onView={choose}
      viewsLabel="충전 상태 필터"
      search={
        <FilterForm key={values.q} initial={{ q: values.q }} onSearch={({ q }) => setFilters({ status: values.status, q })} inPanel={false}>
          {(draft, set) => <Field label="입금자명 또는 아이디" value={draft.q} onChange={(e) => set('q', e.target.value)} placeholder="입금자명은 일부만 입력해도 찾습니다" maxLength={40} />}
        </FilterForm>
      }
      query={charges}
      what="충전 신청"
      caption="충전 신청 목록"
      columns={columns}
      rowKey={(c) => c.id}
      empty={<p>{filter === 'pending' && !values.q ? '승인을 기다리는 충전 신청이 없습니다.' : '해당하는 충전 신청이 없습니다.'}</p>}
      paging={{ page, size: CHARGES_PAGE_SIZE, onPage: setPage }}
    >
      {dialog}
    </QueuePanel>
  );
}
