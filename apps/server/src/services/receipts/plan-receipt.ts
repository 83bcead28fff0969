import { CASH_RECEIPT_DEADLINE_DAYS, SELF_ISSUE_THRESHOLD_WON, splitVat, type ReceiptKind, type ReceiptPurpose } from '@snsshop/shared';
import type { Executor, Trx } from '../../db/database.js';
import type { PointChargeRow, ReceiptDocumentRow } from '../../db/schema.js';
import { addMs } from '../../lib/clock.js';

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3600_000;

/** Whole won of a document: the tax is the total ÷ 11 rounded down (splitVat), supply + tax = total. */
export interface ReceiptAmounts {
  supply: number;
  tax: number;
  total: number;
}

/**
 * What a credited charge's document says. A tax invoice whose 10% was paid on top (ENABLE_PAYMENT_FEE)
 * supplies the points and taxes the rest; otherwise the VAT is inside what was paid.
 */
export function amountsOf(charge: Pick<PointChargeRow, 'point' | 'pay_amount'>, kind: ReceiptKind): ReceiptAmounts {
  const total = Number(charge.pay_amount);
  const point = Number(charge.point);
  const tax = kind === 'tax' && total > point ? total - point : splitVat(total).tax;
  return { supply: total - tax, tax, total };
}

/** A tax invoice is issued by the 10th of the month after the supply (Korean calendar); the deadline is the end of that day. */
function taxInvoiceDeadline(at: string): string {
  const k = new Date(Date.parse(at) + KST_MS);
  return new Date(Date.UTC(k.getUTCFullYear(), k.getUTCMonth() + 1, 11) - KST_MS).toISOString();
}

const cashDeadline = (at: string) => addMs(at, CASH_RECEIPT_DEADLINE_DAYS * DAY_MS);

async function selfIssueOn(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'RECEIPT_SELF_ISSUE').executeTakeFirst();
  return row !== undefined && JSON.parse(row.value) === true;
}

/** The document a credited charge asks for (or, self-issue on, gets above the threshold); null for none. */
async function documentFor(trx: Trx, charge: PointChargeRow): Promise<{ kind: ReceiptKind; purpose: ReceiptPurpose } | null> {
  if (charge.fee_type === 'FEE') return { kind: 'tax', purpose: 'tax' };
  if (charge.fee_type === 'CASH') {
    const v = charge.fee_value ? (JSON.parse(charge.fee_value) as { purpose?: string }) : {};
    return { kind: 'cash', purpose: v.purpose === 'expense' ? 'expense' : 'income' };
  }
  // Self-issue is for bank transfers: a Toss payment comes with its own slip (card) or receipt.
  if (charge.payment_key === null && Number(charge.pay_amount) >= SELF_ISSUE_THRESHOLD_WON && (await selfIssueOn(trx))) return { kind: 'cash', purpose: 'self' };
  return null;
}

/**
 * Written with the credit (onChargeCredited): the charge's receipt, due for the receipts sweep at
 * once, its key the charge number. A second call for the same charge writes nothing (one issuing
 * document per charge). Without Popbill configured the row still records the request for the
 * owner's list; nothing sends it.
 */
export async function planReceipt(trx: Trx, charge: PointChargeRow, at: string): Promise<void> {
  const doc = await documentFor(trx, charge);
  if (!doc) return;
  const a = amountsOf(charge, doc.kind);
  await trx
    .insertInto('receipt_documents')
    .values({
      charge_id: charge.id,
      kind: doc.kind,
      role: 'issue',
      purpose: doc.purpose,
      mgt_key: charge.order_number,
      original_id: null,
      supply_cost: a.supply,
      tax: a.tax,
      total: a.total,
      next_attempt_at: at,
      deadline_at: doc.kind === 'tax' ? taxInvoiceDeadline(at) : cashDeadline(at),
      created_at: at,
    })
    .onConflict((oc) => oc.column('mgt_key').doNothing())
    .execute();
}

/** What is left of an issued document after the reversals already written (withdrawn ones did not happen). */
async function remainingOf(trx: Trx, original: ReceiptDocumentRow): Promise<{ left: ReceiptAmounts; reversals: number }> {
  const rows = await trx.selectFrom('receipt_documents').select(['supply_cost', 'tax', 'total', 'status']).where('original_id', '=', original.id).execute();
  const left = { supply: Number(original.supply_cost), tax: Number(original.tax), total: Number(original.total) };
  for (const r of rows) {
    if (r.status === 'withdrawn') continue;
    left.supply -= Number(r.supply_cost);
    left.tax -= Number(r.tax);
    left.total -= Number(r.total);
  }
  return { left, reversals: rows.length };
}

/**
 * The receipt side of a refund (onChargeReversed), in the refund's transaction. A receipt not yet
 * sent and taken back whole is simply not issued; otherwise a reversing document is written: the
 * cancelling cash receipt (whole, or the refunded part) or the amending tax invoice (계약의 해제 for
 * the whole, 공급가액 변동 for a part). It waits for the original to be issued, then the sweep sends it.
 */
export async function reverseReceipt(trx: Trx, reversal: { charge: PointChargeRow; points: number; whole: boolean }, at: string): Promise<void> {
  const { charge, points, whole } = reversal;
  const original = await trx.selectFrom('receipt_documents').selectAll().where('charge_id', '=', charge.id).where('role', '=', 'issue').executeTakeFirst();
  if (!original || original.status === 'withdrawn') return;
  const { left, reversals } = await remainingOf(trx, original);
  if (left.total <= 0) return;
  if (whole && reversals === 0) {
    const dropped = await trx
      .updateTable('receipt_documents')
      .set({ status: 'withdrawn', claim_token: null, last_error: null })
      .where('id', '=', original.id)
      .where('status', 'in', ['pending', 'failed'])
      .where('outcome_unknown', '=', 0)
      .executeTakeFirst();
    if (Number(dropped.numUpdatedRows) > 0) return;
  }
  const total = whole ? left.total : Math.min(left.total, Math.round((points * Number(charge.pay_amount)) / Number(charge.point)));
  if (total <= 0) return;
  const tax = whole ? left.tax : Math.min(left.tax, Math.round((total * Number(original.tax)) / Number(original.total)));
  await trx
    .insertInto('receipt_documents')
    .values({
      charge_id: charge.id,
      kind: original.kind,
      role: 'cancel',
      purpose: original.purpose,
      mgt_key: `${original.mgt_key}-C${reversals + 1}`,
      original_id: original.id,
      supply_cost: total - tax,
      tax,
      total,
      whole: whole ? 1 : 0,
      next_attempt_at: at,
      deadline_at: cashDeadline(at),
      created_at: at,
    })
    .execute();
}
