import { receiptStatusLabel, type ReceiptKind, type ReceiptPurpose, type ReceiptStatus, type ReceiptSummary } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';
import { documentLabel } from './issue-receipt.js';

/** Each listed charge's receipt and its reversals, read in one statement for a page of charges. */
export async function receiptsOfCharges(db: Executor, chargeIds: readonly number[]): Promise<Map<number, ReceiptSummary>> {
  const out = new Map<number, ReceiptSummary>();
  if (chargeIds.length === 0) return out;
  const rows = await db
    .selectFrom('receipt_documents')
    .select(['id', 'charge_id', 'kind', 'role', 'purpose', 'mgt_key', 'status', 'confirm_num', 'total'])
    .where('charge_id', 'in', [...new Set(chargeIds)])
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const status = r.status as ReceiptStatus;
    const shown = { status, statusText: receiptStatusLabel[status], number: r.confirm_num, amount: Number(r.total), label: documentLabel(r) };
    if (r.role === 'issue') {
      out.set(r.charge_id, { ...shown, kind: r.kind as ReceiptKind, purpose: r.purpose as ReceiptPurpose, documentKey: r.mgt_key, reversals: [] });
    } else if (status !== 'withdrawn') {
      out.get(r.charge_id)?.reversals.push(shown);
    }
  }
  return out;
}
