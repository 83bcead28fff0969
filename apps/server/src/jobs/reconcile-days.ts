import type { AppContext } from '../context.js';
import { koreanDayOf } from '../db/query-helpers.js';
import { addMs, isoNow } from '../lib/clock.js';
import { rereadTossPayments } from '../services/charges/reread-toss-payments.js';
import { reconcileDay, saveReconciliation } from '../services/reconciliation/reconcile-day.js';

/** A claim lasts this long: a process killed mid-run leaves the day to be taken again after it. */
const LEASE_MS = 10 * 60_000;

/**
 * Once a Korean day is over, reconciles it once. The claim is the day's row: inserted empty by the
 * first process (the primary key lets one in), or taken over by a conditional UPDATE when an earlier
 * claim's lease ran out without a result; everyone else skips the day. Toss payments of the last week
 * are read again from Toss first (reread-toss-payments.ts), so the day counts cancels made at Toss.
 */
export async function reconcileFinishedDays(ctx: AppContext) {
  const now = isoNow(ctx.clock);
  const day = koreanDayOf(addMs(now, -24 * 3600_000));
  const lease = addMs(now, LEASE_MS);
  const inserted = await ctx.db
    .insertInto('reconciliation_days')
    .values({ day, figures: '{}', differences: '[]', ok: 0, checked_at: '', claimed_until: lease })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  const claimed =
    inserted ??
    (await ctx.db
      .updateTable('reconciliation_days')
      .set({ claimed_until: lease })
      .where('day', '=', day)
      .where('checked_at', '=', '')
      .where('claimed_until', '<', now)
      .returning('day')
      .executeTakeFirst());
  if (!claimed) return null;
  // what Toss reports first: a cancel at Toss whose webhook never came is taken in before the day is counted
  const toss = await rereadTossPayments(ctx);
  const counted = await reconcileDay(ctx.db, day);
  if (toss.unread > 0) counted.differences.push({ check: '토스에서 다시 읽지 못한 결제', expected: 0, actual: toss.unread, unit: 'rows', rows: [] });
  const result = await saveReconciliation(ctx.db, counted, now);
  return { day, differences: result.differences.length };
}
