import { msg, receiptRecordMessages as m } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import { boundary } from '../../db/query-helpers.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';

/**
 * The owner issued a receipt at 홈택스 by hand (no Popbill, or Popbill refused it) and records its
 * 승인번호 here. One conditional UPDATE wins: only a document still waiting (pending or failed) whose
 * last Popbill attempt did not leave an unknown outcome, so a second record and a document Popbill
 * issued or may have issued are refused (409). A reversing document needs its original recorded first.
 */
export async function recordReceiptIssued(
  ctx: AppContext,
  input: { id: number; number: string; issuedOn: string; staffId: number },
  onRecorded: (trx: Trx, before: { status: string }) => Promise<void>,
): Promise<void> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const doc = await trx.selectFrom('receipt_documents').select(['id', 'status', 'outcome_unknown', 'original_id']).where('id', '=', input.id).executeTakeFirst();
    if (!doc) throw notFound(msg.charge.receiptNotFound);
    if (doc.original_id !== null) {
      const original = await trx.selectFrom('receipt_documents').select('status').where('id', '=', doc.original_id).executeTakeFirstOrThrow();
      if (original.status !== 'issued') throw conflict(m.originalFirst);
    }
    const r = await trx
      .updateTable('receipt_documents')
      .set({ status: 'issued', confirm_num: input.number, trade_date: input.issuedOn.replaceAll('-', ''), issued_at: at, recorded_by: input.staffId, claim_token: null, last_error: null })
      .where('id', '=', input.id)
      .where('status', 'in', ['pending', 'failed'])
      .where('outcome_unknown', '=', 0)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) {
      const now = await trx.selectFrom('receipt_documents').select(['status', 'recorded_by']).where('id', '=', input.id).executeTakeFirstOrThrow();
      if (now.status === 'withdrawn') throw conflict(m.withdrawn);
      throw conflict(now.status === 'issued' && now.recorded_by !== null ? m.alreadyIssued : m.byPopbill);
    }
    await onRecorded(trx, { status: doc.status });
  });
}

/** The issue day must be a real day, not in the future (Korean calendar). */
export function issuedOnValid(ctx: AppContext, issuedOn: string): boolean {
  const t = Date.parse(`${issuedOn}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === issuedOn && boundary(issuedOn) <= isoNow(ctx.clock);
}
