import { LIST_PAGES_AHEAD, pointStatementMessages, type PointStatementPage, type PointStatementRow, type pointStatementFilterSchema } from '@snsshop/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { boundary, koreanDayOf } from '../../db/query-helpers.js';
import { historySince } from '../../lib/history-window.js';
import { badRequest } from '../../lib/errors.js';
import { aheadLimit, decodeCursor, nextCursors, type Keyset } from '../../lib/keyset.js';

type Filter = z.output<typeof pointStatementFilterSchema>;

/** Later than any stored time: a period that reaches today is open at its end (a row written this very ms counts). */
const OPEN_END = '9999-12-31T23:59:59.999Z';

/** The period asked for, as stored instants [since, until): never older than the 3-month window. */
export function statementPeriod(ctx: AppContext, q: Filter) {
  const windowStart = historySince(ctx.clock);
  const now = ctx.clock.now().toISOString();
  const since = q.from && boundary(q.from) > windowStart ? boundary(q.from) : windowStart;
  const until = q.to && boundary(q.to, true) <= now ? boundary(q.to, true) : OPEN_END;
  if (until <= since || since > now) throw badRequest(pointStatementMessages.periodInvalid);
  return { since, until, fromDay: koreanDayOf(since), toDay: koreanDayOf(until === OPEN_END ? now : new Date(Date.parse(until) - 1).toISOString()) };
}

/** The member's ledger rows of a period, optionally of one kind (indexes point_ledger_member_statement and _kind). */
export function statementRows(ctx: AppContext, memberId: number, q: Filter, period: { since: string; until: string }) {
  let query = ctx.db.selectFrom('point_ledger').where('member_id', '=', memberId).where('created_at', '>=', period.since).where('created_at', '<', period.until);
  if (q.kind) query = query.where('kind', '=', q.kind);
  return query;
}

export const toStatementRow = (r: { id: number; created_at: string; kind: string; delta: number | string; balance_after: number | string; ref_type: string | null; ref_id: string | null }): PointStatementRow => ({
  id: r.id,
  createdAt: r.created_at,
  kind: r.kind,
  delta: Number(r.delta),
  balanceAfter: Number(r.balance_after),
  orderId: r.ref_type === 'order' && r.ref_id ? Number(r.ref_id) : null,
  chargeId: r.ref_type === 'charge' && r.ref_id ? Number(r.ref_id) : null,
});

/**
 * The period's totals in one statement, so the balance and the sums are read from one snapshot: the
 * balance before and at the end of the period are the current balance less what came after, which holds
 * whatever order rows were written in (balance = sum of the ledger) and reads only the window's rows.
 */
async function summarize(ctx: AppContext, memberId: number, q: Filter, period: { since: string; until: string }) {
  const inPeriod = sql`l.created_at < ${period.until}`;
  const row = await ctx.db
    .selectFrom('members as m')
    .leftJoin('point_ledger as l', (j) => j.onRef('l.member_id', '=', 'm.id').on('l.created_at', '>=', period.since))
    .select([
      'm.point',
      sql<string | number | null>`sum(case when ${inPeriod} and l.delta > 0 then l.delta else 0 end)`.as('increase'),
      sql<string | number | null>`sum(case when ${inPeriod} and l.delta < 0 then l.delta else 0 end)`.as('decrease'),
      sql<string | number | null>`sum(case when l.created_at >= ${period.until} then l.delta else 0 end)`.as('after'),
      sql<string | number | null>`sum(case when ${inPeriod} and l.kind = ${q.kind ?? ''} then l.delta else 0 end)`.as('kind_total'),
    ])
    .where('m.id', '=', memberId)
    .groupBy('m.point')
    .executeTakeFirstOrThrow();
  const balance = Number(row.point);
  const increase = Number(row.increase ?? 0);
  const decrease = Number(row.decrease ?? 0);
  const closing = balance - Number(row.after ?? 0);
  return { opening: closing - increase - decrease, increase, decrease, closing, balance, kindTotal: q.kind ? Number(row.kind_total ?? 0) : null };
}

/**
 * One page (20 rows) of the member's points statement (포인트 내역), newest first, by keyset on
 * (created_at, id): a row written while the member pages sorts before page 1, so none moves between
 * pages, and page 500 of 100,000 rows costs what page 1 does.
 */
export async function memberPointStatement(ctx: AppContext, memberId: number, q: Filter & { cursor?: string | undefined; size: number }): Promise<PointStatementPage> {
  const after = q.cursor === undefined ? null : decodeCursor(q.cursor, pointStatementMessages.queryInvalid);
  const period = statementPeriod(ctx, q);
  const window = (from: Keyset | null) => {
    let query = statementRows(ctx, memberId, q, period);
    if (from) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(from.createdAt, from.id)));
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  };
  const rows = await window(after).select(['id', 'created_at', 'kind', 'delta', 'balance_after', 'ref_type', 'ref_id']).limit(q.size).execute();
  const last = rows.at(-1);
  const lastKey = last && { createdAt: last.created_at, id: last.id };
  const ahead = lastKey ? await window(lastKey).select(['created_at as createdAt', 'id']).limit(aheadLimit(q.size, LIST_PAGES_AHEAD)).execute() : [];
  const summary = await summarize(ctx, memberId, q, period);
  return { rows: rows.map(toStatementRow), summary: { from: period.fromDay, to: period.toDay, ...summary }, next: nextCursors(lastKey, ahead, q.size) };
}
