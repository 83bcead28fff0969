import { slotAt, type CounterSpec, type GuardedTake } from '../../db/rate-counters.js';
import type { RateStore, WindowLease } from '../../db/rate-store.js';

/**
 * How a customer API call with a known key is counted in its key's window (the address's window its
 * guard): the same count and the same limits either way (API_RATE_COUNTER).
 */
export interface WindowCounter {
  takeGuarded(guard: CounterSpec, window: CounterSpec, now: number): Promise<GuardedTake>;
}

/** `plain`: every call is a take of its own in the shared store. */
export const eachCallCounted = (rates: RateStore): WindowCounter => ({ takeGuarded: (guard, window, now) => rates.takeGuarded(guard, window, now) });

/** A lease holds at most this many calls. */
const MAX_LEASE = 64;
/** …and at most this share of the room the window had left, so a window near its limit is taken one call at a time. */
const ROOM_SHARE = 4;
const MAX_LEASES = 10_000;

interface Lease {
  slot: number;
  /** events counted and not yet used */
  left: number;
  /** the window's count after the lease's take */
  counted: number;
  oldestMs: number;
  /** calls this lease's slot has seen here: the next slot's first lease */
  used: number;
  room: number;
  granted: number;
  taken: WindowLease | null;
  /** a take in flight for this pair: other calls wait for it */
  pending: Promise<unknown> | null;
}

/**
 * `leased`: a process counts a key's calls in the shared store several at a time, and hands them out
 * to its calls one by one. Every call is still counted once in the shared window before it is let
 * through, so no process, nor all of them together, lets more than the limit through in any window;
 * the address's window (the guard) is read at each take, so at least once per slot (5 s).
 * A lease serves only the slot it was taken in; its unused events are given back at the pair's next
 * call after it (or leave with their slot when none comes). Its size: the calls the slot before saw
 * here, doubled while one slot needs more, at most MAX_LEASE and a quarter of the window's room — one
 * call at a time near the limit, where another process's unused lease would otherwise refuse a call.
 */
export function leasedWindows(rates: RateStore): WindowCounter {
  const leases = new Map<string, Lease>();
  const handOut = (l: Lease): GuardedTake => {
    l.left -= 1;
    l.used += 1;
    return { by: 'window', take: { ok: true, counted: l.counted - l.left, oldestMs: l.oldestMs } };
  };
  async function take(id: string, guard: CounterSpec, window: CounterSpec, now: number): Promise<GuardedTake> {
    const slot = slotAt(window.windowMs, now);
    let l = leases.get(id);
    for (;;) {
      if (l?.pending) {
        await l.pending;
        continue;
      }
      if (l && l.slot === slot && l.left > 0) return handOut(l);
      break;
    }
    const sameSlot = l?.slot === slot;
    const wanted = !l ? 1 : sameSlot ? l.granted * 2 : l.used;
    const size = Math.max(1, Math.min(wanted, MAX_LEASE, Math.floor((l ? l.room : 0) / ROOM_SHARE)));
    if (!l) {
      if (leases.size >= MAX_LEASES) leases.clear();
      leases.set(id, (l = { slot, left: 0, counted: 0, oldestMs: now, used: 0, room: 0, granted: 0, taken: null, pending: null }));
    }
    const lease = l;
    const run = async (): Promise<GuardedTake> => {
      if (lease.left > 0 && lease.taken) await lease.taken.giveBack(lease.left);
      if (!sameSlot) lease.used = 0;
      lease.left = 0;
      lease.slot = slot;
      // one call: the plain take (nothing to give back)
      const taken = size === 1 ? Object.assign(await rates.takeGuarded(guard, window, now), { granted: 1, giveBack: async () => {} }) : await rates.takeLease(guard, window, size, now);
      const granted = taken.by === 'window' && taken.take.ok ? (size === 1 ? 1 : taken.granted) : 0;
      lease.room = taken.by === 'window' ? window.max - taken.take.counted : 0;
      if (granted === 0) return taken;
      Object.assign(lease, { taken, granted, left: granted, counted: taken.take.counted, oldestMs: taken.take.oldestMs });
      return handOut(lease);
    };
    const pending = run();
    lease.pending = pending;
    try {
      return await pending;
    } finally {
      lease.pending = null;
    }
  }
  return {
    takeGuarded: (guard, window, now) => take(`${guard.bucket}\n${guard.key}\n${window.bucket}\n${window.key}\n${window.windowMs}\n${window.max}`, guard, window, now),
  };
}
