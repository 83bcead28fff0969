import crypto from 'node:crypto';
import type { AppContext } from '../context.js';
import { addMs } from '../lib/clock.js';
import { inParallel } from '../lib/in-parallel.js';
import { deliverClaimed, type DeliveryOutcome } from '../services/notifications/deliver-notification.js';

/** Long enough for every channel of one notification to time out in turn (알림톡, SMS, e-mail). */
export const NOTIFY_LEASE_MS = 120_000;

/**
 * Claims due notifications: one conditional UPDATE gives them this round's token and a lease
 * (PostgreSQL skips rows another process is claiming; SQLite has one writer), so of two sweeps or two
 * processes exactly one holds each row. A row still 'sending' when its lease ran out belonged to a
 * worker that died; deliverClaimed treats its last send as one whose outcome is unknown.
 */
export async function deliverNotifications(ctx: AppContext): Promise<Partial<Record<DeliveryOutcome, number>>> {
  const now = ctx.clock.now().toISOString();
  const token = crypto.randomUUID();
  const claimed = await ctx.db
    .updateTable('notifications')
    .set({ status: 'sending', claim_token: token, next_attempt_at: addMs(now, NOTIFY_LEASE_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notifications')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(ctx.config.jobs.batch)
        .$if(ctx.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .returningAll()
    .execute();
  const result: Partial<Record<DeliveryOutcome, number>> = {};
  await inParallel(claimed, 8, async (row) => {
    const outcome = await deliverClaimed(ctx, row, token);
    result[outcome] = (result[outcome] ?? 0) + 1;
  });
  return result;
}
