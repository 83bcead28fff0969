import { msg, OrderStatus, type Order } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import { fastOrderWriter } from './placing/fast-writer.js';
import type { OrderCaller, OrderInput } from './placing/order-checks.js';
import type { OrderCount, OrderWriter } from './placing/order-writer.js';
import { plainOrderWriter } from './placing/plain-writer.js';

export type { OrderCaller, OrderInput } from './placing/order-checks.js';
export type { OrderCount } from './placing/order-writer.js';
export { orderLink } from './placing/order-checks.js';

const writers: Record<OrderWriter['kind'], OrderWriter> = { plain: plainOrderWriter, fast: fastOrderWriter };

/**
 * One order, atomically, in four steps (services/orders/placing/):
 * 1. facts — the member, the service and its settings, the link, in one read (order-facts.ts);
 * 2. checks — the member still signed in, the service orderable, the quantity or the type's fields and
 *    the runs within its rules, the price the one the member saw, no own order running on the link
 *    (order-checks.ts);
 * 3. quote — the price, from the stored unit price (never the client), the member's tier and a coupon
 *    (quoteOrder, packages/shared/src/orders/quote.ts);
 * 4. write — the order row, its guarded debit and ledger row (paid-order.ts), all or nothing, by the
 *    writer chosen at start-up (order-writer.ts).
 * With runs and interval it is an auto-order whose first run is this order; the points must cover that
 * run, later runs are paid when they fall due. With an Idempotency-Key the same request answers the
 * first result and charges nothing again.
 */
export async function placeOrder(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey?: string, session?: OrderCaller): Promise<Order> {
  return (await placeCountedOrder(ctx, memberId, input, idempotencyKey, session, null))!;
}

/** placeOrder for a call counted against a rate window first (the customer API's `add`): null when the window refused it (nothing placed, nothing charged). */
export async function placeCountedOrder(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey: string | undefined, caller: OrderCaller | undefined, count: OrderCount | null): Promise<Order | null> {
  try {
    const order = await writers[ctx.config.orderWriter].place(ctx, { memberId, input, idempotencyKey, caller, count });
    // The same answer whether the link was free or waits behind another member's order.
    return order && { ...order, status: OrderStatus.PENDING };
  } catch (err) {
    // orders_member_active_link: this member's own order for this service and link is still running.
    if (isUniqueViolation(err)) throw conflict(msg.order.activeSameLink);
    throw err;
  }
}
