import { msg, type Order } from '@snsshop/shared';
import { notFound } from '../../lib/errors.js';
import type { AppContext } from '../../context.js';
import { historySince } from '../../lib/history-window.js';
import { toOrder } from './placing/order-view.js';
import { orderRefillStates } from '../refills/list-refills.js';

/** The member's orders as the member sees them: a child carrying a remainder to another route is part of its parent, the one order the member sees. */
export const memberOwnOrders = (ctx: AppContext, memberId: number) => ctx.db.selectFrom('orders').where('orders.member_id', '=', memberId).where('orders.parent_order_id', 'is', null);

/** memberOwnOrders with each order's columns and its service's refill and cancel rules. */
export const memberOrders = (ctx: AppContext, memberId: number) =>
  memberOwnOrders(ctx, memberId)
    .innerJoin('services', 'services.id', 'orders.service_id')
    .selectAll('orders')
    .select(['services.cancellable', 'services.refill_mode', 'services.refill_days', 'services.refill_cap', 'services.refill_cooldown_hours', 'services.refill_partial']);

/** One of the member's own orders; another member's answers exactly like one that does not exist. */
export async function findMemberOrder(ctx: AppContext, memberId: number, orderId: number): Promise<Order> {
  const row = await memberOrders(ctx, memberId).where('orders.id', '=', orderId).executeTakeFirst();
  if (!row) throw notFound(msg.order.notFound);
  return toOrder(row, row.cancellable === 1);
}

export async function listMemberOrders(ctx: AppContext, memberId: number): Promise<Order[]> {
  const since = historySince(ctx.clock);
  const rows = await memberOrders(ctx, memberId)
    .where('orders.created_at', '>=', since)
    // the pages' order (order-history-page.ts), read along the same index
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
  return withRefills(ctx, memberId, rows);
}

type MemberOrderRow = Awaited<ReturnType<ReturnType<typeof memberOrders>['execute']>>[number];

/** History rows as the member sees them: the order, and its refill state where there is one. */
export async function withRefills(ctx: AppContext, memberId: number, rows: MemberOrderRow[]): Promise<Order[]> {
  const refills = await orderRefillStates(ctx.db, ctx.clock, memberId, rows);
  return rows.map((r) => {
    const refill = refills.get(r.id);
    return { ...toOrder(r, r.cancellable === 1), ...(refill ? { refill } : {}) };
  });
}
