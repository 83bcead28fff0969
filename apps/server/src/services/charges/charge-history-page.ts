import { LIST_PAGES_AHEAD, msg, PaymentStatus, type ChargeHistoryPage, type ListCounts } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { historySince } from '../../lib/history-window.js';
import { aheadLimit, decodeCursor, nextCursors, type Keyset } from '../../lib/keyset.js';
import { toChargeHistoryItems } from './list-charges.js';

/** How many of the member's charges of the 3-month window are in each state, read from point_charges_member_history alone. */
export async function countMemberCharges(ctx: AppContext, memberId: number): Promise<ListCounts> {
  const statuses = Object.values(PaymentStatus);
  const row = await ctx.db
    .selectFrom('point_charges')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('all'),
      ...statuses.map((s) => sql<string | number | null>`sum(case when ${eb.ref('status')} = ${s} then 1 else 0 end)`.as(`s${s}`)),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', historySince(ctx.clock))
    .executeTakeFirstOrThrow();
  const byStatus: Record<string, number> = {};
  for (const s of statuses) byStatus[s] = Number((row as Record<string, unknown>)[`s${s}`] ?? 0);
  return { all: Number(row.all), byStatus };
}

/**
 * One page of the member's charge requests (충전 내역), newest first, by keyset on (created_at, id):
 * a charge requested while the member pages sorts before page 1, so none moves between pages.
 */
export async function memberChargeHistoryPage(
  ctx: AppContext,
  memberId: number,
  query: { status?: PaymentStatus | undefined; cursor?: string | undefined; size: number },
): Promise<ChargeHistoryPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, msg.charge.historyQueryInvalid);
  const since = historySince(ctx.clock);
  const window = (from: Keyset | null) => {
    let q = ctx.db.selectFrom('point_charges').where('member_id', '=', memberId).where('created_at', '>=', since);
    if (query.status !== undefined) q = q.where('status', '=', query.status);
    if (from) q = q.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(from.createdAt, from.id)));
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc');
  };
  const rows = await window(after).selectAll().limit(query.size).execute();
  const last = rows.at(-1);
  const lastKey = last && { createdAt: last.created_at, id: last.id };
  const ahead = lastKey ? await window(lastKey).select(['created_at as createdAt', 'id']).limit(aheadLimit(query.size, LIST_PAGES_AHEAD)).execute() : [];
  return { charges: await toChargeHistoryItems(ctx.db, rows), counts: await countMemberCharges(ctx, memberId), next: nextCursors(lastKey, ahead, query.size) };
}
