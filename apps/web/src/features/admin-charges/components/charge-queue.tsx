import type { AdminCharge } from '@snsshop/shared/charges';
import { formatWon } from '@snsshop/shared/common';
import { Link } from 'react-router';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ReceiptNotes } from '../../../components/ui/receipt-notes';
import { adminDetailPaths } from '../../../config/admin-screens';
import { useApproveCharge } from '../api/approve-charge';
import { CHARGES_PAGE_SIZE, useAdminCharges, type ChargeFilter } from '../api/get-charges';
import { useRejectCharge } from '../api/reject-charge';
import { Panel } from '../../../components/admin/admin-page';
import { ChargeStatusBadge, ReceiptStatusBadge } from '../../../components/admin/badges';
import { when } from '../../../lib/admin/format';
import { QueryView } from '../../../components/admin/query-view';
import { countText, PagedFooter } from '../../../components/admin/paged-footer';
import { FilterForm } from '../../../components/admin/filter-form';
import { Field } from '../../../components/ui/field';
import { useListParams } from '../../../lib/admin/use-list-params';
import { useConfirm } from '../../../components/admin/use-confirm';
import { decidedByLabel, feeTypeLabel } from './charge-labels';

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
  const busy = approve.isPending || reject.isPending;

  const askApprove = (c: AdminCharge) =>
    ask({
      title: '충전 승인',
      message: `${c.loginId} 회원의 충전 신청 #${c.id}을 승인할까요? 입금자 ${c.depositor}님의 ${formatWon(c.payAmount)} 입금을 확인했다면 승인하세요. ${formatWon(c.point)}이 바로 충전됩니다.`,
      confirmLabel: '승인하기',
      onConfirm: () => approve.mutate(c.id),
    });
  const askReject = (c: AdminCharge) =>
    ask({
      title: '충전 거절',
      message: `${c.loginId} 회원의 충전 신청 #${c.id} (${formatWon(c.point)}, 입금자 ${c.depositor})을 거절할까요? 거절하면 되돌릴 수 없습니다.`,
      confirmLabel: '거절하기',
      onConfirm: () => reject.mutate(c.id),
    });

  const columns: Column<AdminCharge>[] = [
    { key: 'id', header: '번호', align: 'center', cell: (c) => c.id },
    { key: 'createdAt', header: '신청일시', align: 'center', cell: (c) => when(c.createdAt) },
    {
      key: 'member',
      header: '회원',
      cell: (c) => (
        <Link to={adminDetailPaths.member(c.memberId)} className="adm-link">
          {c.loginId}
        </Link>
      ),
    },
    { key: 'depositor', header: '입금자명', cell: (c) => <strong>{c.depositor}</strong> },
    { key: 'point', header: '충전 포인트', align: 'end', cell: (c) => formatWon(c.point) },
    { key: 'pay', header: '입금할 금액', align: 'end', cell: (c) => <strong>{formatWon(c.payAmount)}</strong> },
    {
      key: 'fee',
      header: '영수증',
      align: 'center',
      cell: (c) =>
        c.receipt ? (
          <ReceiptNotes receipt={c.receipt} badge={<ReceiptStatusBadge status={c.receipt.status} text={`${c.receipt.label} ${c.receipt.statusText}`} />} />
        ) : (
          (feeTypeLabel[c.feeType] ?? c.feeType)
        ),
    },
    { key: 'status', header: '상태', align: 'center', cell: (c) => <ChargeStatusBadge status={c.status} /> },
    {
      key: 'action',
      header: '처리',
      align: 'end',
      cell: (c) =>
        c.status === 0 ? (
          <span className="adm-actions">
            <button type="button" className="btn btn--primary btn--xs" disabled={busy} onClick={() => askApprove(c)} aria-label={`충전 ${c.id} 승인`}>
              승인
            </button>
            <button type="button" className="btn btn--danger btn--xs" disabled={busy} onClick={() => askReject(c)} aria-label={`충전 ${c.id} 거절`}>
              거절
            </button>
          </span>
        ) : (
          <span className="adm-hint">
            {when(c.responseAt)}
            {c.decidedBy ? ` · ${decidedByLabel[c.decidedBy] ?? c.decidedBy}` : ''}
          </span>
        ),
    },
  ];

  // waiting is the desk's own view: the address stays bare for it
  const choose = (f: ChargeFilter) => setFilters({ status: f === 'pending' ? '' : f, q: values.q });

  return (
    <Panel title="충전 신청">
      <Chips options={filters} value={filter} onChange={choose} label="충전 상태 필터" />
      <FilterForm key={values.q} initial={{ q: values.q }} onSearch={({ q }) => setFilters({ status: values.status, q })} inPanel={false}>
        {(draft, set) => <Field label="입금자명 또는 아이디" value={draft.q} onChange={(e) => set('q', e.target.value)} placeholder="입금자명은 일부만 입력해도 찾습니다" maxLength={40} />}
      </FilterForm>
      <QueryView query={charges} what="충전 신청">
        {(p) => (
          <>
            <p className="adm-count">{countText(p)}</p>
            <DataTable
              caption="충전 신청 목록"
              columns={columns}
              rows={p.items}
              rowKey={(c) => c.id}
              empty={<p>{filter === 'pending' && !values.q ? '승인을 기다리는 충전 신청이 없습니다.' : '해당하는 충전 신청이 없습니다.'}</p>}
            />
            <PagedFooter page={page} size={CHARGES_PAGE_SIZE} total={p.total} cursors={p.cursors} onPage={setPage} />
          </>
        )}
      </QueryView>
      {dialog}
    </Panel>
  );
}
