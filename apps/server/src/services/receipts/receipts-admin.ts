import { msg, receiptStatusLabel, type AdminReceipt, type AdminReceiptList, type ReceiptKind, type ReceiptStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { documentLabel } from './issue-receipt.js';
import { buyerOf, signed } from './receipt-buyer.js';

/**
 * The owner's receipt list: every document, newest first, or those in one state. Without Popbill
 * configured this is where the requests wait for the owner to issue them in Hometax by hand.
 */
export async function listAdminReceipts(ctx: AppContext, status?: ReceiptStatus, limit = 200): Promise<AdminReceiptList> {
  let q = ctx.db
    .selectFrom('receipt_documents as r')
    .innerJoin('point_charges as c', 'c.id', 'r.charge_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('receipt_documents as o', 'o.id', 'r.original_id')
    .leftJoin('members as s', 's.id', 'r.recorded_by')
    .selectAll('r')
    .select(['m.login_id', 'c.fee_value', 'o.confirm_num as original_number', 's.login_id as recorder']);
  if (status) q = q.where('r.status', '=', status);
  const rows = await q.orderBy('r.id', 'desc').limit(limit).execute();
  const selfIssue = await ctx.db.selectFrom('site_settings').select('value').where('key', '=', 'RECEIPT_SELF_ISSUE').executeTakeFirst();
  return {
    connected: ctx.payments.popbill !== null,
    selfIssue: selfIssue !== undefined && JSON.parse(selfIssue.value) === true,
    receipts: rows.map(
      (r): AdminReceipt => ({
        id: r.id,
        chargeId: r.charge_id,
        loginId: r.login_id,
        kind: r.kind as ReceiptKind,
        role: r.role === 'cancel' ? 'cancel' : 'issue',
        label: documentLabel(r),
        documentKey: r.mgt_key,
        status: r.status as ReceiptStatus,
        statusText: receiptStatusLabel[r.status as ReceiptStatus],
        number: r.confirm_num,
        amount: Number(r.total),
        supply: signed(r.role, r.supply_cost),
        tax: signed(r.role, r.tax),
        total: signed(r.role, r.total),
        buyer: buyerOf(r.fee_value, r.purpose),
        originalNumber: r.original_number,
        recordedBy: r.recorder,
        attempts: r.attempts,
        lastError: r.last_error,
        deadlineAt: r.deadline_at,
        createdAt: r.created_at,
        issuedAt: r.issued_at,
      }),
    ),
  };
}

/** A failed document goes back to the sweep (Popbill is asked about its key first if an answer was lost). */
export async function retryReceipt(ctx: AppContext, id: number, onDecided: (trx: Trx) => Promise<void>): Promise<void> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('receipt_documents')
      .set({ status: 'pending', attempts: 0, next_attempt_at: at, claim_token: null })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) {
      const found = await trx.selectFrom('receipt_documents').select('id').where('id', '=', id).executeTakeFirst();
      throw found ? conflict(msg.charge.receiptNotFailed) : notFound(msg.charge.receiptNotFound);
    }
    await onDecided(trx);
  });
}
