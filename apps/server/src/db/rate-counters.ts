import type { Executor } from './database.js';
import {
  fastGuardedStatements,
  fastManyStatements,
  fastTakeStatements,
  giveBackStatement,
  guardedTakeStatement,
  nth,
  peekStatement,
  takeStatement,
  wholeManyStatement,
  type FastRow,
  type ManyArgs,
  type PairArgs,
  type SmallStep,
  type TakeRow,
} from './rate-statements.js';
import { argsOf, inCode, slots, type CounterSpec, type TakeArgs } from './rate-window.js';

/**
 * Counting in a window's row (one per bucket, key and window; the statements in rate-statements.ts,
 * their arithmetic in rate-window.ts): which statement a take runs, what it answers, and a window read
 * in code.
 */
export { fastGuardedTake, fastTakeQuery, guardedTakeSql, pairArgNames, type FastRow, type PairArgs, type SmallStep, type TakeRow } from './rate-statements.js';
export { RATE_SLOTS, slotAt, slotMsOf, type CounterSpec } from './rate-window.js';

/** What a window holds at `a.slot` (as the take's statement would sum it), counting nothing. */
export async function peekCounter(db: Executor, a: TakeArgs, now: number): Promise<CounterTake> {
  const row = (await peekStatement(db, a)).rows[0];
  if (!row) return { ok: true, counted: 0, oldestMs: now };
  const last = Number(row.last_slot);
  const lo = inCode.oldestCounted(inCode.countedIn(last, a.slot), a.from);
  let counted = 0;
  let oldest = Infinity;
  for (const j of slots) {
    const n = inCode.counted(last, lo, j, Number(row[`s${j}`]));
    if (n > 0) {
      counted += n;
      oldest = Math.min(oldest, inCode.slotOfColumn(last, j));
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

/**
 * Takes back up to `n` events counted in `window` at `slot` and never used (a lease's rest): nothing
 * once that slot has left the row. The oldest slot the row names may then hold none; it only words
 * X-RateLimit-Reset, never what is counted.
 */
export async function giveBackCounted(db: Executor, window: Pick<CounterSpec, 'bucket' | 'key' | 'windowMs'>, slot: number, n: number): Promise<void> {
  await giveBackStatement(db, { bucket: window.bucket, key: window.key, windowMs: window.windowMs, slot, n });
}

export interface CounterTake {
  ok: boolean;
  /** Events in the window after this call (this one included when it was counted). */
  counted: number;
  /** The end of the oldest slot in the window (ms), or now when the window is empty. */
  oldestMs: number;
}

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
