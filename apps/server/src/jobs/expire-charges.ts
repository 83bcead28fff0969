import { PaymentStatus } from '@snsshop/shared';
import type { AppContext } from '../context.js';
import { isoNow } from '../lib/clock.js';

/**
 * Cancels charges still unpaid 3 hours after the request (spec section 9). One conditional UPDATE:
 * a charge credited at the same moment stays credited, and each charge is cancelled once however
 * many sweeps run. A deposit that arrives later is parked for a person, never lost.
 */
export async function expireCharges(ctx: AppContext): Promise<number> {
  const now = isoNow(ctx.clock);
  const expired = await ctx.db
    .updateTable('point_charges')
    .set({ status: PaymentStatus.FAIL, decided_by: 'expiry', responded_at: now })
    .where('status', '=', PaymentStatus.PENDING)
    .where('expires_at', '<=', now)
    .returning('id')
    .execute();
  return expired.length;
}
