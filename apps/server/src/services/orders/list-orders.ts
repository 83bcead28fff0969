import type { Order } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { historySince } from '../../lib/history-window.js';
import { toOrder } from './place-order.js';

export async function listMemberOrders(ctx: AppContext, memberId: number): Promise<Order[]> {
  const since = historySince(ctx.clock);
  const rows = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toOrder);
}
