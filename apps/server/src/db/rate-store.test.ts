import { describe, expect, it } from 'vitest';
import { storeUnderTest } from '../../test/helpers/rate-store-under-test.js';
import { dbKinds, testRedisUrl } from '../../test/helpers/test-app.js';
import { peekCounter } from './rate-counters.js';
import { argsOf } from './rate-window.js';

const kinds = ['database', ...(testRedisUrl ? ['redis'] : [])] as const;


describe.each(kinds)('the shared rate store (%s)', (kind) => {
  const s = storeUnderTest('sqlite', kind === 'redis' ? 3 : null);

  const t0 = Date.parse('2026-11-21T03:00:00.000Z');
  const rule = (key: string, max: number, windowMs = 60_000) => ({ bucket: 'test', key, limits: [{ max, windowMs }] });

  it('allows `max` in a sliding window, does not count refusals, and frees a slot when the oldest leaves', async () => {
    const seen = [];
    for (let i = 0; i < 7; i++) seen.push(await s.store.take([rule('slide', 5)], t0 + i * 1000));
    expect(seen.map((s) => s.refused === null)).toEqual([true, true, true, true, true, false, false]);
    expect(seen.map((s) => s.counted)).toEqual([1, 2, 3, 4, 5, 5, 5]);
    expect(seen[6]!.oldestMs).toBe(t0);
    // 60 s after the first one it has left the window: one slot again, and only one.
    expect((await s.store.take([rule('slide', 5)], t0 + 60_000)).refused).toBeNull();
    expect((await s.store.take([rule('slide', 5)], t0 + 60_000)).refused).not.toBeNull();
  });

  it('counts an event against all of its rules or none', async () => {
    const both = [rule('tight', 1), rule('loose', 10)];
    expect((await s.store.take(both, t0)).refused).toBeNull();
    expect((await s.store.take(both, t0 + 1)).refused).toEqual({ rule: 0, limit: 0 });
    // The refused event did not count against the loose rule: it has seen one event.
    expect((await s.store.take([rule('loose', 10)], t0 + 2)).counted).toBe(2);
  });

  it('lets exactly the limit through when twenty ask at once', async () => {
    // Redis: one atomic script; a database: one transaction per call that counts before it writes
    const all = await Promise.all(Array.from({ length: 20 }, () => s.store.take([rule('burst', 5)], t0)));
    expect(all.filter((a) => a.refused === null)).toHaveLength(5);
    expect(all.filter((a) => a.refused === null).map((a) => a.counted).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });
});

const windowStores = [...dbKinds.map((db) => ({ db, redis: false })), ...(testRedisUrl ? [{ db: 'sqlite' as const, redis: true }] : [])];

describe.each(windowStores)('one window of the shared rate store (takeWindow; $db, Redis: $redis)', ({ db, redis }) => {
  const s = storeUnderTest(db, redis ? 5 : null);

  const t0 = Date.parse('2026-11-21T03:00:00.000Z');

  it('allows the limit in a minute, does not count refusals, and frees a place when the oldest call is a minute old', async () => {
    const seen = [];
    for (let i = 0; i < 7; i++) seen.push(await s.store.takeWindow('test', 'slide', 5, 60_000, t0 + i * 1000));
    expect(seen.map((s) => s.ok)).toEqual([true, true, true, true, true, false, false]);
    expect(seen.map((s) => s.counted)).toEqual([1, 2, 3, 4, 5, 5, 5]);
    expect(seen[6]!.oldestMs).toBe(t0);
    expect((await s.store.takeWindow('test', 'slide', 5, 60_000, t0 + 60_000)).ok).toBe(true);
    expect((await s.store.takeWindow('test', 'slide', 5, 60_000, t0 + 60_000)).ok).toBe(false);
  });

  it('never counts a call out of its minute early: a call at 0.5 s holds its place until 60.5 s at least', async () => {
    expect((await s.store.takeWindow('test', 'late', 1, 60_000, t0 + 500)).ok).toBe(true);
    expect((await s.store.takeWindow('test', 'late', 1, 60_000, t0 + 60_499)).ok).toBe(false);
    // the database counts in 5-second slots: free at 65 s at the latest
    expect((await s.store.takeWindow('test', 'late', 1, 60_000, t0 + 65_000)).ok).toBe(true);
  });

  const guard = (max: number, tag: string) => ({ bucket: 'guard-ip', key: tag, max, windowMs: 60_000 });
  const counted = (max: number, tag: string) => ({ bucket: 'guarded-key', key: tag, max, windowMs: 60_000 });

  it('a window behind a guard: the call counts in the window unless the guard is full, and never in the guard', async () => {
    // the guard has room: the window counts each call, the guard none of them
    const open = [await s.store.takeGuarded(guard(2, 'open'), counted(3, 'open'), t0), await s.store.takeGuarded(guard(2, 'open'), counted(3, 'open'), t0 + 1000)];
    expect(open.map((x) => [x.by, x.take.ok, x.take.counted])).toEqual([['window', true, 1], ['window', true, 2]]);
    expect((await s.store.takeWindow('guard-ip', 'open', 2, 60_000, t0 + 2000)).counted).toBe(1);
    // the window refuses its 4th call: by the window, with its own count
    await s.store.takeGuarded(guard(2, 'open'), counted(3, 'open'), t0 + 2000);
    const fourth = await s.store.takeGuarded(guard(100, 'open'), counted(3, 'open'), t0 + 3000);
    expect([fourth.by, fourth.take.ok, fourth.take.counted]).toEqual(['window', false, 3]);

    // the guard is full (other calls filled it): refused by the guard, its state told, the window untouched
    expect((await s.store.takeWindow('guard-ip', 'full', 2, 60_000, t0)).ok).toBe(true);
    expect((await s.store.takeWindow('guard-ip', 'full', 2, 60_000, t0 + 1000)).ok).toBe(true);
    const blocked = await s.store.takeGuarded(guard(2, 'full'), counted(5, 'full'), t0 + 2000);
    expect(blocked).toEqual({ by: 'guard', take: { ok: false, counted: 2, oldestMs: t0 } });
    expect((await s.store.takeWindow('guarded-key', 'full', 5, 60_000, t0 + 2000)).counted).toBe(1);
    // once the guard's calls have left its minute (the database frees at most one 5-second slot late)
    const later = await s.store.takeGuarded(guard(2, 'full'), counted(5, 'full'), t0 + 66_000);
    expect([later.by, later.take.ok]).toEqual(['window', true]);
  });

  it("forty calls at once behind a guard with room: exactly the window's limit gets through, each told its own count", async () => {
    const all = await Promise.all(Array.from({ length: 40 }, () => s.store.takeGuarded(guard(3, 'race'), counted(7, 'race'), t0)));
    expect(all.every((x) => x.by === 'window')).toBe(true);
    expect(all.filter((x) => x.take.ok).map((x) => x.take.counted).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await s.store.takeWindow('guard-ip', 'race', 3, 60_000, t0)).counted).toBe(1);
  });

  it('lets exactly the limit through when forty ask at once', async () => {
    const all = await Promise.all(Array.from({ length: 40 }, () => s.store.takeWindow('test', 'burst', 7, 60_000, t0)));
    expect(all.filter((a) => a.ok)).toHaveLength(7);
    expect(all.filter((a) => a.ok).map((a) => a.counted).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe.each(dbKinds)("the database's counter rows against a model of their windows (%s)", (db) => {
  const s = storeUnderTest(db, null);
  const SLOT = 5_000;

  /**
   * The windows as documented: a call at `now` falls in slot ceil(now/5 s) (never before the newest
   * slot seen), the minute holds that slot and the 12 before it, and the call counts when they hold
   * fewer than `max`. (Off the slots' edges, which the model leaves out, that is exactly what the
   * rows count, whether a call takes the small update or the whole statement, and what a read of
   * the row worked out in code finds.)
   */
  function model(max: number) {
    const slots = new Map<number, number>();
    let last = -Infinity;
    return (now: number) => {
      const t = Math.max(last, Math.ceil(now / SLOT));
      last = t;
      for (const k of [...slots.keys()]) if (k < t - 12) slots.delete(k);
      const held = [...slots.values()].reduce((a, b) => a + b, 0);
      const ok = held < max;
      if (ok) slots.set(t, (slots.get(t) ?? 0) + 1);
      const live = [...slots.entries()].filter(([, n]) => n > 0);
      const counted = held + (ok ? 1 : 0);
      return { ok, counted, oldestMs: counted > 0 ? Math.min(...live.map(([k]) => k)) * SLOT : now };
    };
  }

  it('answers as the model does over random calls: bursts in one slot, steps to the next, long pauses, a clock a little behind', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 6; run++) {
      const max = 1 + Math.floor(random() * 8);
      const expectOf = model(max);
      let now = Date.parse('2026-11-21T03:00:00.000Z') + 1 + run * 3_600_000;
      const seen: unknown[] = [];
      const wanted: unknown[] = [];
      for (let i = 0; i < 120; i++) {
        const r = random();
        now += r < 0.5 ? Math.floor(random() * 400) : r < 0.85 ? Math.floor(random() * 6_000) : r < 0.95 ? Math.floor(random() * 70_000) : -Math.floor(random() * 3_000);
        if (now % SLOT === 0) now += 1; // off the slots' edges, as the model is
        seen.push(await s.store.takeWindow('model', `run-${run}`, max, 60_000, now));
        const wantedTake = expectOf(now);
        wanted.push(wantedTake);
        // the window read in code (the guard's state when it refuses) sums it as the statement did
        seen.push(await peekCounter(s.t.app.ctx.db, argsOf({ bucket: 'model', key: `run-${run}`, max, windowMs: 60_000 }, now), now));
        wanted.push({ ok: wantedTake.counted < max, counted: wantedTake.counted, oldestMs: wantedTake.oldestMs });
      }
      expect(seen).toEqual(wanted);
    }
  });
});
