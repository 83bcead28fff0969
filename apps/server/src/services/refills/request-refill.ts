import { msg, type Refill } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { refillRefusal } from './refill-policy.js';
import { toRefill } from './refill-states.js';

/**
 * A member asks for a refill (A/S) of their own order. Every rule is checked in one transaction;
 * the partial unique index refills_one_in_flight makes the second of two racing requests fail, so
 * an order never has two refills in flight. A provider-mode refill is sent by the refill sweep;
 * a manual one waits in the owner's queue. Another member's order answers like one that does not exist.
 */
export async function requestRefill(ctx: AppContext, memberId: number, orderId: number): Promise<Refill> {
  const at = isoNow(ctx.clock);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .innerJoin('services', 'services.id', 'orders.service_id')
        .select(['orders.id', 'orders.service_id', 'orders.status', 'orders.finished_at', 'orders.updated_at', 'orders.cancel_requested_at', 'orders.provider_id', 'orders.provider_order_id', 'orders.link_key'])
        .select(['services.refill_mode', 'services.refill_days', 'services.refill_cap', 'services.refill_cooldown_hours', 'services.refill_partial'])
        .where('orders.id', '=', orderId)
        .where('orders.member_id', '=', memberId)
        .executeTakeFirst();
      if (!order) throw notFound(msg.order.notFound);
      const earlier = await trx.selectFrom('refills').select(['state', 'requested_at']).where('order_id', '=', orderId).execute();
      const refusal = refillRefusal(order, order, earlier, Date.parse(at));
      // The code lets the SMM v2 API answer in its own words.
      if (refusal) throw new AppError(refusal.code === 'in-flight' ? 409 : 400, refusal.message, { refusal: refusal.code });
      const mode = order.refill_mode === 'manual' ? 'manual' : 'provider';
      const row = await trx
        .insertInto('refills')
        .values({
          order_id: order.id,
          member_id: memberId,
          service_id: order.service_id,
          provider_id: order.provider_id,
          provider_order_id: order.provider_order_id,
          link_key: order.link_key,
          mode,
          state: 'waiting',
          upstream_refill_id: null,
          reason: null,
          last_error: null,
          claim_token: null,
          next_check_at: mode === 'provider' ? at : null,
          requested_at: at,
          updated_at: at,
          finished_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRefill(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, msg.refill.inFlight, { refusal: 'in-flight' });
    throw err;
  }
}
