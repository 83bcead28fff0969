import { LIST_PAGES_AHEAD, msg, REFILL_STATUSES, type ListCounts, type RefillHistoryPage, type RefillStatus } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { RefillState } from '../../db/schema.js';
import { historySince } from '../../lib/history-window.js';
import { aheadLimit, decodeCursor, nextCursors, type Keyset } from '../../lib/keyset.js';
import { toRefill } from './refill-states.js';

/** The refill states each status the member sees stands for (memberStatusOf, the other way). */
const statesOf: Record<RefillStatus, readonly RefillState[]> = {
  waiting: ['waiting', 'sending', 'held', 'sent'],
  in_progress: ['in_progress'],
  completed: ['completed'],
  rejected: ['rejected'],
};

/** How many of the member's refills of the 3-month window are in each status, read from refills_member_history alone. */
export async function countMemberRefills(ctx: AppContext, memberId: number): Promise<ListCounts> {
  const row = await ctx.db
    .selectFrom('refills')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('all'),
      ...REFILL_STATUSES.map((s) => sql<string | number | null>`sum(case when ${eb('state', 'in', statesOf[s])} then 1 else 0 end)`.as(s)),
    ])
    .where('member_id', '=', memberId)
    .where('requested_at', '>=', historySince(ctx.clock))
    .executeTakeFirstOrThrow();
  const byStatus: Record<string, number> = {};
  for (const s of REFILL_STATUSES) byStatus[s] = Number((row as Record<string, unknown>)[s] ?? 0);
  return { all: Number(row.all), byStatus };
}

/**
 * One page of the member's refill requests, newest first, by keyset on (requested_at, id) — a refill's
 * creation time: one asked for while the member pages sorts before page 1, so none moves between pages.
 */
export async function memberRefillHistoryPage(
  ctx: AppContext,
  memberId: number,
  query: { status?: RefillStatus | undefined; cursor?: string | undefined; size: number },
): Promise<RefillHistoryPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, msg.refill.historyQueryInvalid);
  const since = historySince(ctx.clock);
  const window = (from: Keyset | null) => {
    let q = ctx.db.selectFrom('refills').where('member_id', '=', memberId).where('requested_at', '>=', since);
    if (query.status !== undefined) q = q.where('state', 'in', statesOf[query.status]);
    if (from) q = q.where((eb) => eb(eb.refTuple('requested_at', 'id'), '<', eb.tuple(from.createdAt, from.id)));
    return q.orderBy('requested_at', 'desc').orderBy('id', 'desc');
  };
  const rows = await window(after).select(['id', 'order_id', 'state', 'reason', 'requested_at', 'finished_at']).limit(query.size).execute();
  const last = rows.at(-1);
  const lastKey = last && { createdAt: last.requested_at, id: last.id };
  const ahead = lastKey ? await window(lastKey).select(['requested_at as createdAt', 'id']).limit(aheadLimit(query.size, LIST_PAGES_AHEAD)).execute() : [];
  return { refills: rows.map(toRefill), counts: await countMemberRefills(ctx, memberId), next: nextCursors(lastKey, ahead, query.size) };
}
