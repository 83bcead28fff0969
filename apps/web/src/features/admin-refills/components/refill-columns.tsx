import type { AdminRefill } from '@snsshop/shared/refills';
import type { Column } from '../../../components/ui/data-table';
import { when } from '../../../lib/admin/format';
import { MemberLink, OrderLink } from '../../../components/admin/record-links';

const modeLabel = { provider: '공급처', manual: '직접 처리' } as const;

interface RefillActions {
  /** The role may complete, resend and reject. */
  mayDecide: boolean;
  pending: boolean;
  onApprove: (r: AdminRefill) => void;
  onReject: (r: AdminRefill) => void;
}

/** The refill queue's columns; 처리 offers the owner's choices only on a refill that waits for the owner. */
export const refillColumns = ({ mayDecide, pending, onApprove, onReject }: RefillActions): Column<AdminRefill>[] => [
  { key: 'id', header: '번호', align: 'center', cell: (r) => r.id },
  { key: 'requestedAt', header: '요청일시', align: 'center', cell: (r) => when(r.requestedAt) },
  {
    key: 'order',
    header: '주문',
    align: 'center',
    cell: (r) => (
      <OrderLink id={r.orderId}>
        #{r.orderId}
      </OrderLink>
    ),
  },
  {
    key: 'member',
    header: '회원',
    cell: (r) => (
      <MemberLink id={r.memberId}>
        {r.loginId}
      </MemberLink>
    ),
  },
  { key: 'service', header: '상품', cell: (r) => <span className="adm-ellipsis">{r.serviceText}</span> },
  { key: 'mode', header: '방식', align: 'center', cell: (r) => modeLabel[r.mode] },
  {
    key: 'status',
    header: '상태',
    align: 'center',
    cell: (r) => (
      <span className="adm-hint" title={r.lastError ?? undefined}>
        <strong>{r.statusText}</strong>
        {r.overdue ? ' · 지연' : ''}
        {r.reason ? ` · ${r.reason}` : ''}
      </span>
    ),
  },
  {
    key: 'action',
    header: '처리',
    align: 'end',
    cell: (r) =>
      r.needsOwner && mayDecide ? (
        <span className="adm-actions">
          <button type="button" className="btn btn--primary btn--xs" disabled={pending} onClick={() => onApprove(r)} aria-label={`리필 ${r.id} ${r.mode === 'manual' ? '완료 처리' : '다시 보내기'}`}>
            {r.mode === 'manual' ? '완료' : '다시 보내기'}
          </button>
          <button type="button" className="btn btn--danger btn--xs" onClick={() => onReject(r)} aria-label={`리필 ${r.id} 거절`}>
            거절
          </button>
        </span>
      ) : (
        <span className="adm-hint">{r.finishedAt ? when(r.finishedAt) : r.needsOwner ? '처리 권한 없음' : '공급처 처리 중'}</span>
      ),
  },
];
