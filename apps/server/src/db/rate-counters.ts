import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { compiledOnce } from './compiled-once.js';
import type { Executor } from './database.js';

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
function takeSql(a: TakeArgs, least: 'least' | 'min', guard: RawBuilder<unknown> = sql`true`): RawBuilder<TakeRow> {
  const big = (v: unknown) => sql`cast(${v} as bigint)`;
  const R = sql.lit(RATE_SLOTS);
  const v = (j: number) => sql.raw(`v${j}`);
  // LIMIT 1 on each level (each is one row anyway) keeps the databases from inlining a level's
  // expressions into every use of them above it, which multiplies the work by the slots.
  const last = sql.ref('last_slot');
  // the slot each column holds, when it holds an event; else one after the newest
  const slotOf = (j: number) => sql`case when ${col(j)} > 0 then ${last} - (${last} - ${sql.lit(j)}) % ${R} else ${last} + 1 end`;
  const query = sql<TakeRow>`
    insert into rate_counters (bucket, key, window_ms, last_slot, until_ms, ok, ${list(col)})
    select p.bucket, p.key, p.w, p.s, p.s * p.sm + p.w, 1, ${list((j) => sql`case when p.s % ${R} = ${sql.lit(j)} then 1 else 0 end`)}
    from (select cast(${a.bucket} as text) as bucket, cast(${a.key} as text) as key, ${big(a.windowMs)} as w, ${big(a.slotMs)} as sm, ${big(a.slot)} as s) p
    where ${guard}
    on conflict (bucket, key, window_ms) do update set (last_slot, until_ms, ok, ${list(col)}) = (
      select t, t * sm + w, ok, ${list((j) => sql`${v(j)} + case when tm = ${sql.lit(j)} then ok else 0 end`)}
      from (
        select t, tm, sm, w, ${list(v)}, case when ${sql.join(slots.map(v), sql` + `)} < cap then 1 else 0 end as ok
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
    )
    returning ok, ${sql.join(slots.map(col), sql` + `)} as counted, ${sql.raw(least)}(${list(slotOf)}) as oldest`;
  return query;
}

const takeNames = ['bucket', 'key', 'windowMs', 'slotMs', 'slot', 'from', 'max'] as const;
/** The smallest of several values: `least` on PostgreSQL, `min` on SQLite. */
const leastOf = (db: Executor) => (db.getExecutor().adapter instanceof PostgresAdapter ? 'least' : 'min');
const takeStatement = compiledOnce<TakeArgs, TakeRow>(takeNames, (db, a) => ({ compile: () => takeSql(a, leastOf(db)).compile(db) }));

/** A pair of windows' arguments: each take's, suffixed 1 and 2. */
export type PairArgs = { [K in (typeof takeNames)[number] as `${K}1` | `${K}2`]: TakeArgs[K] };
export const pairArgNames = takeNames.flatMap((k) => [`${k}1`, `${k}2`] as const);
const nth = (a: PairArgs, n: 1 | 2): TakeArgs => Object.fromEntries(takeNames.map((k) => [k, a[`${k}${n}`]])) as unknown as TakeArgs;

/** What a statement holding a pair's takes answers for each window taken: n (1 or 2), ok, counted, oldest. */
export type PairRow = TakeRow & { n: number };

/**
 * PostgreSQL: two windows in one statement (one round trip): the second is counted only when the first
 * was (its insert's WHERE reads the first's answer), each as takeSql counts it alone. `ctes` go in a
 * statement's WITH (data-modifying, they run whatever the statement reads), `rows` is a query of the
 * takes' answers (PairRow), a row for each window taken.
 */
export function pairTakeSql(a: PairArgs): { ctes: RawBuilder<unknown>; rows: RawBuilder<PairRow> } {
  const cols = sql.join(['ok', 'counted', 'oldest'].map((c) => sql.ref(c)));
  return {
    ctes: sql`first_take as (${takeSql(nth(a, 1), 'least')}),
      second_take as (${takeSql(nth(a, 2), 'least', sql`exists (select 1 from first_take where first_take.ok = 1)`)})`,
    rows: sql<PairRow>`select 1 as n, ${cols} from first_take union all select 2 as n, ${cols} from second_take`,
  };
}

const takePairStatement = compiledOnce<PairArgs, PairRow>(pairArgNames, (db, a) => {
  const { ctes, rows } = pairTakeSql(a);
  return { compile: () => sql<PairRow>`with ${ctes} ${rows}`.compile(db) };
});

/** What a take answers: whether it counted, the events counted after it, the oldest slot holding one (or one after the newest when none does). */
type TakeRow = { ok: number; counted: number; oldest: number };

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

/** Counts one event against `max` per `windowMs` for (bucket, key) if there is room; one statement. */
export async function takeCounter(db: Executor, bucket: string, key: string, max: number, windowMs: number, now: number): Promise<CounterTake> {
  const args = argsOf({ bucket, key, max, windowMs }, now);
  return readTake((await takeStatement(db, args)).rows[0]!, args.slotMs, now);
}

/**
 * Takes `windows` in turn, each only when every one before it counted the event (a refused event counts
 * nowhere after the window that refused it); a take for each window tried. Every store's takeWindows.
 */
export async function takeInTurn<T extends { ok: boolean }>(windows: CounterSpec[], take: (w: CounterSpec) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (const w of windows) {
    const taken = await take(w);
    out.push(taken);
    if (!taken.ok) break;
  }
  return out;
}

/**
 * takeInTurn for the database: two windows on PostgreSQL are one statement; otherwise one statement
 * each, in the caller's transaction.
 */
export async function takeCounters(db: Executor, dialect: 'sqlite' | 'postgres', specs: CounterSpec[], now: number): Promise<CounterTake[]> {
  if (dialect === 'postgres' && specs.length === 2) {
    const pair = pairArgsOf(specs as [CounterSpec, CounterSpec], now);
    return readPair((await takePairStatement(db, pair)).rows, pair, now);
  }
  return takeInTurn(specs, (w) => takeCounter(db, w.bucket, w.key, w.max, w.windowMs, now));
}

/** The arguments of pairTakeSql for two windows at `now`. */
export function pairArgsOf(specs: readonly [CounterSpec, CounterSpec], now: number): PairArgs {
  const [a1, a2] = [argsOf(specs[0], now), argsOf(specs[1], now)];
  return Object.fromEntries(takeNames.flatMap((k) => [[`${k}1`, a1[k]], [`${k}2`, a2[k]]])) as PairArgs;
}

/** The takes a pair's rows answer, in turn (one when the first window refused). */
export function readPair(rows: readonly PairRow[], a: PairArgs, now: number): CounterTake[] {
  return ([1, 2] as const).flatMap((n) => rows.filter((r) => Number(r.n) === n).map((r) => readTake(r, a[`slotMs${n}`], now)));
}

function readTake(row: TakeRow, slotMs: number, now: number): CounterTake {
  const counted = Number(row.counted);
  return { ok: Number(row.ok) === 1, counted, oldestMs: counted > 0 ? Number(row.oldest) * slotMs : now };
}

/** Rows whose every slot has left its window. */
export async function pruneCounters(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('rate_counters').where('until_ms', '<', now).execute();
}
