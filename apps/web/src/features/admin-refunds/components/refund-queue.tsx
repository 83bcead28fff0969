import { formatWon } from '@snsshop/shared/common';
import { refundStateLabel, type AdminRefund } from '@snsshop/shared/refunds';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { QueryView } from '../../../components/admin/query-view';
import { useConfirm } from '../../../components/admin/use-confirm';
import { Chips, type ChipOption } from '../../../components/ui/chips';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { adminDetailPaths } from '../../../config/admin-screens';
import { when } from '../../../lib/admin/format';
import { useDecideRefund } from '../api/decide-refund';
import { useAdminRefunds, type RefundView } from '../api/get-refunds';
import { RefundDecisionDialog, type DialogKind } from './refund-decision-dialog';

const views: ChipOption<RefundView>[] = [
  { value: 'open', label: '처리할 신청' },
  { value: 'done', label: '끝난 신청' },
];

/** The owner's refund queue: each request with its charge, the member's usage since, the account and the 3-day deadline. */
export function RefundQueue() {
  const [view, setView] = useState<RefundView>('open');
  const refunds = useAdminRefunds(view);
  const decide = useDecideRefund();
  const [dialog, setDialog] = useState<{ refund: AdminRefund; kind: DialogKind } | null>(null);
  const { ask, dialog: confirm } = useConfirm();

  const askApprove = (r: AdminRefund) =>
    ask({
      title: '환불 승인',
      message: r.toss
        ? `토스 결제 ${r.orderNumber}에서 ${formatWon(r.amount)}을 부분 취소합니다. 회원의 보류 포인트는 환불로 확정됩니다.`
        : `${r.memberLoginId} 회원의 ${formatWon(r.points)} 환불을 승인합니다. 보류 포인트가 확정되고, 송금 후 송금 완료를 눌러주세요.`,
      confirmLabel: '승인',
      onConfirm: () => decide.mutate({ id: r.id, action: 'approve' }),
    });

  const columns: Column<AdminRefund>[] = [
    { key: 'id', header: '번호', align: 'center', cell: (r) => r.id },
    {
      key: 'member',
      header: '회원',
      cell: (r) => (
        <Link to={adminDetailPaths.member(r.memberId)} className="adm-link">
          {r.memberLoginId}
        </Link>
      ),
    },
    {
      key: 'charge',
      header: '충전',
      cell: (r) => (
        <span className="adm-hint">
          <strong>{r.orderNumber}</strong>
          <br />
          {formatWon(r.charged)} · {when(r.paidAt)}
          {r.toss ? ' · 토스' : ''}
        </span>
      ),
    },
    { key: 'usedSince', header: '이후 사용', align: 'end', cell: (r) => formatWon(r.usedSince) },
    {
      key: 'amount',
      header: '환불액',
      align: 'end',
      cell: (r) => (
        <span className="adm-hint">
          <strong>{formatWon(r.amount)}</strong>
          {r.amount !== r.points ? <><br />포인트 {formatWon(r.points)}</> : null}
        </span>
      ),
    },
    {
      key: 'account',
      header: '받을 계좌',
      cell: (r) => (
        <span className="adm-hint">
          {r.bankName} {r.account ?? r.accountMasked}
          <br />
          {r.holder ?? '-'} · {r.email ?? '-'}
        </span>
      ),
    },
    {
      key: 'state',
      header: '상태 · 기한',
      align: 'center',
      cell: (r) => (
        <span className="adm-hint" title={r.lastError ?? undefined}>
          <strong>{refundStateLabel[r.state]}</strong>
          <br />
          {r.state === 'sent' ? `송금일 ${r.transferDate ?? '-'}` : r.state === 'rejected' ? (r.rejectReason ?? '') : `기한 ${when(r.deadline)}`}
          {r.lastError ? <><br />{r.lastError}</> : null}
        </span>
      ),
    },
    {
      key: 'action',
      header: '처리',
      align: 'end',
      cell: (r) => (
        <span className="adm-actions">
          {r.state === 'requested' && (
            <>
              <button type="button" className="btn btn--primary btn--xs" disabled={decide.isPending} onClick={() => askApprove(r)} aria-label={`환불 ${r.id} 승인`}>
                승인
              </button>
              <button type="button" className="btn btn--danger btn--xs" onClick={() => setDialog({ refund: r, kind: 'reject' })} aria-label={`환불 ${r.id} 거절`}>
                거절
              </button>
            </>
          )}
          {r.state === 'approved' && (
            <button type="button" className="btn btn--primary btn--xs" onClick={() => setDialog({ refund: r, kind: 'sent' })} aria-label={`환불 ${r.id} 송금 완료`}>
              송금 완료
            </button>
          )}
          {(r.state === 'cancel_unknown' || r.state === 'cancelling') && (
            <button type="button" className="btn btn--xs" disabled={decide.isPending} onClick={() => decide.mutate({ id: r.id, action: 'check-toss' })} aria-label={`환불 ${r.id} 토스 결과 확인`}>
              토스 결과 확인
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <AdminPage title="환불 신청" desc="결제 후 72시간 안에 들어온 환불 신청입니다. 신청일로부터 3일 안에 승인해 송금하거나, 사유와 함께 거절하세요. 토스 결제는 승인하면 토스에서 바로 부분 취소됩니다.">
      <Panel>
        <Chips options={views} value={view} onChange={setView} label="환불 신청 보기" />
        <QueryView query={refunds} what="환불 신청">
          {(rows) => (
            <>
              <p className="adm-count">총 {rows.length}건</p>
              <DataTable caption="환불 신청 목록" columns={columns} rows={rows} rowKey={(r) => r.id} empty={<p>해당하는 환불 신청이 없습니다.</p>} />
            </>
          )}
        </QueryView>
      </Panel>
      <RefundDecisionDialog target={dialog} onClose={() => setDialog(null)} />
      {confirm}
    </AdminPage>
  );
}
