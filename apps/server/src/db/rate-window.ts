import { sql, type RawBuilder } from 'kysely';

/**
 * A window of `windowMs` is counted in slots of windowMs/12 (rounded up; 5 s of a minute): a slot
 * holds the events of ((n-1)·slotMs, n·slotMs] and leaves the window when its last millisecond does.
 * So an event never leaves early (never more than `max` in any window) and leaves at most one slot
 * late. 13 slots cover every window, wherever it starts. (More slots free sooner but cost more per
 * call: each is a column the statement reads and writes; 61 cost four times a plain upsert on SQLite.)
 */
export const RATE_SLOTS = 13;
export const slotMsOf = (windowMs: number) => Math.max(1, Math.ceil(windowMs / (RATE_SLOTS - 1)));
/** The columns of a counter row, s0 … s12: slot n's events are held in column n % RATE_SLOTS. */
export const slots = Array.from({ length: RATE_SLOTS }, (_, j) => j);

/** One window to count an event in: `max` per `windowMs` for (bucket, key). */
export interface CounterSpec {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
}

/** A window at one moment, as its statements take it. */
export interface TakeArgs {
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

/** The slot an event at `now` falls in. */
export const slotAt = (windowMs: number, now: number) => Math.ceil(now / slotMsOf(windowMs));

export const argsOf = ({ bucket, key, max, windowMs }: CounterSpec, now: number): TakeArgs => {
  const slotMs = slotMsOf(windowMs);
  return { bucket, key, windowMs, slotMs, slot: Math.ceil(now / slotMs), from: Math.floor((now - windowMs) / slotMs) + 1, max };
};

/** What the arithmetic below is written in: numbers, or SQL expressions. */
interface Ops<V> {
  n(x: number): V;
  sub(a: V, b: V): V;
  /** `a` modulo RATE_SLOTS (slots are positive) */
  mod(a: V): V;
  max(a: V, b: V): V;
  /** `then` when c ≤ d, else `otherwise` */
  atMost(c: V, d: V, then: V, otherwise: V): V;
}

/**
 * A window's arithmetic, once. The statements that count (rate-statements.ts) are built from it in SQL
 * and a read worked out in code (peekCounter) from it in numbers, so the two cannot drift apart.
 */
function windowMath<V>(o: Ops<V>) {
  return {
    /** The slot an event counts in: its own, or the row's newest when the clock is behind it (later, never earlier). */
    countedIn: (last: V, slot: V) => o.max(last, slot),
    /** The oldest slot counted with slot `t`: the window's first (`from`), at most 12 slots back. */
    oldestCounted: (t: V, from: V) => o.max(from, o.sub(t, o.n(RATE_SLOTS - 1))),
    /** The column slot `slot`'s events are held in. */
    columnOf: (slot: V) => o.mod(slot),
    /** The slot column j holds: the newest at or before the row's newest (`last`) that is j modulo RATE_SLOTS. */
    slotOfColumn: (last: V, j: number) => o.sub(last, o.mod(o.sub(last, o.n(j)))),
    /** Column j's events (`held`) while its slot is counted (at or after `lo`), else none. */
    counted: (last: V, lo: V, j: number, held: V) => o.atMost(o.mod(o.sub(last, o.n(j))), o.sub(last, lo), held, o.n(0)),
  };
}

export const inCode = windowMath<number>({
  n: (x) => x,
  sub: (a, b) => a - b,
  mod: (a) => a % RATE_SLOTS,
  max: Math.max,
  atMost: (c, d, then, otherwise) => (c <= d ? then : otherwise),
});

type Sql = RawBuilder<number>;
export const inSql = windowMath<Sql>({
  n: (x) => sql.lit(x),
  sub: (a, b) => sql`(${a} - ${b})`,
  mod: (a) => sql`${a} % ${sql.lit(RATE_SLOTS)}`,
  max: (a, b) => sql`case when ${a} > ${b} then ${a} else ${b} end`,
  atMost: (c, d, then, otherwise) => sql`case when ${c} <= ${d} then ${then} else ${otherwise} end`,
});
