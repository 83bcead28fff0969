import { couponBenefitText, couponMessages as m, formatWon, OrderStatus, quoteOrder, type CouponQuote, type CouponQuoteBody, type CouponTerms } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { onPostgres, type Executor, type Trx } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { claimCouponUse, findUsableCoupon, termsOf, type FoundCoupon } from './claim-coupon.js';
import { takeCouponGuess } from './coupon-throttle.js';
import { quoteTier } from '../growth/quote-tier.js';

/** What the order is, as far as a coupon cares: its member, service and its price before the coupon (after the tier's). */
export interface CouponOrder {
  memberId: number;
  serviceId: number;
  price: number;
}

/** An order-discount coupon that may be used on an order: the row, and what quoteOrder needs of it. */
export interface OrderCouponUse {
  found: FoundCoupon;
  coupon: { name: string; terms: CouponTerms };
}

/**
 * An order-discount coupon's checks on one order — kind, scope, minimum, first order only — answering
 * it for quoteOrder, which works the discount out (never here).
 */
export async function orderCoupon(db: Executor, code: string, o: CouponOrder, at: string): Promise<OrderCouponUse> {
  const c = await findUsableCoupon(db, code, at);
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
    // Decided under the member's row lock (PostgreSQL; SQLite writes one at a time): an order of the
    // same member placed at the same moment waits here until the first commits, then sees it.
    if (onPostgres(db)) await db.selectFrom('members').select('id').where('id', '=', o.memberId).forNoKeyUpdate().execute();
    const earlier = await db.selectFrom('orders').select('id').where('member_id', '=', o.memberId).where('status', '!=', OrderStatus.CANCELED).limit(1).executeTakeFirst();
    if (earlier) throw badRequest(m.firstOrderOnly);
  }
  return { found: c, coupon: { name: c.name, terms: termsOf(c) } };
}

/** /order asks, before the member confirms, what a code takes off this order (nothing is claimed). */
export async function quoteOrderCoupon(ctx: AppContext, memberId: number, body: CouponQuoteBody, ip: string): Promise<CouponQuote> {
  await takeCouponGuess(ctx, memberId, ip);
  const service = await ctx.db.selectFrom('services').select('unit_price_e7').where('id', '=', body.serviceId).where('visible', '=', 1).executeTakeFirst();
  if (!service) throw badRequest(m.wrongScope);
  const tier = await ctx.db
    .selectFrom('members')
    .leftJoin('member_tiers', 'member_tiers.id', 'members.tier_id')
    .select(['member_tiers.name', 'member_tiers.discount_pct'])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  // the same quote the order will make: the coupon on what the member would pay after the tier discount
  const before = quoteOrder({ unitPriceE7: Number(service.unit_price_e7), units: body.quantity, tier: quoteTier(tier) });
  const use = await orderCoupon(ctx.db, body.code, { memberId, serviceId: body.serviceId, price: before.charge }, isoNow(ctx.clock));
  const after = quoteOrder({ unitPriceE7: before.unitPriceE7, units: body.quantity, tier: quoteTier(tier), coupon: use.coupon });
  return { name: use.coupon.name, benefit: couponBenefitText(use.coupon.terms), terms: use.coupon.terms, price: before.charge, discount: after.couponDiscount, payable: after.charge };
}

export interface AppliedCoupon {
  redemptionId: number;
  discount: number;
}

/**
 * The coupon used on an order, in the order's transaction, for the discount its quote gave: the
 * member's held redemption of it is used (a conditional UPDATE), or a new use is claimed. The order
 * keeps `coupon_discount`; attachOrderCoupon links the two once the order exists.
 */
export async function useOrderCoupon(trx: Trx, use: OrderCouponUse, memberId: number, discount: number, at: string): Promise<AppliedCoupon> {
  const c = use.found;
  const held = await trx
    .updateTable('coupon_redemptions')
    .set({ status: 'used', value: discount, used_at: at })
    .where('id', '=', (eb) =>
      eb.selectFrom('coupon_redemptions as h').select((e) => e.fn.min('h.id').as('id')).where('h.coupon_id', '=', c.id).where('h.member_id', '=', memberId).where('h.status', '=', 'held'),
    )
    .where('status', '=', 'held')
    .returning('id')
    .executeTakeFirst();
  if (held) {
    await trx.updateTable('coupons').set({ given: sql`given + ${discount}`, updated_at: at }).where('id', '=', c.id).execute();
    return { redemptionId: held.id, discount };
  }
  const r = await claimCouponUse(trx, c, memberId, { status: 'used', value: discount }, at);
  return { redemptionId: r.id, discount };
}

export async function attachOrderCoupon(trx: Trx, applied: AppliedCoupon, orderId: number): Promise<void> {
  await trx.updateTable('orders').set({ coupon_redemption_id: applied.redemptionId }).where('id', '=', orderId).execute();
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
