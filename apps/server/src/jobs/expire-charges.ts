import { PaymentStatus } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { onPostgres } from '../db/database.js';
import { addMs, isoNow } from '../lib/clock.js';
import { notifyChargeExpired, notifyChargeExpiring } from '../services/notifications/member-events.js';

/** Members hear about an unpaid charge this long before it expires. */
export const EXPIRY_WARNING_MS = 30 * 60_000;

/**
 * Cancels charges still unpaid 3 hours after the request (docs/storefront-rules.md §9). One conditional UPDATE:
 * a charge credited at the same moment stays credited, and each charge is cancelled once however
 * many sweeps run. A deposit that arrives later is parked for a person, never lost. The member's
 * notice is written in the same transaction; a charge about to expire gets its warning once (the
 * notification's key is unique, and charges already warned are not looked at again).
 */
export async function expireCharges(ctx: AppContext): Promise<number> {
  const now = isoNow(ctx.clock);
  await warnExpiringCharges(ctx, now);
  return ctx.db.transaction().execute(async (trx) => {
    // On PostgreSQL the charges are taken in id order, skipping those another sweep holds (it cancels
    // them): two sweeps never lock the same rows in different orders and wait for each other.
    const due = trx.selectFrom('point_charges').select('id').where('status', '=', PaymentStatus.PENDING).where('expires_at', '<=', now).orderBy('id');
    const expired = await trx
      .updateTable('point_charges')
      .set({ status: PaymentStatus.FAIL, decided_by: 'expiry', responded_at: now })
      .where('status', '=', PaymentStatus.PENDING)
      .where('expires_at', '<=', now)
      .$if(onPostgres(trx), (q) => q.where('id', 'in', due.forUpdate().skipLocked()))
      .returning(['id', 'member_id', 'point'])
      .execute();
    for (const c of expired) await notifyChargeExpired(trx, { ...c, point: Number(c.point) }, now);
    return expired.length;
  });
}

async function warnExpiringCharges(ctx: AppContext, now: string) {
  const soon = await ctx.db
    .selectFrom('point_charges as c')
    .select(['c.id', 'c.member_id', 'c.point', 'c.expires_at'])
    .where('c.status', '=', PaymentStatus.PENDING)
    .where('c.expires_at', '>', now)
    .where('c.expires_at', '<=', addMs(now, EXPIRY_WARNING_MS))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notifications as n').select('n.id').where('n.event_key', '=', sql<string>`'charge:' || CAST(c.id AS VARCHAR(20)) || ':expiring'`))),
    )
    .limit(ctx.config.jobs.batch)
    .execute();
  if (soon.length === 0) return;
  await ctx.db.transaction().execute(async (trx) => {
    for (const c of soon) await notifyChargeExpiring(trx, { ...c, point: Number(c.point) }, now);
  });
}
