import type { ReceiptSummary } from '@snsshop/shared/charges';
import { formatWon } from '@snsshop/shared/common';
import type { ReactNode } from 'react';

/**
 * A charge's receipt in a table cell: its name and state (the badge each screen draws its own way),
 * then the 국세청 승인번호 and each cancellation or amendment a refund brought.
 */
export function ReceiptNotes({ receipt, badge }: { receipt: ReceiptSummary; badge: ReactNode }) {
  return (
    <span className="figure-with-note figure-with-note--center">
      {badge}
      {receipt.number && <small>승인번호 {receipt.number}</small>}
      {receipt.reversals.map((r, i) => (
        <small key={i}>
          {r.label} {formatWon(r.amount)} · {r.statusText}
          {r.number ? ` · ${r.number}` : ''}
        </small>
      ))}
    </span>
  );
}
