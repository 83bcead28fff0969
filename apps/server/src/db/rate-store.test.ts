import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, testRedisDb, testRedisUrl, type DbKind, type TestApp } from '../../test/helpers/test-app.js';
import { databaseRateStore, redisRateStore, type RateStore } from './rate-store.js';

const kinds = ['database', ...(testRedisUrl ? ['redis'] : [])] as const;

/** A test app on `db` and the store under test: its database's, or an emptied Redis database `redisDb`. */
function storeUnderTest(db: DbKind, redisDb: number | null) {
  const s = {} as { t: TestApp; store: RateStore };
  beforeAll(async () => {
    s.t = await createTestApp(db);
    if (redisDb !== null) {
      const url = testRedisDb(redisDb);
      const admin = new Redis(url);
      await admin.flushdb();
      await admin.quit();
      s.store = redisRateStore(url);
    } else s.store = databaseRateStore(s.t.app.ctx.db, { dialect: db, groupCommit: db === 'sqlite' });
  });
  afterAll(async () => {
    await s.store?.close();
    await s.t?.close();
  });
  return s;
}

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

  it('never lets more than the limit through when twenty ask at once', async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => s.store.take([rule('burst', 5)], t0)));
    const allowed = all.filter((a) => a.refused === null).length;
    if (kind === 'redis') expect(allowed).toBe(5); // one atomic script: exact
    else {
      expect(allowed).toBeLessThanOrEqual(5); // racing at the edge may refuse both, never allow both
      expect(allowed).toBeGreaterThanOrEqual(1);
    }
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

  it('several windows in one go: a window counts the call only when the ones before it did, each as takeWindow counts', async () => {
    const pair = (firstMax: number, secondMax: number, at = t0) =>
      s.store.takeWindows(
        [
          { bucket: 'pair-ip', key: `a${firstMax}-${secondMax}`, max: firstMax, windowMs: 60_000 },
          { bucket: 'pair-key', key: `m${firstMax}-${secondMax}`, max: secondMax, windowMs: 60_000 },
        ],
        at,
      );
    // the first window (the address) refuses the third call: the second (the key) is not even tried
    const seen = [await pair(2, 5), await pair(2, 5), await pair(2, 5, t0 + 1000)];
    expect(seen.map((takes) => takes.map((x) => [x.ok, x.counted]))).toEqual([[[true, 1], [true, 1]], [[true, 2], [true, 2]], [[false, 2]]]);
    expect((await s.store.takeWindow('pair-key', 'm2-5', 5, 60_000, t0 + 2000)).counted).toBe(3);
    // the second refuses: the first has counted the call all the same (as the gate always did)
    expect((await pair(100, 1)).map((x) => x.ok)).toEqual([true, true]);
    expect((await pair(100, 1)).map((x) => x.ok)).toEqual([true, false]);
    expect((await s.store.takeWindow('pair-ip', 'a100-1', 100, 60_000, t0)).counted).toBe(3);
  });

  it('forty calls at once through two windows: exactly the tighter limit gets through, and the second counts only what the first let by', async () => {
    const race = (firstMax: number, secondMax: number, tag: string) =>
      Promise.all(
        Array.from({ length: 40 }, () =>
          s.store.takeWindows(
            [
              { bucket: 'race-ip', key: tag, max: firstMax, windowMs: 60_000 },
              { bucket: 'race-key', key: tag, max: secondMax, windowMs: 60_000 },
            ],
            t0,
          ),
        ),
      );
    const keyTight = await race(100, 7, 'key-tight');
    expect(keyTight.filter((takes) => takes.length === 2 && takes[1]!.ok)).toHaveLength(7);
    expect(keyTight.every((takes) => takes[0]!.ok)).toBe(true);
    const ipTight = await race(7, 100, 'ip-tight');
    expect(ipTight.filter((takes) => takes[0]!.ok)).toHaveLength(7);
    expect(ipTight.filter((takes) => takes.length === 2)).toHaveLength(7);
    expect((await s.store.takeWindow('race-key', 'ip-tight', 100, 60_000, t0)).counted).toBe(8);
  });

  it('lets exactly the limit through when forty ask at once', async () => {
    const all = await Promise.all(Array.from({ length: 40 }, () => s.store.takeWindow('test', 'burst', 7, 60_000, t0)));
    expect(all.filter((a) => a.ok)).toHaveLength(7);
    expect(all.filter((a) => a.ok).map((a) => a.counted).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
