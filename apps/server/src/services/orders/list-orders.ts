import type { Order } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { toOrder } from './place-order.js';

/** The terms keep order history for the last 3 months. */
const HISTORY_DAYS = 90;

export async function listMemberOrders(ctx: AppContext, memberId: number): Promise<Order[]> {
  const since = new Date(ctx.clock.now().getTime() - HISTORY_DAYS * 86_400_000).toISOString();
  const rows = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toOrder);
}
