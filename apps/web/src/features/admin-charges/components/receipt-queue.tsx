import type { AdminReceipt } from '@snsshop/shared/charges';
import { formatWon } from '@snsshop/shared/common';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { ReceiptStatusBadge } from '../../../components/admin/badges';
import { QueryView } from '../../../components/admin/query-view';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { when } from '../../../lib/admin/format';
import { useAdminReceipts, type ReceiptFilter } from '../api/get-receipts';
import { useRetryReceipt } from '../api/retry-receipt';

const filters: ChipOption<ReceiptFilter>[] = [
  { value: 'all', label: '전체' },
  { value: 'pending', label: '발급 대기' },
  { value: 'failed', label: '발급 실패' },
  { value: 'issued', label: '발급 완료' },
];

/**
 * Cash receipts and tax invoices of credited charges: issued through Popbill when it is configured
 * (a failed one can be sent again), otherwise the list the owner issues from in Hometax by hand.
 */
export function ReceiptQueue() {
  const [filter, setFilter] = useState<ReceiptFilter>('all');
  const receipts = useAdminReceipts(filter);
  const retry = useRetryReceipt();

  const columns: Column<AdminReceipt>[] = [
    { key: 'charge', header: '충전 번호', align: 'center', cell: (r) => `#${r.chargeId}` },
    { key: 'member', header: '회원', cell: (r) => r.loginId },
    { key: 'label', header: '문서', cell: (r) => r.label },
    { key: 'key', header: '문서번호', cell: (r) => <code>{r.documentKey}</code> },
    { key: 'amount', header: '금액', align: 'end', cell: (r) => formatWon(r.amount) },
    { key: 'number', header: '국세청 승인번호', cell: (r) => r.number ?? '-' },
    {
      key: 'status',
      header: '상태',
      align: 'center',
      cell: (r) => (
        <span className="figure-with-note figure-with-note--center">
          <ReceiptStatusBadge status={r.status} text={r.statusText} />
          {r.status === 'issued' ? <small>{when(r.issuedAt)}</small> : r.status === 'pending' || r.status === 'failed' ? <small>기한 {when(r.deadlineAt)}</small> : null}
        </span>
      ),
    },
    {
      key: 'action',
      header: '처리',
      align: 'end',
      cell: (r) =>
        r.status === 'failed' ? (
          <span className="adm-actions">
            {r.lastError && <span className="adm-hint">{r.lastError}</span>}
            <button type="button" className="btn btn--primary btn--xs" disabled={retry.isPending} onClick={() => retry.mutate(r.id)} aria-label={`문서 ${r.documentKey} 다시 발급`}>
              다시 발급
            </button>
          </span>
        ) : (
          <span className="adm-hint">{r.attempts > 0 && r.status === 'pending' ? `${r.attempts}회 시도 · ${r.lastError ?? ''}` : '-'}</span>
        ),
    },
  ];

  return (
    <div id="receipts">
      <Panel title="현금영수증 · 세금계산서">
        <QueryView query={receipts} what="영수증 발급 내역">
          {(list) => (
            <>
              <p className="adm-hint">
                {list.connected
                  ? '충전이 승인되면 팝빌로 자동 발급합니다. 실패하면 간격을 늘려 다시 시도하고, 발급 기한 하루 전까지 발급되지 않으면 관리자 알림을 보냅니다.'
                  : '팝빌 연동이 설정되지 않아 자동으로 발급하지 않습니다. 아래 신청 내역을 보고 홈택스에서 직접 발급해주세요.'}
                {list.selfIssue ? ' 영수증을 신청하지 않은 10만 원 이상 충전은 자진발급합니다.' : ''}
              </p>
              <Chips options={filters} value={filter} onChange={setFilter} label="영수증 상태 필터" />
              <DataTable caption="현금영수증·세금계산서 목록" columns={columns} rows={list.receipts} rowKey={(r) => r.id} empty={<p>해당하는 영수증이 없습니다.</p>} />
            </>
          )}
        </QueryView>
      </Panel>
    </div>
  );
}
