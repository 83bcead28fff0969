import { sql, type RawBuilder } from 'kysely';
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
 */
function takeSql(a: TakeArgs, guard: RawBuilder<unknown> = sql`true`): RawBuilder<CounterRow> {
  const big = (v: unknown) => sql`cast(${v} as bigint)`;
  const R = sql.lit(RATE_SLOTS);
  const v = (j: number) => sql.raw(`v${j}`);
  // LIMIT 1 on each level (each is one row anyway) keeps the databases from inlining a level's
  // expressions into every use of them above it, which multiplies the work by the slots.
  const query = sql<CounterRow>`
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
    returning last_slot, ok, ${list(col)}`;
  return query;
}

const takeNames = ['bucket', 'key', 'windowMs', 'slotMs', 'slot', 'from', 'max'] as const;
const takeStatement = compiledOnce<TakeArgs, CounterRow>(takeNames, (db, a) => ({ compile: () => takeSql(a).compile(db) }));

type PairArgs = { [K in (typeof takeNames)[number] as `${K}1` | `${K}2`]: TakeArgs[K] };
const nth = (a: PairArgs, n: 1 | 2): TakeArgs => Object.fromEntries(takeNames.map((k) => [k, a[`${k}${n}`]])) as unknown as TakeArgs;

/**
 * PostgreSQL: two windows in one statement (one round trip): the second is counted only when the first
 * was (its insert's WHERE reads the first's answer), each as takeSql counts it alone.
 */
const takePairStatement = compiledOnce<PairArgs, CounterRow & { n: number }>(
  takeNames.flatMap((k) => [`${k}1`, `${k}2`] as const),
  (db, a) => {
    const cols = sql.join([sql.ref('last_slot'), sql.ref('ok'), ...slots.map(col)]);
    const query = sql<CounterRow & { n: number }>`
      with first_take as (${takeSql(nth(a, 1))}),
      second_take as (${takeSql(nth(a, 2), sql`exists (select 1 from first_take where first_take.ok = 1)`)})
      select 1 as n, ${cols} from first_take
      union all
      select 2 as n, ${cols} from second_take`;
    return { compile: () => query.compile(db) };
  },
);

type CounterRow = { last_slot: number; ok: number } & { [slot: `s${number}`]: number };

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
    const [a1, a2] = [argsOf(specs[0]!, now), argsOf(specs[1]!, now)];
    const pair = Object.fromEntries(takeNames.flatMap((k) => [[`${k}1`, a1[k]], [`${k}2`, a2[k]]])) as PairArgs;
    const rows = (await takePairStatement(db, pair)).rows;
    return [1, 2].flatMap((n) => rows.filter((r) => Number(r.n) === n).map((r) => readTake(r, n === 1 ? a1.slotMs : a2.slotMs, now)));
  }
  return takeInTurn(specs, (w) => takeCounter(db, w.bucket, w.key, w.max, w.windowMs, now));
}

function readTake(row: CounterRow, slotMs: number, now: number): CounterTake {
  const last = Number(row.last_slot);
  let counted = 0;
  let oldest = Infinity;
  for (const j of slots) {
    const n = Number(row[`s${j}`]);
    if (n <= 0) continue;
    counted += n;
    oldest = Math.min(oldest, last - ((last - j) % RATE_SLOTS));
  }
  return { ok: Number(row.ok) === 1, counted, oldestMs: oldest === Infinity ? now : oldest * slotMs };
}

/** Rows whose every slot has left its window. */
export async function pruneCounters(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('rate_counters').where('until_ms', '<', now).execute();
}
