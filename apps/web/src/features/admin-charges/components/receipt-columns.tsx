import type { AdminReceipt } from '@snsshop/shared/charges';
import { formatWon } from '@snsshop/shared/common';
import { ReceiptStatusBadge } from '../../../components/admin/badges';
import type { Column } from '../../../components/ui/data-table';
import { signedWon, when } from '../../../lib/admin/format';
import { ReceiptBuyerLines } from './receipt-buyer-lines';

interface ReceiptActions {
  retrying: boolean;
  onRetry: (r: AdminReceipt) => void;
  onRecord: (r: AdminReceipt) => void;
}

/** A document's won: a cancellation's or an amending invoice's are negative, as 홈택스 states them. */
export const receiptWon = (n: number) => (n < 0 ? signedWon(n) : formatWon(n));

const waiting = (r: AdminReceipt) => r.status === 'pending' || r.status === 'failed';

function ReceiptButtons({ r, retrying, onRetry, onRecord }: ReceiptActions & { r: AdminReceipt }) {
  if (!waiting(r)) return <span className="adm-hint">-</span>;
  return (
    <span className="adm-actions">
      {r.status === 'failed' && r.lastError && <span className="adm-hint">{r.lastError}</span>}
      {r.status === 'pending' && r.attempts > 0 && <span className="adm-hint">{`${r.attempts}회 시도 · ${r.lastError ?? ''}`}</span>}
      {r.status === 'failed' && (
        <button type="button" className="btn btn--primary btn--xs" disabled={retrying} onClick={() => onRetry(r)} aria-label={`문서 ${r.documentKey} 다시 발급`}>
          다시 발급
        </button>
      )}
      <button type="button" className="btn btn--xs" onClick={() => onRecord(r)} aria-label={`문서 ${r.documentKey} 홈택스 발급 기록`}>
        홈택스 발급 기록
      </button>
    </span>
  );
}

/**
 * The receipt list's columns: the document, whom it goes to (what 홈택스 asks for), its 공급가액 · 부가세
 * · 합계 — negative for a cancellation or an amending invoice — its number and state, and what to do.
 */
export const receiptColumns = (actions: ReceiptActions): Column<AdminReceipt>[] => [
  {
    key: 'doc',
    header: '문서',
    cell: (r) => (
      <span className="adm-hint receipt-buyer">
        <strong>{r.label}</strong>
        <code>{r.documentKey}</code>
        <span>
          충전 #{r.chargeId} · {r.loginId}
        </span>
      </span>
    ),
  },
  { key: 'buyer', header: '받는 분', cell: (r) => <ReceiptBuyerLines receipt={r} /> },
  {
    key: 'amount',
    header: '공급가액 · 부가세 · 합계',
    align: 'end',
    cell: (r) => (
      <span className="figure-with-note">
        <strong className={r.total < 0 ? 'receipt-minus' : undefined}>{receiptWon(r.total)}</strong>
        <small>공급가액 {receiptWon(r.supply)}</small>
        <small>부가세 {receiptWon(r.tax)}</small>
      </span>
    ),
  },
  {
    key: 'number',
    header: '국세청 승인번호',
    cell: (r) => (
      <span className="adm-hint receipt-buyer">
        <span>{r.number ?? '-'}</span>
        {r.recordedBy && <span>{`홈택스 발급 · ${r.recordedBy} 기록`}</span>}
      </span>
    ),
  },
  {
    key: 'status',
    header: '상태',
    align: 'center',
    cell: (r) => (
      <span className="figure-with-note figure-with-note--center">
        <ReceiptStatusBadge status={r.status} text={r.statusText} />
        {r.status === 'issued' ? <small>{when(r.issuedAt)}</small> : waiting(r) ? <small>기한 {when(r.deadlineAt)}</small> : null}
      </span>
    ),
  },
  { key: 'action', header: '처리', align: 'end', cell: (r) => <ReceiptButtons r={r} {...actions} /> },
];
