import type { Order } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { historySince } from '../../lib/history-window.js';
import { toOrder } from './place-order.js';

export async function listMemberOrders(ctx: AppContext, memberId: number): Promise<Order[]> {
  const since = historySince(ctx.clock);
  const rows = await ctx.db
    .selectFrom('orders')
    .innerJoin('services', 'services.id', 'orders.service_id')
    .selectAll('orders')
    .select('services.cancellable')
    .where('orders.member_id', '=', memberId)
    .where('orders.created_at', '>=', since)
    .orderBy('orders.id', 'desc')
    .execute();
  return rows.map((r) => toOrder(r, r.cancellable === 1));
}
