import { formatWon } from '@snsshop/shared/common';
import { refundPairText, refundStateLabel, type AdminRefund } from '@snsshop/shared/refunds';
import type { Column } from '../../../components/ui/data-table';
import { when } from '../../../lib/admin/format';
import type { DialogKind } from './refund-decision-dialog';
import { MemberLink } from '../../../components/admin/record-links';

interface RefundActions {
  pending: boolean;
  onApprove: (r: AdminRefund) => void;
  /** 거절 and 송금 완료 open a dialog that asks for the reason or the date. */
  onDialog: (r: AdminRefund, kind: DialogKind) => void;
  onCheckToss: (r: AdminRefund) => void;
}

/** What each state of a refund lets the owner do next. */
function RefundButtons({ r, pending, onApprove, onDialog, onCheckToss }: RefundActions & { r: AdminRefund }) {
  return (
    <span className="adm-actions">
      {r.state === 'requested' && (
        <>
          <button type="button" className="btn btn--primary btn--xs" disabled={pending} onClick={() => onApprove(r)} aria-label={`환불 ${r.id} 승인`}>
            승인
          </button>
          <button type="button" className="btn btn--danger btn--xs" onClick={() => onDialog(r, 'reject')} aria-label={`환불 ${r.id} 거절`}>
            거절
          </button>
        </>
      )}
      {r.state === 'approved' && (
        <button type="button" className="btn btn--primary btn--xs" onClick={() => onDialog(r, 'sent')} aria-label={`환불 ${r.id} 송금 완료`}>
          송금 완료
        </button>
      )}
      {(r.state === 'cancel_unknown' || r.state === 'cancelling') && (
        <button type="button" className="btn btn--xs" disabled={pending} onClick={() => onCheckToss(r)} aria-label={`환불 ${r.id} 토스 결과 확인`}>
          토스 결과 확인
        </button>
      )}
    </span>
  );
}

/** The refund queue's columns: the request, its charge, the usage since, the account and the deadline. */
export const refundColumns = (actions: RefundActions): Column<AdminRefund>[] => [
  { key: 'id', header: '번호', align: 'center', cell: (r) => r.id },
  {
    key: 'member',
    header: '회원',
    cell: (r) => (
      <MemberLink id={r.memberId}>
        {r.memberLoginId}
      </MemberLink>
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
    header: '포인트 · 환불액',
    align: 'end',
    cell: (r) => (
      <span className="adm-hint">
        <strong>{formatWon(r.amount)}</strong>
        <br />
        {refundPairText(r)}
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
  { key: 'action', header: '처리', align: 'end', cell: (r) => <RefundButtons r={r} {...actions} /> },
];
