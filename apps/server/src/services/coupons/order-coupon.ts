import { couponBenefitText, couponMessages as m, couponValueOn, formatWon, memberPrice, OrderStatus, orderCost, type CouponQuote, type CouponQuoteBody } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Executor, Trx } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { claimCouponUse, findUsableCoupon, termsOf, type FoundCoupon } from './claim-coupon.js';
import { takeCouponGuess } from './coupon-throttle.js';

/** What the order is, as far as a coupon cares: its service and its price before the coupon. */
export interface CouponOrder {
  memberId: number;
  serviceId: number;
  price: number;
}

/** An order-discount coupon's checks on one order: kind, scope, minimum, first order only; answers the discount. */
async function discountFor(db: Executor, c: FoundCoupon, o: CouponOrder): Promise<number> {
  if (c.kind !== 'order_discount') throw badRequest(m.notForOrder);
  if (c.scope !== 'all') {
    const where = await db
      .selectFrom('services')
      .innerJoin('categories', 'categories.id', 'services.category_id')
      .select(['services.id as service_id', 'categories.id as category_id', 'categories.platform_id'])
      .where('services.id', '=', o.serviceId)
      .executeTakeFirst();
    const id = c.scope === 'service' ? where?.service_id : c.scope === 'category' ? where?.category_id : where?.platform_id;
    if (id === undefined || Number(id) !== Number(c.scope_id)) throw badRequest(m.wrongScope);
  }
  if (o.price < Number(c.min_amount)) throw badRequest(m.minOrder(formatWon(Number(c.min_amount))));
  if (c.first_order_only === 1) {
    const earlier = await db.selectFrom('orders').select('id').where('member_id', '=', o.memberId).where('status', '!=', OrderStatus.CANCELED).limit(1).executeTakeFirst();
    if (earlier) throw badRequest(m.firstOrderOnly);
  }
  return couponValueOn(termsOf(c), o.price);
}

/** /order asks, before the member confirms, what a code takes off this order (nothing is claimed). */
export async function quoteOrderCoupon(ctx: AppContext, memberId: number, body: CouponQuoteBody, ip: string): Promise<CouponQuote> {
  await takeCouponGuess(ctx, memberId, ip);
  const c = await findUsableCoupon(ctx.db, body.code, isoNow(ctx.clock));
  const service = await ctx.db.selectFrom('services').select('unit_price_centi').where('id', '=', body.serviceId).where('visible', '=', 1).executeTakeFirst();
  if (!service) throw badRequest(m.wrongScope);
  // what the member would pay after the tier discount, as the order itself computes it (place-order.ts withCoupon)
  const tier = await ctx.db.selectFrom('members').leftJoin('member_tiers', 'member_tiers.id', 'members.tier_id').select('member_tiers.discount_pct').where('members.id', '=', memberId).executeTakeFirst();
  const { price } = memberPrice(orderCost(Number(service.unit_price_centi), body.quantity), tier?.discount_pct ?? 0);
  const discount = await discountFor(ctx.db, c, { memberId, serviceId: body.serviceId, price });
  return { name: c.name, benefit: couponBenefitText(termsOf(c)), price, discount, payable: price - discount };
}

export interface AppliedCoupon {
  redemptionId: number;
  discount: number;
}

/**
 * The coupon applied to an order's price (after any earlier discount), in the order's transaction:
 * the member's held redemption of it is used (a conditional UPDATE), or a new use is claimed.
 * The order then pays `price − discount`; attachOrderCoupon links the two once the order exists.
 */
export async function applyOrderCoupon(trx: Trx, o: CouponOrder, code: string, at: string): Promise<AppliedCoupon> {
  const c = await findUsableCoupon(trx, code, at);
  const discount = await discountFor(trx, c, o);
  const held = await trx
    .updateTable('coupon_redemptions')
    .set({ status: 'used', value: discount, used_at: at })
    .where('id', '=', (eb) =>
      eb.selectFrom('coupon_redemptions as h').select((e) => e.fn.min('h.id').as('id')).where('h.coupon_id', '=', c.id).where('h.member_id', '=', o.memberId).where('h.status', '=', 'held'),
    )
    .where('status', '=', 'held')
    .returning('id')
    .executeTakeFirst();
  if (held) {
    await trx.updateTable('coupons').set({ given: sql`given + ${discount}`, updated_at: at }).where('id', '=', c.id).execute();
    return { redemptionId: held.id, discount };
  }
  const r = await claimCouponUse(trx, c, o.memberId, { status: 'used', value: discount }, at);
  return { redemptionId: r.id, discount };
}

export async function attachOrderCoupon(trx: Trx, applied: AppliedCoupon, orderId: number): Promise<void> {
  await trx.updateTable('orders').set({ coupon_discount: applied.discount, coupon_redemption_id: applied.redemptionId }).where('id', '=', orderId).execute();
  await trx.updateTable('coupon_redemptions').set({ order_id: orderId }).where('id', '=', applied.redemptionId).execute();
}

/**
 * An order cancelled or refunded in full gives its coupon back to the member (held again, usable on
 * another order) unless the coupon has expired; in the transaction of the refund, once (the UPDATE
 * only takes a redemption still used by this order).
 */
export async function returnOrderCoupon(trx: Trx, redemptionId: number, orderId: number, at: string): Promise<void> {
  const back = await trx
    .updateTable('coupon_redemptions')
    .set({ status: 'held', value: 0, order_id: null, used_at: null })
    .where('id', '=', redemptionId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'used')
    .where('coupon_id', 'in', (eb) => eb.selectFrom('coupons').select('id').where((w) => w.or([w('expires_at', 'is', null), w('expires_at', '>', at)])))
    .returning('coupon_id')
    .executeTakeFirst();
  if (!back) return;
  const order = await trx.selectFrom('orders').select('coupon_discount').where('id', '=', orderId).executeTakeFirstOrThrow();
  await trx.updateTable('coupons').set({ given: sql`given - ${Number(order.coupon_discount)}`, updated_at: at }).where('id', '=', back.coupon_id).execute();
}
