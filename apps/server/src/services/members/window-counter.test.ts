import { describe, expect, it } from 'vitest';
import { storeUnderTest } from '../../../test/helpers/rate-store-under-test.js';
import { dbKinds, testRedisUrl, type DbKind } from '../../../test/helpers/test-app.js';
import type { RateStore } from '../../db/rate-store.js';
import { eachCallCounted, leasedWindows, type WindowCounter } from './window-counter.js';

/** Every store (each database, and Redis when the suite has one) with each counter: one contract. */
const stores = [...dbKinds.map((db) => ({ db, redis: false })), ...(testRedisUrl ? [{ db: 'sqlite' as DbKind, redis: true }] : [])];
const cases = stores.flatMap((s) => (['plain', 'leased'] as const).map((counter) => ({ ...s, counter })));
const counterOf = (kind: 'plain' | 'leased', store: RateStore): WindowCounter => (kind === 'leased' ? leasedWindows(store) : eachCallCounted(store));

describe.each(cases)('a key window counted $counter ($db, Redis: $redis)', ({ db, redis, counter }) => {
  const s = storeUnderTest(db, redis ? 6 : null);

  const t0 = Date.parse('2026-11-21T03:00:00.001Z');
  const guard = (tag: string, max = 1_000) => ({ bucket: 'wc-ip', key: `${counter}-${tag}`, max, windowMs: 60_000 });
  const window = (tag: string, max: number) => ({ bucket: 'wc-key', key: `${counter}-${tag}`, max, windowMs: 60_000 });

  it('calls one after another: each told its own count, the limit refused, and a full guard refuses first', async () => {
    const c = counterOf(counter, s.store);
    const seen = [];
    for (let i = 0; i < 30; i++) seen.push(await c.takeGuarded(guard('seq'), window('seq', 25), t0 + i));
    expect(seen.map((x) => x.take.ok)).toEqual([...Array<boolean>(25).fill(true), ...Array<boolean>(5).fill(false)]);
    expect(seen.filter((x) => x.take.ok).map((x) => x.take.counted)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // a guard filled by other calls refuses a key's first call, counting nothing
    for (let i = 0; i < 2; i++) await s.store.takeWindow('wc-ip', `${counter}-full`, 2, 60_000, t0);
    const refused = await c.takeGuarded(guard('full', 2), window('full', 100), t0 + 1);
    expect([refused.by, refused.take.ok]).toEqual(['guard', false]);
  });

  it('two processes racing 200 calls at a limit of 50: exactly 50 through, each told a different count', async () => {
    const [a, b] = [counterOf(counter, s.store), counterOf(counter, s.store)];
    const all = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).takeGuarded(guard('race'), window('race', 50), t0 + (i % 7))));
    const through = all.filter((x) => x.take.ok);
    expect(through).toHaveLength(50);
    expect(through.map((x) => x.take.counted).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('a slot later, what was counted and not used is given back: the window holds the calls made (and at most one lease more)', async () => {
    const c = counterOf(counter, s.store);
    for (let i = 0; i < 40; i++) expect((await c.takeGuarded(guard('back'), window('back', 10_000), t0 + i)).take.ok).toBe(true);
    const next = await c.takeGuarded(guard('back'), window('back', 10_000), t0 + 5_000);
    expect(next.take.counted).toBe(41);
    // the store's own count of the window: a plain take beside it
    const held = (await s.store.takeWindow('wc-key', `${counter}-back`, 10_000, 60_000, t0 + 5_001)).counted - 1;
    expect(held - 41).toBeLessThanOrEqual(counter === 'leased' ? 39 : 0);
    expect(held).toBeGreaterThanOrEqual(41);
  });
});
