import { AutoOrderStatus, couponMessages, isAutoOrder, OrderStatus, quoteOrder, type Order } from '@snsshop/shared';
import type { AppContext } from '../../../context.js';
import type { Trx } from '../../../db/database.js';
import { addMs, isoNow } from '../../../lib/clock.js';
import { badRequest } from '../../../lib/errors.js';
import { attachOrderCoupon, orderCoupon, useOrderCoupon, type AppliedCoupon } from '../../coupons/order-coupon.js';
import { quoteTier } from '../../growth/quote-tier.js';
import { claimIdempotencyKey, recordIdempotentAnswer } from './idempotent-order.js';
import { checkMember, orderLink, orderToPay, type OrderInput } from './order-checks.js';
import { orderContext, type OrderContext } from './order-facts.js';
import { toOrder } from './order-view.js';
import type { OrderRequest, OrderWriter } from './order-writer.js';
import { insertPaidOrder, type PaidOrder } from './paid-order.js';

/** Opens the transaction an order is written in: its own (plain), or a share of SQLite's group commit (fast). */
export type OpenTransaction = <T>(ctx: AppContext, work: (trx: Trx) => Promise<T>) => Promise<T>;
const ownTransaction: OpenTransaction = (ctx, work) => ctx.db.transaction().execute(work);

/**
 * An order-discount coupon (the body's couponCode): its checks on the price after the tier discount,
 * then the quote again with it (the quote works the discount out), and its use — in the order's transaction.
 */
async function withCoupon(trx: Trx, found: OrderContext, paid: PaidOrder, input: OrderInput): Promise<{ paid: PaidOrder; coupon: AppliedCoupon | null }> {
  if (!input.couponCode) return { paid, coupon: null };
  if (isAutoOrder(input)) throw badRequest(couponMessages.autoOrderNoCoupon);
  const use = await orderCoupon(trx, input.couponCode, { memberId: paid.memberId, serviceId: paid.serviceId, price: paid.quote.charge }, paid.at);
  const quote = quoteOrder({ unitPriceE7: paid.quote.unitPriceE7, units: paid.quote.units, tier: quoteTier({ name: found.tier_name, discount_pct: found.tier_pct }), coupon: use.coupon });
  return { paid: { ...paid, quote }, coupon: await useOrderCoupon(trx, use, paid.memberId, quote.couponDiscount, paid.at) };
}

/** With runs and interval the order is the first run of an auto-order (the later runs are paid when they fall due): the auto-order's row. */
async function newAutoOrder(trx: Trx, paid: PaidOrder, input: OrderInput): Promise<number> {
  const auto = await trx
    .insertInto('auto_orders')
    .values({
      member_id: paid.memberId,
      service_id: paid.serviceId,
      link: paid.link,
      quantity: paid.quantity,
      runs: input.runs,
      interval_min: input.interval,
      unit_price_e7: paid.quote.unitPriceE7,
      completed: 1,
      status: AutoOrderStatus.ACTIVE,
      next_run_at: addMs(paid.at, input.interval * 60_000),
      last_error: null,
      created_at: paid.at,
      updated_at: paid.at,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return auto.id;
}

/**
 * One order in one transaction, as a reader expects it: facts (the checks' read), the Idempotency-Key,
 * checks and quote (orderToPay), a coupon, the auto-order, the order row with its debit and ledger row.
 * `counted`: a call's rate window, already taken in the same transaction, decides first whether it
 * goes on (null when not).
 */
export async function placeInTransaction(ctx: AppContext, open: OpenTransaction, r: Omit<OrderRequest, 'count'>, counted?: () => boolean): Promise<Order | null> {
  const { memberId, input, idempotencyKey } = r;
  const at = isoNow(ctx.clock);
  return open(ctx, async (trx) => {
    if (counted && !counted()) return null;
    const found = checkMember((await orderContext(trx, { memberId, serviceId: input.serviceId, link: orderLink(input) })).rows[0], r.caller);
    const first = idempotencyKey ? await claimIdempotencyKey(trx, memberId, idempotencyKey, input, at) : null;
    if (first) return first;
    const { paid, coupon } = await withCoupon(trx, found, orderToPay(found, memberId, input, at), input);
    const autoOrderId = isAutoOrder(input) ? await newAutoOrder(trx, paid, input) : undefined;
    const { row } = await insertPaidOrder(trx, autoOrderId === undefined ? paid : { ...paid, autoOrderId, runNo: 1 }, Boolean(found.link_held));
    if (coupon) await attachOrderCoupon(trx, coupon, row.id);
    const order = { ...toOrder(row, false, paid.quote), status: OrderStatus.PENDING };
    if (idempotencyKey) await recordIdempotentAnswer(trx, memberId, idempotencyKey, order);
    return order;
  });
}

/** Every order in a transaction of its own; a counted call takes its rate window first, as every call does. */
export const plainOrderWriter: OrderWriter = {
  kind: 'plain',
  async place(ctx, r) {
    if (r.count && !r.count.settle(await ctx.rates.takeGuarded(r.count.guard, r.count.window, ctx.clock.now().getTime()))) return null;
    return placeInTransaction(ctx, ownTransaction, r);
  },
};
