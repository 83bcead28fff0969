import { sql, type QueryCreator, type RawBuilder } from 'kysely';
import { compiledOnce } from './compiled-once.js';
import { onPostgres, type Executor } from './database.js';
import { inSql, RATE_SLOTS, slots, type TakeArgs } from './rate-window.js';
import type { DB } from './schema.js';

/** The statements that count in a window's row (db/rate-counters.ts takes them), built from its arithmetic (rate-window.ts). */

const col = (j: number) => sql.ref(`s${j}`);
const list = (f: (j: number) => RawBuilder<unknown>) => sql.join(slots.map(f));
const own = (j: number) => sql.ref(`rate_counters.s${j}`);
const big = (v: unknown) => sql<number>`cast(${v} as bigint)`;
const name = (n: string) => sql.raw(n) as RawBuilder<number>;
const sumOf = (f: (j: number) => RawBuilder<unknown>) => sql.join(slots.map(f), sql` + `);

/** What a take answers: whether it counted (with `k`, how many), the events counted after it, the oldest slot holding one (or one after the newest when none does). */
export type TakeRow = { ok: number; counted: number; oldest: number };
/** What the fast take answers when it counted. */
export type FastRow = { counted: number; oldest: number };

/**
 * One statement, whatever the limit: the row's slots still inside the window are summed, the event is
 * counted in its slot when the sum is below `max` (ok = 1) or not at all (ok = 0), slots that left
 * the window are zeroed. The row is locked for the statement (an upsert on PostgreSQL, the write
 * lock on SQLite), so racing calls from any number of processes are counted one after another.
 * A clock behind the row's newest slot counts the event in that newer slot: later, never earlier.
 * It answers what a caller reads (ok, the events counted, the oldest slot holding one), not the slots.
 * With `k`, k events at once (a lease): as many as fit, ok = how many counted.
 */
function takeSql(a: TakeArgs, least: 'least' | 'min', guard: RawBuilder<unknown> = sql`true`, k: unknown = null): RawBuilder<TakeRow> {
  const first = k === null ? sql`1` : sql`case when ${big(k)} < ${big(a.max)} then ${big(k)} else ${big(a.max)} end`;
  const fits = (sum: RawBuilder<unknown>) =>
    k === null ? sql`case when ${sum} < cap then 1 else 0 end` : sql`case when ${sum} + ${big(k)} <= cap then ${big(k)} when ${sum} < cap then cap - (${sum}) else 0 end`;
  const v = (j: number) => sql.raw(`v${j}`);
  const n = (j: number) => sql.raw(`n${j}`);
  const [t, l, lo, f] = ['t', 'l', 'lo', 'f'].map(name) as [RawBuilder<number>, RawBuilder<number>, RawBuilder<number>, RawBuilder<number>];
  // LIMIT 1 on each level (each is one row anyway) keeps the databases from inlining a level's
  // expressions into every use of them above it, which multiplies the work by the slots.
  return sql<TakeRow>`
    insert into rate_counters (bucket, key, window_ms, last_slot, until_ms, ok, total, oldest_slot, ${list(col)})
    select p.bucket, p.key, p.w, p.s, p.s * p.sm + p.w, ${first}, ${first}, p.s, ${list((j) => sql`case when ${inSql.columnOf(sql.ref('p.s') as RawBuilder<number>)} = ${sql.lit(j)} then ${first} else 0 end`)}
    from (select cast(${a.bucket} as text) as bucket, cast(${a.key} as text) as key, ${big(a.windowMs)} as w, ${big(a.slotMs)} as sm, ${big(a.slot)} as s) p
    where ${guard}
    on conflict (bucket, key, window_ms) do update set (last_slot, until_ms, ok, total, oldest_slot, ${list(col)}) = (
      -- the oldest slot holding an event, else one after t
      select t, t * sm + w, ok, tot, ${sql.raw(least)}(${list((j) => sql`case when ${n(j)} > 0 then ${inSql.slotOfColumn(t, j)} else t + 1 end`)}), ${list(n)}
      from (
        select t, sm, w, ok, ${sumOf(v)} + ok as tot, ${list((j) => sql`${v(j)} + case when tm = ${sql.lit(j)} then ok else 0 end as ${n(j)}`)}
        from (
          select t, tm, sm, w, ${list(v)}, ${fits(sumOf(v))} as ok
          from (
            select t, ${inSql.columnOf(t)} as tm, sm, w, cap, ${list((j) => sql`${inSql.counted(l, lo, j, own(j) as RawBuilder<number>)} as ${v(j)}`)}
            from (
              select t, l, sm, w, cap, ${inSql.oldestCounted(t, f)} as lo
              from (
                select ${inSql.countedIn(sql.ref('rate_counters.last_slot') as RawBuilder<number>, sql.ref('q.s') as RawBuilder<number>)} as t, rate_counters.last_slot as l, q.sm, q.w, q.f, q.cap
                from (select ${big(a.slot)} as s, ${big(a.slotMs)} as sm, ${big(a.windowMs)} as w, ${big(a.from)} as f, ${big(a.max)} as cap) q
              limit 1) r
            limit 1) b
          limit 1) c
        limit 1) x
      limit 1) y
    )
    returning ok, total as counted, oldest_slot as oldest`;
}

/**
 * Which small update may count an event, from what this process last wrote in the window's row:
 * `same`, the row's newest slot is the event's; `next`, it is the slot just before.
 */
export type SmallStep = 'same' | 'next';

/**
 * The same take as takeSql in one small update, when the row's newest slot is the event's (`same`) or
 * the one just before it (`next`). A row only when it counted; none when the row is missing or in
 * another slot, the window full, or (guarded) the guard's row may be full (its total has reached its
 * limit within its last window): takeSql then decides, exactly.
 * - `same`: the event is added to its slot and to the total while the total is under `max`. In that
 *   slot every slot the row holds is still in the window (its oldest is 12 slots back: it leaves at
 *   the earliest a millisecond later than exactly), so the total is the window's count. The oldest slot
 *   stays: a row whose newest slot is this one was written in it by takeSql, which counted there or
 *   refused, so it holds an event already.
 * - `next`: the event's slot takes over the column of the slot leaving the window (13 back); the
 *   total less that slot's events is the window's count, and the event counts while it is under `max`.
 *   The oldest slot moves on only when it was the one leaving: to the oldest slot still holding events,
 *   else the event's. Every expression reads the row as it was, so none repeats another.
 * `least` is the smallest of several values: `least` on PostgreSQL, `min` on SQLite. With `k`, k events
 * at once (a lease), all of them or none.
 */
export function fastTakeQuery(db: QueryCreator<DB>, a: TakeArgs, guard: TakeArgs | null, step: SmallStep = 'same', least: 'least' | 'min' = 'least', k: unknown = null) {
  const add = k === null ? sql<number>`1` : big(k);
  const last = name('last_slot');
  const at = inSql.columnOf(step === 'next' ? sql<number>`(last_slot + 1)` : last);
  // the events of the slot leaving the window, held in the column the event's slot takes over (`next`)
  const leaving = sql<number>`(case ${at} ${sql.join(slots.map((j) => sql`when ${sql.lit(j)} then ${col(j)}`), sql` `)} end)`;
  const set =
    step === 'same'
      ? { ...Object.fromEntries(slots.map((j) => [`s${j}`, sql<number>`${col(j)} + case when ${at} = ${sql.lit(j)} then ${add} else 0 end`])), total: sql<number>`total + ${add}` }
      : {
          ...Object.fromEntries(slots.map((j) => [`s${j}`, sql<number>`case when ${at} = ${sql.lit(j)} then ${add} else ${col(j)} end`])),
          total: sql<number>`total - ${leaving} + ${add}`,
          last_slot: sql<number>`last_slot + 1`,
          until_ms: sql<number>`until_ms + ${big(a.slotMs)}`,
          // kept unless it was the slot leaving (12 before the row's newest)
          oldest_slot: sql<number>`case when oldest_slot > last_slot - ${sql.lit(RATE_SLOTS - 1)} then oldest_slot else ${sql.raw(least)}(last_slot + 1, ${list(
            (j) => sql`case when ${col(j)} > 0 and ${at} <> ${sql.lit(j)} then ${inSql.slotOfColumn(last, j)} else last_slot + 1 end`,
          )}) end`,
        };
  let q = db
    .updateTable('rate_counters')
    .set(set)
    .where('bucket', '=', a.bucket)
    .where('key', '=', a.key)
    .where('window_ms', '=', big(a.windowMs))
    .where('last_slot', '=', step === 'same' ? big(a.slot) : sql<number>`${big(a.slot)} - 1`)
    .where(step === 'same' ? sql<number>`total` : sql<number>`total - ${leaving}`, k === null ? '<' : '<=', k === null ? big(a.max) : sql<number>`${big(a.max)} - ${add}`);
  if (guard) {
    q = q.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rate_counters as g')
            .select(sql.lit(1).as('one'))
            .where('g.bucket', '=', guard.bucket)
            .where('g.key', '=', guard.key)
            .where('g.window_ms', '=', big(guard.windowMs))
            .where('g.total', '>=', big(guard.max))
            .where('g.last_slot', '>', sql<number>`${big(guard.slot)} - ${sql.lit(RATE_SLOTS)}`),
        ),
      ),
    );
  }
  return q.returning([sql<number>`total`.as('counted'), sql<number>`oldest_slot`.as('oldest')]);
}

/**
 * True when the window `g` is full at its `slot`: its row's slots still inside the window (as takeSql
 * sums them) hold `max` events or more. A read: it counts nothing.
 */
function fullSql(g: TakeArgs): RawBuilder<boolean> {
  const [t, l, lo, f] = ['t', 'l', 'lo', 'f'].map(name) as [RawBuilder<number>, RawBuilder<number>, RawBuilder<number>, RawBuilder<number>];
  return sql<boolean>`exists (select 1 from (
      select l, ${inSql.oldestCounted(t, f)} as lo, cap, ${list(col)}
      from (
        select g.last_slot as l, ${inSql.countedIn(sql.ref('g.last_slot') as RawBuilder<number>, sql.ref('q.s') as RawBuilder<number>)} as t, q.f, q.cap, ${list((j) => sql.ref(`g.s${j}`))}
        from rate_counters g, (select ${big(g.slot)} as s, ${big(g.from)} as f, ${big(g.max)} as cap) q
        where g.bucket = cast(${g.bucket} as text) and g.key = cast(${g.key} as text) and g.window_ms = ${big(g.windowMs)}
      limit 1) x
    limit 1) y
    where ${sumOf((j) => inSql.counted(l, lo, j, col(j) as RawBuilder<number>))} >= cap)`;
}

export const takeNames = ['bucket', 'key', 'windowMs', 'slotMs', 'slot', 'from', 'max'] as const;
/** A guarded take's arguments: the guard window's, suffixed 1, and the counted window's, suffixed 2. */
export type PairArgs = { [K in (typeof takeNames)[number] as `${K}1` | `${K}2`]: TakeArgs[K] };
export const pairArgNames = takeNames.flatMap((k) => [`${k}1`, `${k}2`] as const);
export const nth = (a: PairArgs, n: 1 | 2): TakeArgs => Object.fromEntries(takeNames.map((k) => [k, a[`${k}${n}`]])) as unknown as TakeArgs;

/**
 * One statement: the second window (suffix 2) counts the event as takeSql does, unless the first (the
 * guard, suffix 1) is full; the guard is read, never counted. A row when the second window was tried
 * (its ok, counted, oldest), none when the guard refused. PostgreSQL runs it as a statement's CTE.
 */
export function guardedTakeSql(a: PairArgs, least: 'least' | 'min', k: unknown = null): RawBuilder<TakeRow> {
  return takeSql(nth(a, 2), least, sql`not ${fullSql(nth(a, 1))}`, k);
}

/** fastTakeQuery for the second window of a pair, the first its guard: a statement, or a CTE of PostgreSQL's paid order (services/orders/place-order.ts). */
export const fastGuardedTake = (db: QueryCreator<DB>, a: PairArgs, step: SmallStep, least: 'least' | 'min' = 'least', k: unknown = null) => fastTakeQuery(db, nth(a, 2), nth(a, 1), step, least, k);

/** The smallest of several values: `least` on PostgreSQL, `min` on SQLite. */
const leastOf = (db: Executor) => (onPostgres(db) ? 'least' : 'min');

export const takeStatement = compiledOnce<TakeArgs, TakeRow>(takeNames, (db, a) => ({ compile: () => takeSql(a, leastOf(db)).compile(db) }));
export const fastTakeStatements = {
  same: compiledOnce<TakeArgs, FastRow>(takeNames, (db, a) => fastTakeQuery(db, a, null, 'same', leastOf(db))),
  next: compiledOnce<TakeArgs, FastRow>(takeNames, (db, a) => fastTakeQuery(db, a, null, 'next', leastOf(db))),
};
export const guardedTakeStatement = compiledOnce<PairArgs, TakeRow>(pairArgNames, (db, a) => ({ compile: () => guardedTakeSql(a, leastOf(db)).compile(db) }));
export const fastGuardedStatements = {
  same: compiledOnce<PairArgs, FastRow>(pairArgNames, (db, a) => fastGuardedTake(db, a, 'same', leastOf(db))),
  next: compiledOnce<PairArgs, FastRow>(pairArgNames, (db, a) => fastGuardedTake(db, a, 'next', leastOf(db))),
};

/** A guarded take of up to `n` events at once (a lease, services/members/window-counter.ts). */
export type ManyArgs = PairArgs & { n: number };
const manyNames = [...pairArgNames, 'n'] as const;
export const wholeManyStatement = compiledOnce<ManyArgs, TakeRow>(manyNames, (db, a) => ({ compile: () => guardedTakeSql(a, leastOf(db), a.n).compile(db) }));
export const fastManyStatements = {
  same: compiledOnce<ManyArgs, FastRow>(manyNames, (db, a) => fastGuardedTake(db, a, 'same', leastOf(db), a.n)),
  next: compiledOnce<ManyArgs, FastRow>(manyNames, (db, a) => fastGuardedTake(db, a, 'next', leastOf(db), a.n)),
};

/** Up to `n` events of `slot` taken back, while the row still holds that slot (its newest at most 12 after it). */
export type GiveBackArgs = Pick<TakeArgs, 'bucket' | 'key' | 'windowMs' | 'slot'> & { n: number };
export const giveBackStatement = compiledOnce<GiveBackArgs, unknown>(['bucket', 'key', 'windowMs', 'slot', 'n'], (db, a) => {
  const at = inSql.columnOf(big(a.slot));
  const held = sql<number>`(case ${at} ${sql.join(slots.map((j) => sql`when ${sql.lit(j)} then ${col(j)}`), sql` `)} end)`;
  const back = sql<number>`(case when ${held} < ${big(a.n)} then ${held} else ${big(a.n)} end)`;
  return db
    .updateTable('rate_counters')
    .set({ ...Object.fromEntries(slots.map((j) => [`s${j}`, sql<number>`case when ${at} = ${sql.lit(j)} then ${col(j)} - ${back} else ${col(j)} end`])), total: sql<number>`total - ${back}` })
    .where('bucket', '=', a.bucket)
    .where('key', '=', a.key)
    .where('window_ms', '=', big(a.windowMs))
    .where('last_slot', '>=', big(a.slot))
    .where('last_slot', '<', sql<number>`${big(a.slot)} + ${sql.lit(RATE_SLOTS)}`);
});

/** A window's row as a read worked out in code takes it (peekCounter). */
export const peekStatement = compiledOnce<Pick<TakeArgs, 'bucket' | 'key' | 'windowMs'>, { last_slot: number } & Record<string, number>>(['bucket', 'key', 'windowMs'], (db, a) =>
  db
    .selectFrom('rate_counters')
    .select(['last_slot', ...slots.map((j) => `s${j}` as 's0')])
    .where('bucket', '=', a.bucket)
    .where('key', '=', a.key)
    .where('window_ms', '=', a.windowMs),
);
