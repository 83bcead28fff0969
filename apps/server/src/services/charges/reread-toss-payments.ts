import { PaymentStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { handleTossWebhook } from './handle-toss-webhook.js';

/** Cancels at Toss come within days of the payment; older payments are not read again. */
const REREAD_MS = 7 * 24 * 3600_000;

/**
 * What Toss reports, read again for every Toss payment credited in the last week, as its webhook would
 * (handle-toss-webhook.ts): a cancel made at Toss whose webhook never arrived is taken back now, once per
 * Toss transaction, and the owner is told. The daily reconciliation runs it before it counts the day.
 * Answers how many payments were read, how many had a cancel the shop had not taken in, and how many
 * Toss did not answer for (the next run reads them again; the day's reconciliation shows the count).
 */
export async function rereadTossPayments(ctx: AppContext): Promise<{ read: number; takenBack: number; unread: number }> {
  if (!ctx.payments.toss) return { read: 0, takenBack: 0, unread: 0 };
  const since = addMs(isoNow(ctx.clock), -REREAD_MS);
  const charges = await ctx.db
    .selectFrom('point_charges')
    .select('payment_key')
    .where('decided_by', '=', 'toss')
    .where('status', '=', PaymentStatus.SUCCESS)
    .where('payment_key', 'is not', null)
    .where('responded_at', '>=', since)
    .orderBy('id')
    .execute();
  let takenBack = 0;
  let unread = 0;
  for (const c of charges) {
    try {
      if ((await handleTossWebhook(ctx, c.payment_key!)) === 'taken_back') takenBack += 1;
    } catch {
      unread += 1; // Toss did not answer (503): read again by the next run
    }
  }
  return { read: charges.length, takenBack, unread };
}
