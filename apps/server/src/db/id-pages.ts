import type { PageCursor, Paged } from '@snsshop/shared';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Executor } from './database.js';

export interface IdPageQuery {
  page: number;
  size: number;
  /** The last id of the page before (the answer's cursors give one for each neighbouring page). */
  after?: number | undefined;
}

/** How far a filtered count reads before it answers "at least this many" (an exact count reads every match). */
export const COUNT_CAP = 1_000;

/** Pages on each side whose start the answer gives: the page buttons show up to four beside the current one. */
const PAGES_AROUND = 4;

/**
 * A filter's count, stopped after `cap` rows: the list says "1,000건 이상" instead of reading a
 * million rows to print one number.
 */
export async function countUpTo<DB, TB extends keyof DB, O>(db: Executor, q: SelectQueryBuilder<DB, TB, O>, cap = COUNT_CAP): Promise<{ total: number; capped: boolean }> {
  const some = q.clearSelect().select(sql<number>`1`.as('one')).limit(cap + 1);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${some}) c`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * One page of a console list, newest id first. Given `after`, the page is a seek on the id index,
 * so page 400 costs what page 1 does; a bare `page` (an API caller's) skips ids only, then seeks. The answer
 * carries where the pages up to four on each side start, read from the ids alone, so the page buttons
 * always seek.
 */
export async function idPage<DB, TB extends keyof DB, O extends { id: number }>(
  q: SelectQueryBuilder<DB, TB, O>,
  idColumn: string,
  query: IdPageQuery,
  narrow = false,
): Promise<{ rows: O[]; cursors: PageCursor[] }> {
  const id = sql.ref(idColumn);
  // `narrow`: the filter's own index finds few rows (a short period), so they are read by it and their
  // ids sorted, then the page's rows read by id; walking the id index down to them would pass every newer
  // row on the way. (`+ 0` keeps the order from being read off the id index.)
  const key = narrow ? sql`${id} + 0` : id;
  const ids = async (op: '<' | '>', from: number, limit: number): Promise<number[]> => {
    const keys = q
      .clearSelect()
      .select(sql<number>`${id}`.as('k'))
      .where(sql<SqlBool>`${id} ${sql.raw(op)} ${from}`)
      .orderBy(key, op === '<' ? 'desc' : 'asc')
      .limit(limit);
    return ((await keys.execute()) as { k: number | string }[]).map((r) => Number(r.k));
  };
  // A bare page number (an API caller's): where it starts is read from the ids alone (the filter's
  // index, never a row), then the page is a seek as the screens' is. Past the last page: none.
  let after = query.after;
  if (after === undefined && query.page > 1) {
    const skipped = q
      .clearSelect()
      .select(sql<number>`${id}`.as('k'))
      .orderBy(key, 'desc')
      .limit(1)
      .offset((query.page - 1) * query.size - 1);
    const start = (await skipped.execute())[0] as { k: number | string } | undefined;
    after = start === undefined ? 0 : Number(start.k);
  }
  const page = (after === undefined ? q : q.where(sql<SqlBool>`${id} < ${after}`)).orderBy(key, 'desc').limit(query.size);
  let rows: O[];
  if (narrow) {
    const keys = ((await page.clearSelect().select(sql<number>`${id}`.as('k')).execute()) as { k: number | string }[]).map((r) => Number(r.k));
    rows = keys.length === 0 ? [] : await q.where(sql<SqlBool>`${id} in (${sql.join(keys)})`).orderBy(id, 'desc').execute();
  } else rows = await page.execute();
  const cursors: PageCursor[] = [{ page: query.page, after: query.page === 1 || !after ? null : after }];
  const first = rows[0];
  const last = rows.at(-1);
  if (last && rows.length === query.size) {
    const ahead = await ids('<', Number(last.id), query.size * (PAGES_AROUND - 1) + 1);
    if (ahead.length > 0) cursors.push({ page: query.page + 1, after: Number(last.id) });
    for (let n = 2; n <= PAGES_AROUND && ahead.length > query.size * (n - 1); n++) cursors.push({ page: query.page + n, after: ahead[query.size * (n - 1) - 1]! });
  }
  if (query.page > 1) {
    // the ids just above the page, oldest first: page P−1 is the first `size` of them, and starts below the next one
    const above = first ? await ids('>', Number(first.id), query.size * PAGES_AROUND + 1) : [];
    for (let back = 1; back <= PAGES_AROUND; back++) {
      const p = query.page - back;
      if (p < 1) break;
      const start = above[query.size * back];
      cursors.push({ page: p, after: p === 1 || start === undefined ? null : start });
    }
  }
  return { rows, cursors };
}

/**
 * A console list's answer: its page of rows, where its neighbours start, and its count (exact when
 * given). `narrow`: see idPage.
 */
export async function consolePage<DB, TB extends keyof DB, O extends { id: number }, T>(
  db: Executor,
  q: SelectQueryBuilder<DB, TB, O>,
  idColumn: string,
  query: IdPageQuery,
  toItem: (row: O) => T,
  exactTotal?: number,
  narrow = false,
): Promise<Paged<T>> {
  const [{ rows, cursors }, count] = await Promise.all([
    idPage(q, idColumn, query, narrow),
    exactTotal === undefined ? countUpTo(db, q) : Promise.resolve({ total: exactTotal, capped: false }),
  ]);
  return { items: rows.map(toItem), total: count.total, page: query.page, size: query.size, cursors, ...(count.capped ? { capped: true } : {}) };
}
