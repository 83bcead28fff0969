import { sql, type QueryCreator, type RawBuilder } from 'kysely';
import { compiledOnce } from './compiled-once.js';
import { onPostgres, type Executor } from './database.js';
import type { DB } from './schema.js';

/**
 * A window of `windowMs` is counted in slots of windowMs/12 (rounded up; 5 s of a minute): a slot
 * holds the events of ((n-1)·slotMs, n·slotMs] and leaves the window when its last millisecond does.
 * So an event never leaves early (never more than `max` in any window) and leaves at most one slot
 * late. 13 slots cover every window, wherever it starts. (More slots free sooner but cost more per
 * call: each is a column the statement reads and writes; 61 cost four times a plain upsert on SQLite.)
 */
export const RATE_SLOTS = 13;
export const slotMsOf = (windowMs: number) => Math.max(1, Math.ceil(windowMs / (RATE_SLOTS - 1)));

const slots = Array.from({ length: RATE_SLOTS }, (_, j) => j);
const col = (j: number) => sql.ref(`s${j}`);
const list = (f: (j: number) => RawBuilder<unknown>) => sql.join(slots.map(f));
const own = (j: number) => sql.ref(`rate_counters.s${j}`);

interface TakeArgs {
  bucket: string;
  key: string;
  windowMs: number;
  slotMs: number;
  /** the slot this event falls in */
  slot: number;
  /** the first slot still inside the window */
  from: number;
  max: number;
}

/**
 * One statement, whatever the limit: the row's slots still inside the window are summed, the event is
 * counted in its slot when the sum is below `max` (ok = 1) or not at all (ok = 0), slots that left
 * the window are zeroed. The row is locked for the statement (an upsert on PostgreSQL, the write
 * lock on SQLite), so racing calls from any number of processes are counted one after another.
 * A clock behind the row's newest slot counts the event in that newer slot: later, never earlier.
 * It answers what a caller reads (ok, the events counted, the oldest slot holding one), not the slots.
 */
function takeSql(a: TakeArgs, least: 'least' | 'min', guard: RawBuilder<unknown> = sql`true`, k: unknown = null): RawBuilder<TakeRow> {
  const big = (v: unknown) => sql`cast(${v} as bigint)`;
  const R = sql.lit(RATE_SLOTS);
  // k events at once (a lease): as many as fit, ok = how many counted; one event otherwise (ok = 0 or 1)
  const first = k === null ? sql`1` : sql`case when ${big(k)} < ${big(a.max)} then ${big(k)} else ${big(a.max)} end`;
  const fits = (sum: RawBuilder<unknown>) =>
    k === null ? sql`case when ${sum} < cap then 1 else 0 end` : sql`case when ${sum} + ${big(k)} <= cap then ${big(k)} when ${sum} < cap then cap - (${sum}) else 0 end`;
  const v = (j: number) => sql.raw(`v${j}`);
  const n = (j: number) => sql.raw(`n${j}`);
  // LIMIT 1 on each level (each is one row anyway) keeps the databases from inlining a level's
  // expressions into every use of them above it, which multiplies the work by the slots.
  const query = sql<TakeRow>`
    insert into rate_counters (bucket, key, window_ms, last_slot, until_ms, ok, total, oldest_slot, ${list(col)})
    select p.bucket, p.key, p.w, p.s, p.s * p.sm + p.w, ${first}, ${first}, p.s, ${list((j) => sql`case when p.s % ${R} = ${sql.lit(j)} then ${first} else 0 end`)}
    from (select cast(${a.bucket} as text) as bucket, cast(${a.key} as text) as key, ${big(a.windowMs)} as w, ${big(a.slotMs)} as sm, ${big(a.slot)} as s) p
    where ${guard}
    on conflict (bucket, key, window_ms) do update set (last_slot, until_ms, ok, total, oldest_slot, ${list(col)}) = (
      -- the oldest slot holding an event (the slot column j holds, counted back from t), else one after t
      select t, t * sm + w, ok, tot, ${sql.raw(least)}(${list((j) => sql`case when ${n(j)} > 0 then t - (t - ${sql.lit(j)}) % ${R} else t + 1 end`)}), ${list(n)}
      from (
        select t, sm, w, ok, ${sql.join(slots.map(v), sql` + `)} + ok as tot, ${list((j) => sql`${v(j)} + case when tm = ${sql.lit(j)} then ok else 0 end as ${n(j)}`)}
        from (
          select t, tm, sm, w, ${list(v)}, ${fits(sql.join(slots.map(v), sql` + `))} as ok
          from (
            select t, t % ${R} as tm, sm, w, cap,
              ${list((j) => sql`case when (l - ${sql.lit(j)}) % ${R} <= l - lo then ${own(j)} else 0 end as ${v(j)}`)}
            from (
              -- t: the slot counted in (never before the row's newest); lo: its oldest slot still counted
              select t, l, sm, w, cap, case when f > t - ${R} then f else t - ${R} + 1 end as lo
              from (
                select case when rate_counters.last_slot > q.s then rate_counters.last_slot else q.s end as t, rate_counters.last_slot as l, q.sm, q.w, q.f, q.cap
                from (select ${big(a.slot)} as s, ${big(a.slotMs)} as sm, ${big(a.windowMs)} as w, ${big(a.from)} as f, ${big(a.max)} as cap) q
              limit 1) r
            limit 1) b
          limit 1) c
        limit 1) x
      limit 1) y
    )
    returning ok, total as counted, oldest_slot as oldest`;
  return query;
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
 * `least` is the smallest of several values: `least` on PostgreSQL, `min` on SQLite.
 */
export function fastTakeQuery(db: QueryCreator<DB>, a: TakeArgs, guard: TakeArgs | null, step: SmallStep = 'same', least: 'least' | 'min' = 'least', k: unknown = null) {
  const big = (v: unknown) => sql<number>`cast(${v} as bigint)`;
  // k events at once (a lease), all of them or none; one otherwise
  const add = k === null ? sql<number>`1` : big(k);
  const R = sql.lit(RATE_SLOTS);
  const at = step === 'next' ? sql`(last_slot + 1) % ${R}` : sql`last_slot % ${R}`;
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
          // the slot column j holds, counted back from the row's newest (as peekCounter reads it)
          oldest_slot: sql<number>`case when oldest_slot > last_slot - ${sql.lit(RATE_SLOTS - 1)} then oldest_slot else ${sql.raw(least)}(last_slot + 1, ${list(
            (j) => sql`case when ${col(j)} > 0 and ${at} <> ${sql.lit(j)} then last_slot - (last_slot - ${sql.lit(j)}) % ${R} else last_slot + 1 end`,
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
            .where('g.last_slot', '>', sql<number>`${big(guard.slot)} - ${R}`),
        ),
      ),
    );
  }
  return q.returning([sql<number>`total`.as('counted'), sql<number>`oldest_slot`.as('oldest')]);
}

/** What the fast take answers when it counted. */
export type FastRow = { counted: number; oldest: number };

const takeNames = ['bucket', 'key', 'windowMs', 'slotMs', 'slot', 'from', 'max'] as const;
/** The smallest of several values: `least` on PostgreSQL, `min` on SQLite. */
const leastOf = (db: Executor) => (onPostgres(db) ? 'least' : 'min');
const takeStatement = compiledOnce<TakeArgs, TakeRow>(takeNames, (db, a) => ({ compile: () => takeSql(a, leastOf(db)).compile(db) }));
const fastTakeStatements = {
  same: compiledOnce<TakeArgs, FastRow>(takeNames, (db, a) => fastTakeQuery(db, a, null, 'same', leastOf(db))),
  next: compiledOnce<TakeArgs, FastRow>(takeNames, (db, a) => fastTakeQuery(db, a, null, 'next', leastOf(db))),
};

/** A guarded take's arguments: the guard window's, suffixed 1, and the counted window's, suffixed 2. */
export type PairArgs = { [K in (typeof takeNames)[number] as `${K}1` | `${K}2`]: TakeArgs[K] };
export const pairArgNames = takeNames.flatMap((k) => [`${k}1`, `${k}2`] as const);
const nth = (a: PairArgs, n: 1 | 2): TakeArgs => Object.fromEntries(takeNames.map((k) => [k, a[`${k}${n}`]])) as unknown as TakeArgs;

/**
 * True when the window `g` is full at its `slot`: its row's slots still inside the window (as takeSql
 * sums them) hold `max` events or more. A read: it counts nothing.
 */
function fullSql(g: TakeArgs): RawBuilder<boolean> {
  const big = (v: unknown) => sql`cast(${v} as bigint)`;
  const R = sql.lit(RATE_SLOTS);
  const inWindow = sql.join(
    slots.map((j) => sql`case when (l - ${sql.lit(j)}) % ${R} <= l - lo then ${col(j)} else 0 end`),
    sql` + `,
  );
  const guardCols = list((j) => sql.ref(`g.s${j}`));
  return sql<boolean>`exists (select 1 from (
      select l, case when f > t - ${R} then f else t - ${R} + 1 end as lo, cap, ${list(col)}
      from (
        select g.last_slot as l, case when g.last_slot > q.s then g.last_slot else q.s end as t, q.f, q.cap, ${guardCols}
        from rate_counters g, (select ${big(g.slot)} as s, ${big(g.from)} as f, ${big(g.max)} as cap) q
        where g.bucket = cast(${g.bucket} as text) and g.key = cast(${g.key} as text) and g.window_ms = ${big(g.windowMs)}
      limit 1) x
    limit 1) y
    where ${inWindow} >= cap)`;
}

/**
 * One statement: the second window (suffix 2) counts the event as takeSql does, unless the first (the
 * guard, suffix 1) is full; the guard is read, never counted. A row when the second window was tried
 * (its ok, counted, oldest), none when the guard refused. PostgreSQL runs it as a statement's CTE.
 */
export function guardedTakeSql(a: PairArgs, least: 'least' | 'min', k: unknown = null): RawBuilder<TakeRow> {
  return takeSql(nth(a, 2), least, sql`not ${fullSql(nth(a, 1))}`, k);
}

const guardedTakeStatement = compiledOnce<PairArgs, TakeRow>(pairArgNames, (db, a) => ({ compile: () => guardedTakeSql(a, leastOf(db)).compile(db) }));

/** fastTakeQuery for the second window of a pair, the first its guard: a statement, or a CTE of PostgreSQL's paid order (services/orders/place-order.ts). */
export const fastGuardedTake = (db: QueryCreator<DB>, a: PairArgs, step: SmallStep, least: 'least' | 'min' = 'least', k: unknown = null) => fastTakeQuery(db, nth(a, 2), nth(a, 1), step, least, k);
const fastGuardedStatements = {
  same: compiledOnce<PairArgs, FastRow>(pairArgNames, (db, a) => fastGuardedTake(db, a, 'same', leastOf(db))),
  next: compiledOnce<PairArgs, FastRow>(pairArgNames, (db, a) => fastGuardedTake(db, a, 'next', leastOf(db))),
};

const peekStatement = compiledOnce<Pick<TakeArgs, 'bucket' | 'key' | 'windowMs'>, { last_slot: number } & Record<string, number>>(['bucket', 'key', 'windowMs'], (db, a) =>
  db
    .selectFrom('rate_counters')
    .select(['last_slot', ...slots.map((j) => `s${j}` as 's0')])
    .where('bucket', '=', a.bucket)
    .where('key', '=', a.key)
    .where('window_ms', '=', a.windowMs),
);

/** What a window holds at `a.slot` (as takeSql would sum it), counting nothing. */
async function peekCounter(db: Executor, a: TakeArgs, now: number): Promise<CounterTake> {
  const row = (await peekStatement(db, a)).rows[0];
  if (!row) return { ok: true, counted: 0, oldestMs: now };
  const last = Number(row.last_slot);
  const lo = Math.max(a.from, Math.max(last, a.slot) - RATE_SLOTS + 1);
  let counted = 0;
  let oldest = Infinity;
  for (const j of slots) {
    // the slot column j holds: the newest at or before the row's last one that is j modulo RATE_SLOTS
    const slot = last - ((last - j) % RATE_SLOTS);
    const n = Number(row[`s${j}`]);
    if (n > 0 && slot >= lo) {
      counted += n;
      oldest = Math.min(oldest, slot);
    }
  }
  return { ok: counted < a.max, counted, oldestMs: counted > 0 ? oldest * a.slotMs : now };
}

/**
 * A take of `window` unless `guard` is full: `by` says which window answered. By the guard, nothing was
 * counted and `take` is the guard's state (never ok).
 */
export interface GuardedTake {
  by: 'guard' | 'window';
  take: CounterTake;
}

/**
 * A guarded take that fastGuardedTake began: its row when it counted; else the whole guarded
 * statement decides (guardedTakeSql), and when it tried nothing the guard refused and is read for
 * its state.
 */
export async function finishGuardedTake(db: Executor, fast: FastRow | undefined, a: PairArgs, now: number, step: SmallStep | null = null): Promise<GuardedTake> {
  if (fast) {
    // a `next` take wrote the row in this slot
    if (step === 'next') rowSeenIn(db, a.bucket2, a.key2, a.windowMs2, a.slot2);
    return { by: 'window', take: readTake({ ok: 1, ...fast }, a.slotMs2, now) };
  }
  return wholeGuardedTaken(db, (await guardedTakeStatement(db, a)).rows[0], a, now);
}

/**
 * What the whole guarded take (guardedTakeSql, a statement or a CTE of PostgreSQL's paid order)
 * answered: its row when the window was tried; none when the guard refused, which is then read for its state.
 */
export async function wholeGuardedTaken(db: Executor, row: TakeRow | undefined, a: PairArgs, now: number): Promise<GuardedTake> {
  if (row) {
    rowSeenIn(db, a.bucket2, a.key2, a.windowMs2, a.slot2);
    return { by: 'window', take: readTake(row, a.slotMs2, now) };
  }
  return { by: 'guard', take: { ...(await peekCounter(db, nth(a, 1), now)), ok: false } };
}

/**
 * The slot in which this process last wrote each window's row with the whole statement or a small
 * `next` take (every later take in that slot is the small `same` one, and the first in the slot after
 * it the small `next` one): a hint that spares a small take bound to miss, never a decision — a row
 * another process wrote meanwhile only costs the statement the hint would have spared.
 */
const seenSlots = new WeakMap<object, Map<string, number>>();
const MAX_SEEN_SLOTS = 10_000;
const seenKey = (bucket: string, key: string, windowMs: number) => `${bucket}\n${key}\n${windowMs}`;
/** The hints of one database (keyed by its adapter, which its transactions share). */
function seenIn(db: Executor): Map<string, number> {
  const adapter = db.getExecutor().adapter;
  let seen = seenSlots.get(adapter);
  if (!seen) seenSlots.set(adapter, (seen = new Map()));
  return seen;
}
function rowSeenIn(db: Executor, bucket: string, key: string, windowMs: number, slot: number): void {
  const seen = seenIn(db);
  if (seen.size >= MAX_SEEN_SLOTS) seen.clear();
  seen.set(seenKey(bucket, key, windowMs), slot);
}

/** Which small take may count in a window's row at `slot`: it was written in this slot or the one before, as far as this process knows; null: the whole statement. */
function smallStepIn(db: Executor, bucket: string, key: string, windowMs: number, slot: number): SmallStep | null {
  const seen = seenIn(db).get(seenKey(bucket, key, windowMs));
  return seen === slot ? 'same' : seen === slot - 1 ? 'next' : null;
}

/** Which small take may count a pair's window now (smallStepIn); null: the whole statement. */
export function smallTakeMayCount(db: Executor, a: PairArgs): SmallStep | null {
  return smallStepIn(db, a.bucket2, a.key2, a.windowMs2, a.slot2);
}

/**
 * Counts one event in `window` unless `guard` is full (read, not counted): one small statement in the
 * slot this process last wrote the window's row in or the one after, the whole one otherwise or near
 * a limit, and a read more only when the guard refuses.
 */
export async function takeGuarded(db: Executor, guard: CounterSpec, window: CounterSpec, now: number): Promise<GuardedTake> {
  const a = pairArgsOf([guard, window], now);
  const step = smallTakeMayCount(db, a);
  return finishGuardedTake(db, step ? (await fastGuardedStatements[step](db, a)).rows[0] : undefined, a, now, step);
}

/** A guarded take of up to `n` events at once (a lease, services/members/window-counter.ts). */
type ManyArgs = PairArgs & { n: number };
const manyNames = [...pairArgNames, 'n'] as const;
const wholeManyStatement = compiledOnce<ManyArgs, TakeRow>(manyNames, (db, a) => ({ compile: () => guardedTakeSql(a, leastOf(db), a.n).compile(db) }));
const fastManyStatements = {
  same: compiledOnce<ManyArgs, FastRow>(manyNames, (db, a) => fastGuardedTake(db, a, 'same', leastOf(db), a.n)),
  next: compiledOnce<ManyArgs, FastRow>(manyNames, (db, a) => fastGuardedTake(db, a, 'next', leastOf(db), a.n)),
};

/**
 * Counts up to `n` events in `window` at once unless `guard` is full, as takeGuarded counts one: all
 * `n` by a small statement, else as many as the window has room for by the whole one. `granted`: how
 * many were counted; the take's `counted` is the window's count after all of them.
 */
export async function takeGuardedMany(db: Executor, guard: CounterSpec, window: CounterSpec, n: number, now: number): Promise<GuardedTake & { granted: number }> {
  const a: ManyArgs = Object.assign(pairArgsOf([guard, window], now), { n });
  const step = smallTakeMayCount(db, a);
  const fast = step ? (await fastManyStatements[step](db, a)).rows[0] : undefined;
  if (fast) {
    if (step === 'next') rowSeenIn(db, a.bucket2, a.key2, a.windowMs2, a.slot2);
    return { by: 'window', take: readTake({ ok: 1, ...fast }, a.slotMs2, now), granted: n };
  }
  const row = (await wholeManyStatement(db, a)).rows[0];
  if (!row) return { by: 'guard', take: { ...(await peekCounter(db, nth(a, 1), now)), ok: false }, granted: 0 };
  rowSeenIn(db, a.bucket2, a.key2, a.windowMs2, a.slot2);
  const granted = Number(row.ok);
  return { by: 'window', take: readTake({ ...row, ok: granted > 0 ? 1 : 0 }, a.slotMs2, now), granted };
}

const giveBackNames = ['bucket', 'key', 'windowMs', 'slot', 'n'] as const;
type GiveBackArgs = Pick<TakeArgs, 'bucket' | 'key' | 'windowMs' | 'slot'> & { n: number };
const giveBackStatement = compiledOnce<GiveBackArgs, unknown>(giveBackNames, (db, a) => {
  const big = (v: unknown) => sql<number>`cast(${v} as bigint)`;
  const R = sql.lit(RATE_SLOTS);
  // the events slot `a.slot` holds (its column while the row's newest slot is at most 12 after it), and how many of them go back
  const held = sql<number>`(case ${big(a.slot)} % ${R} ${sql.join(slots.map((j) => sql`when ${sql.lit(j)} then ${col(j)}`), sql` `)} end)`;
  const back = sql<number>`(case when ${held} < ${big(a.n)} then ${held} else ${big(a.n)} end)`;
  return db
    .updateTable('rate_counters')
    .set({ ...Object.fromEntries(slots.map((j) => [`s${j}`, sql<number>`case when ${big(a.slot)} % ${R} = ${sql.lit(j)} then ${col(j)} - ${back} else ${col(j)} end`])), total: sql<number>`total - ${back}` })
    .where('bucket', '=', a.bucket)
    .where('key', '=', a.key)
    .where('window_ms', '=', big(a.windowMs))
    .where('last_slot', '>=', big(a.slot))
    .where('last_slot', '<', sql<number>`${big(a.slot)} + ${R}`);
});

/**
 * Takes back up to `n` events counted in `window` at `slot` and never used (a lease's rest): nothing
 * once that slot has left the row. The oldest slot the row names may then hold none; it only words
 * X-RateLimit-Reset, never what is counted.
 */
export async function giveBackCounted(db: Executor, window: Pick<CounterSpec, 'bucket' | 'key' | 'windowMs'>, slot: number, n: number): Promise<void> {
  await giveBackStatement(db, { bucket: window.bucket, key: window.key, windowMs: window.windowMs, slot, n });
}

/** The slot an event at `now` falls in, in a window of `windowMs`. */
export const slotAt = (windowMs: number, now: number) => Math.ceil(now / slotMsOf(windowMs));

/** What a take answers: whether it counted, the events counted after it, the oldest slot holding one (or one after the newest when none does). */
export type TakeRow = { ok: number; counted: number; oldest: number };

export interface CounterTake {
  ok: boolean;
  /** Events in the window after this call (this one included when it was counted). */
  counted: number;
  /** The end of the oldest slot in the window (ms), or now when the window is empty. */
  oldestMs: number;
}

/** One window to count an event in: `max` per `windowMs` for (bucket, key). */
export interface CounterSpec {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
}

const argsOf = ({ bucket, key, max, windowMs }: CounterSpec, now: number): TakeArgs => {
  const slotMs = slotMsOf(windowMs);
  return { bucket, key, windowMs, slotMs, slot: Math.ceil(now / slotMs), from: Math.floor((now - windowMs) / slotMs) + 1, max };
};

/** Counts one event against `max` per `windowMs` for (bucket, key) if there is room: a small statement in the row's slot or the one after, else the whole one. */
export async function takeCounter(db: Executor, bucket: string, key: string, max: number, windowMs: number, now: number): Promise<CounterTake> {
  const args = argsOf({ bucket, key, max, windowMs }, now);
  const step = smallStepIn(db, bucket, key, windowMs, args.slot);
  const fast = step ? (await fastTakeStatements[step](db, args)).rows[0] : undefined;
  if (fast) {
    if (step === 'next') rowSeenIn(db, bucket, key, windowMs, args.slot);
    return readTake({ ok: 1, ...fast }, args.slotMs, now);
  }
  const row = (await takeStatement(db, args)).rows[0]!;
  rowSeenIn(db, bucket, key, windowMs, args.slot);
  return readTake(row, args.slotMs, now);
}

/** The arguments of guardedTakeSql for a guard and a window at `now`. */
export function pairArgsOf(specs: readonly [CounterSpec, CounterSpec], now: number): PairArgs {
  const a = argsOf(specs[0], now);
  const b = argsOf(specs[1], now);
  // written out: built from the names, this cost more than the rest of a take's JavaScript
  return {
    bucket1: a.bucket, key1: a.key, windowMs1: a.windowMs, slotMs1: a.slotMs, slot1: a.slot, from1: a.from, max1: a.max,
    bucket2: b.bucket, key2: b.key, windowMs2: b.windowMs, slotMs2: b.slotMs, slot2: b.slot, from2: b.from, max2: b.max,
  } satisfies PairArgs;
}

function readTake(row: TakeRow, slotMs: number, now: number): CounterTake {
  const counted = Number(row.counted);
  return { ok: Number(row.ok) === 1, counted, oldestMs: counted > 0 ? Number(row.oldest) * slotMs : now };
}

/** Rows whose every slot has left its window. */
export async function pruneCounters(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('rate_counters').where('until_ms', '<', now).execute();
}
