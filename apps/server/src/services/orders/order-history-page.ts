import { LIST_PAGES_AHEAD, msg, OrderStatus, type ListCounts, type OrderHistoryPage } from '@snsshop/shared';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { historySince } from '../../lib/history-window.js';
import { aheadLimit, decodeCursor, nextCursors, type Keyset } from '../../lib/keyset.js';
import { memberOrders, memberOwnOrders, withRefills } from './list-orders.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the window's conditions name the orders' columns alone, whatever else is selected or joined
type OrdersQuery = SelectQueryBuilder<DB, 'orders', any>;

/** The chips' counts over the member's 3-month window: one pass over the member's index entries. */
export async function countMemberOrders(ctx: AppContext, memberId: number): Promise<ListCounts> {
  const statuses = Object.values(OrderStatus);
  const row = await memberOwnOrders(ctx, memberId)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('all'),
      ...statuses.map((s) => sql<string | number | null>`sum(case when ${eb.ref('status')} = ${s} then 1 else 0 end)`.as(`s${s}`)),
    ])
    .where('orders.created_at', '>=', historySince(ctx.clock))
    .executeTakeFirstOrThrow();
  const byStatus: Record<string, number> = {};
  for (const s of statuses) byStatus[s] = Number((row as Record<string, unknown>)[`s${s}`] ?? 0);
  return { all: Number(row.all), byStatus };
}

/**
 * One page of the member's history, newest first, by keyset on (created_at, id): an order placed
 * while the member pages sorts before page 1, so no row moves between pages and none is skipped
 * or shown twice, and page 40 costs what page 1 does (no OFFSET). The cursors of the next pages the
 * page buttons can reach come along, read from the index alone.
 */
export async function memberOrderHistoryPage(
  ctx: AppContext,
  memberId: number,
  query: { status?: number | undefined; cursor?: string | undefined; size: number },
): Promise<OrderHistoryPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, msg.order.historyQueryInvalid);
  const since = historySince(ctx.clock);
  // the window, the chip and the keyset, over the member's orders with their service's columns or (the
  // next pages' starts) over the orders alone: an order's service always exists (a service with orders
  // is never deleted), so the join adds columns, never a condition, and without it even a plan made
  // without the values (a named statement's generic plan) reads the index in order and stops at the limit
  const window = <Q>(q: Q, from: Keyset | null): Q => {
    let out = (q as OrdersQuery).where('orders.created_at', '>=', since);
    if (query.status !== undefined) out = out.where('orders.status', '=', query.status);
    if (from) out = out.where((eb) => eb(eb.refTuple('orders.created_at', 'orders.id'), '<', eb.tuple(from.createdAt, from.id)));
    return out.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc') as unknown as Q;
  };
  const page = async () => {
    const rows = await window(memberOrders(ctx, memberId), after).limit(query.size).execute();
    const last = rows.at(-1);
    const ahead = last
      ? await window(memberOwnOrders(ctx, memberId), { createdAt: last.created_at, id: last.id })
          .select(['orders.created_at as createdAt', 'orders.id'])
          .limit(aheadLimit(query.size, LIST_PAGES_AHEAD))
          .execute()
      : [];
    const next = nextCursors(last && { createdAt: last.created_at, id: last.id }, ahead, query.size);
    return { orders: await withRefills(ctx, memberId, rows), next };
  };
  // the chips' counts meanwhile (on PostgreSQL a second connection; they read the window's index entries, the page a few rows)
  const [{ orders, next }, counts] = await Promise.all([page(), countMemberOrders(ctx, memberId)]);
  return { orders, counts, next };
}
