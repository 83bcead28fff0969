import type { PageCursor, Paged } from '@snsshop/shared';
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a filter over any of the shop's tables, of which only ids and counts are read
type KeysQuery = SelectQueryBuilder<any, any, any>;

/** The ids `q` finds, in its order: `q` with its select replaced by the id column alone. */
async function idsOf(q: KeysQuery, id: RawBuilder<unknown>, shape: (ids: KeysQuery) => KeysQuery): Promise<number[]> {
  return ((await shape(q.clearSelect().select(sql<number>`${id}`.as('k'))).execute()) as { k: number | string }[]).map((r) => Number(r.k));
}

/** How a console list finds its page (consolePage). */
export interface ConsolePageOptions {
  /** The count when it is known without reading the matches (the rollups', a count kept by triggers). */
  exactTotal?: number | undefined;
  /**
   * The same filter over the list's own table alone (no joined names): its counts and ids are read from
   * it. PostgreSQL drops an unused left join but then no longer reads the filter's index alone (an
   * index-only scan), so a count or an id page through the joins read the rows themselves.
   */
  keys?: KeysQuery | undefined;
  /**
   * The filter's own index finds few rows (a short period), so they are read by it and their ids sorted,
   * then the page's rows read by id; walking the id index down to them would pass every newer row. As
   * for a search, the newest COUNT_CAP + 1 are read once for the count, the page and its neighbours.
   */
  narrow?: boolean | undefined;
  /**
   * The filter finds every match at once or not at all (a trigram search: its index answers a bitmap of
   * every match, never the newest first), so the newest COUNT_CAP + 1 matches are read once and the count,
   * the page and where its neighbours start all come from them, not from a search each. A page past them
   * is read as a narrow one.
   */
  search?: boolean | undefined;
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
  options: Pick<ConsolePageOptions, 'keys' | 'narrow'> = {},
): Promise<{ rows: O[]; cursors: PageCursor[] }> {
  const id = sql.ref(idColumn);
  const narrow = options.narrow ?? false;
  const keyRows: KeysQuery = options.keys ?? q;
  // (`+ 0` keeps a narrow page's order from being read off the id index.)
  const key = narrow ? sql`${id} + 0` : id;
  const ids = (op: '<' | '>', from: number, limit: number): Promise<number[]> =>
    idsOf(keyRows, id, (k) => k.where(sql<SqlBool>`${id} ${sql.raw(op)} ${from}`).orderBy(key, op === '<' ? 'desc' : 'asc').limit(limit));
  // A bare page number (an API caller's): where it starts is read from the ids alone (the filter's
  // index, never a row), then the page is a seek as the screens' is. Past the last page: none.
  let after = query.after;
  if (after === undefined && query.page > 1) {
    const [start] = await idsOf(keyRows, id, (k) => k.orderBy(key, 'desc').limit(1).offset((query.page - 1) * query.size - 1));
    after = start ?? 0;
  }
  const below = <Q extends KeysQuery>(rowsOf: Q): Q => (after === undefined ? rowsOf : (rowsOf.where(sql<SqlBool>`${id} < ${after}`) as Q));
  const rows: O[] = narrow
    ? await rowsById<O>(q, id, await idsOf(below(keyRows), id, (k) => k.orderBy(key, 'desc').limit(query.size)))
    : await below(q).orderBy(id, 'desc').limit(query.size).execute();
  const cursors: PageCursor[] = [{ page: query.page, after: query.page === 1 || !after ? null : after }];
  const first = rows[0];
  const last = rows.at(-1);
  if (last && rows.length === query.size) {
    const ahead = await ids('<', Number(last.id), query.size * (PAGES_AROUND - 1) + 1);
    cursors.push(...cursorsAhead(query, Number(last.id), ahead));
  }
  if (query.page > 1) {
    // the ids just above the page, oldest first: page P−1 is the first `size` of them, and starts below the next one
    const above = first ? await ids('>', Number(first.id), query.size * PAGES_AROUND + 1) : [];
    cursors.push(...cursorsAbove(query, above));
  }
  return { rows, cursors };
}

/** The rows of `q` whose ids are `keys`, newest first (a narrow or searched page's rows, read by id). */
async function rowsById<O>(q: KeysQuery, id: RawBuilder<unknown>, keys: number[]): Promise<O[]> {
  return keys.length === 0 ? [] : ((await q.where(sql<SqlBool>`${id} in (${sql.join(keys)})`).orderBy(id, 'desc').execute()) as O[]);
}

/** Where the pages after the current one start: `ahead` is the ids below its last (`lastId`), newest first. */
function cursorsAhead(query: IdPageQuery, lastId: number, ahead: readonly number[]): PageCursor[] {
  const out: PageCursor[] = [];
  if (ahead.length > 0) out.push({ page: query.page + 1, after: lastId });
  for (let n = 2; n <= PAGES_AROUND && ahead.length > query.size * (n - 1); n++) out.push({ page: query.page + n, after: ahead[query.size * (n - 1) - 1]! });
  return out;
}

/** Where the pages before the current one start: `above` is the ids above its first, oldest first. */
function cursorsAbove(query: IdPageQuery, above: readonly number[]): PageCursor[] {
  const out: PageCursor[] = [];
  for (let back = 1; back <= PAGES_AROUND; back++) {
    const p = query.page - back;
    if (p < 1) break;
    const start = above[query.size * back];
    out.push({ page: p, after: p === 1 || start === undefined ? null : start });
  }
  return out;
}

/**
 * A searched or narrow page (ConsolePageOptions.search, .narrow): the newest COUNT_CAP + 1 matching ids in one read, and
 * from them the count, the page's ids and its neighbours' starts. Null when the page or its neighbours
 * reach past those ids (the caller reads it as a narrow page).
 */
async function searchedPage<O extends { id: number }>(
  q: KeysQuery,
  keyRows: KeysQuery,
  idColumn: string,
  query: IdPageQuery,
): Promise<{ rows: O[]; cursors: PageCursor[]; count: { total: number; capped: boolean } } | null> {
  const id = sql.ref(idColumn);
  // `+ 0`: the matches are sorted, never found by walking the id index down to them
  const found = await idsOf(keyRows, id, (k) => k.orderBy(sql`${id} + 0`, 'desc').limit(COUNT_CAP + 1));
  const capped = found.length > COUNT_CAP;
  // where the page starts in the matches: below `after`, or (a bare page number) after the pages before it
  const at = query.after !== undefined ? found.findIndex((k) => k < query.after!) : (query.page - 1) * query.size;
  const start = at === -1 ? found.length : at;
  // past what was read: the neighbours' starts need up to PAGES_AROUND pages below the page
  if (capped && start + query.size * PAGES_AROUND + 1 > found.length) return null;
  const pageIds = found.slice(start, start + query.size);
  const rows = await rowsById<O>(q, id, pageIds);
  const after = query.after ?? (start > 0 ? found[start - 1] : undefined);
  const cursors: PageCursor[] = [{ page: query.page, after: query.page === 1 || !after ? null : after }];
  if (pageIds.length === query.size) cursors.push(...cursorsAhead(query, pageIds.at(-1)!, found.slice(start + query.size, start + query.size * PAGES_AROUND + 1)));
  if (query.page > 1) cursors.push(...cursorsAbove(query, pageIds.length > 0 ? found.slice(0, start).reverse() : []));
  return { rows, cursors, count: { total: Math.min(found.length, COUNT_CAP), capped } };
}

/**
 * A console list's answer: its page of rows, where its neighbours start, and its count (exact when
 * given, else read up to COUNT_CAP). See ConsolePageOptions for how the page is found.
 */
export async function consolePage<DB, TB extends keyof DB, O extends { id: number }, T>(
  db: Executor,
  q: SelectQueryBuilder<DB, TB, O>,
  idColumn: string,
  query: IdPageQuery,
  toItem: (row: O) => T,
  options: ConsolePageOptions = {},
): Promise<Paged<T>> {
  const keys = options.keys ?? q;
  const answer = (rows: O[], cursors: PageCursor[], count: { total: number; capped: boolean }): Paged<T> => ({
    items: rows.map(toItem),
    total: count.total,
    page: query.page,
    size: query.size,
    cursors,
    ...(count.capped ? { capped: true } : {}),
  });
  // A search's and a narrow filter's matches are all read and sorted whichever way: once, for everything.
  if ((options.search || options.narrow) && options.exactTotal === undefined) {
    const searched = await searchedPage<O>(q, keys, idColumn, query);
    if (searched) return answer(searched.rows, searched.cursors, searched.count);
  }
  const [{ rows, cursors }, count] = await Promise.all([
    idPage(q, idColumn, query, { keys, narrow: options.narrow || options.search }),
    options.exactTotal === undefined ? countUpTo(db, keys) : Promise.resolve({ total: options.exactTotal, capped: false }),
  ]);
  return answer(rows, cursors, count);
}
