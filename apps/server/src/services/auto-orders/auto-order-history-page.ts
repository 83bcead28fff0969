import { AUTO_ORDER_FILTERS, autoOrderFilterStatuses, LIST_PAGES_AHEAD, msg, type AutoOrderFilter, type AutoOrderHistoryPage, type ListCounts } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { historySince } from '../../lib/history-window.js';
import { aheadLimit, decodeCursor, nextCursors, type Keyset } from '../../lib/keyset.js';
import { autoOrderRows, toAutoOrder } from './auto-order-queries.js';

/** The chips' counts over the member's 3-month window, read from auto_orders_member_history alone. */
export async function countMemberAutoOrders(ctx: AppContext, memberId: number): Promise<ListCounts> {
  const row = await ctx.db
    .selectFrom('auto_orders')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('all'),
      ...AUTO_ORDER_FILTERS.map((f) => sql<string | number | null>`sum(case when ${eb('status', 'in', autoOrderFilterStatuses[f])} then 1 else 0 end)`.as(f)),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', historySince(ctx.clock))
    .executeTakeFirstOrThrow();
  const byStatus: Record<string, number> = {};
  for (const f of AUTO_ORDER_FILTERS) byStatus[f] = Number((row as Record<string, unknown>)[f] ?? 0);
  return { all: Number(row.all), byStatus };
}

/**
 * One page of the member's auto-orders, newest first, by keyset on (created_at, id): one placed while
 * the member pages sorts before page 1, so no row moves between pages, and a late page costs what
 * page 1 does. The cursors of the next pages the page buttons reach come along, read from the index.
 */
export async function memberAutoOrderHistoryPage(
  ctx: AppContext,
  memberId: number,
  query: { status?: AutoOrderFilter | undefined; cursor?: string | undefined; size: number },
): Promise<AutoOrderHistoryPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, msg.autoOrder.historyQueryInvalid);
  const since = historySince(ctx.clock);
  const window = (from: Keyset | null) => {
    let q = autoOrderRows(ctx.db).where('a.member_id', '=', memberId).where('a.created_at', '>=', since);
    if (query.status !== undefined) q = q.where('a.status', 'in', autoOrderFilterStatuses[query.status]);
    if (from) q = q.where((eb) => eb(eb.refTuple('a.created_at', 'a.id'), '<', eb.tuple(from.createdAt, from.id)));
    return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc');
  };
  const rows = await window(after).limit(query.size).execute();
  const last = rows.at(-1);
  const lastKey = last && { createdAt: last.created_at, id: last.id };
  const ahead = lastKey
    ? await window(lastKey).clearSelect().select(['a.created_at as createdAt', 'a.id']).limit(aheadLimit(query.size, LIST_PAGES_AHEAD)).execute()
    : [];
  return { autoOrders: rows.map(toAutoOrder), counts: await countMemberAutoOrders(ctx, memberId), next: nextCursors(lastKey, ahead, query.size) };
}
