import type { AdminCharge } from '@snsshop/shared/charges';
import { formatWon } from '@snsshop/shared/common';
import { ChargeStatusBadge, ReceiptStatusBadge } from '../../../components/admin/badges';
import type { Column } from '../../../components/ui/data-table';
import { ReceiptNotes } from '../../../components/ui/receipt-notes';
import { when } from '../../../lib/admin/format';
import { decidedByLabel, feeTypeLabel } from './charge-labels';
import { MemberLink } from '../../../components/admin/record-links';

interface ChargeActions {
  busy: boolean;
  onApprove: (c: AdminCharge) => void;
  onReject: (c: AdminCharge) => void;
}

/** The charge queue's columns: a waiting request offers 승인 and 거절, a decided one says when and how. */
export const chargeColumns = ({ busy, onApprove, onReject }: ChargeActions): Column<AdminCharge>[] => [
  { key: 'id', header: '번호', align: 'center', cell: (c) => c.id },
  { key: 'createdAt', header: '신청일시', align: 'center', cell: (c) => when(c.createdAt) },
  {
    key: 'member',
    header: '회원',
    cell: (c) => (
      <MemberLink id={c.memberId}>
        {c.loginId}
      </MemberLink>
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
          <button type="button" className="btn btn--primary btn--xs" disabled={busy} onClick={() => onApprove(c)} aria-label={`충전 ${c.id} 승인`}>
            승인
          </button>
          <button type="button" className="btn btn--danger btn--xs" disabled={busy} onClick={() => onReject(c)} aria-label={`충전 ${c.id} 거절`}>
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
