import { DefaultQueryExecutor } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshIp } from '../../test/helpers/accounts.js';
import { createTestCustomerApi, memberWithKey, type KeyHolder, type TestCustomerApi } from '../../test/helpers/customer-api.js';
import { FOLLOWERS, serviceIdByText } from '../../test/helpers/seeded-followers.js';
import { balanceAndLedger, createTestApp, dbKinds, type TestApp } from '../../test/helpers/test-app.js';
import { API_KEY_CACHE_MS, ORDER_KEY_CACHE_MS } from '../services/members/api-keys.js';
import { placeOrder } from '../services/orders/place-order.js';

describe.each(dbKinds)('what one /api/v2 call costs the database on %s', (kind) => {
  let t: TestApp;
  let c: TestCustomerApi;
  beforeAll(async () => {
    // each call its own take (the leased counter's cost is below)
    t = await createTestApp(kind, { API_RATE_LIMIT: '100000', API_RATE_LIMIT_IP: '100000', SIMULATED_PARTIAL_SHARE: '0', API_RATE_COUNTER: 'plain' });
    c = await createTestCustomerApi(t);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await c?.close();
    await t?.close();
  });

  const v2 = (who: KeyHolder, ip: string, fields: Record<string, string | number>) =>
    c.api.inject({
      method: 'POST',
      url: '/api/v2',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries({ key: who.key, ...fields }).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    });

  /**
   * Statements the shop's database ran during `call`, and the rows they answered — inside
   * transactions too (on SQLite a counter shares a group commit's transaction).
   */
  async function counted(call: () => Promise<unknown>) {
    const spy = vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
    try {
      await call();
      const results = await Promise.all(spy.mock.results.map((r) => r.value as Promise<{ rows: unknown[] }>));
      const texts = spy.mock.calls.map(([q]) => q.sql);
      return { statements: spy.mock.calls.length, rows: results.reduce((n, r) => n + r.rows.length, 0), wholeTakes: texts.filter((q) => /insert into rate_counters/i.test(q)).length };
    } finally {
      spy.mockRestore();
    }
  }

  it('the same statements and rows for the 1st call in the window as for the 301st (the limit is 100,000 a minute)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no pruning in the calls counted
    const m = await memberWithKey(t, 1_000);
    const ip = freshIp();
    const balance = () => v2(m, ip, { action: 'balance' });
    await balance(); // looks the key up once
    const early = await counted(balance);
    for (let i = 0; i < 300; i++) expect((await balance()).statusCode).toBe(200);
    const late = await counted(balance);
    expect(late).toEqual(early);
    // the key's window (one statement, which reads the address's window as its guard), then the
    // balance: a row for each
    expect(early).toEqual({ statements: 2, rows: 2, wholeTakes: 0 });
    const res = await balance();
    expect(Number(res.headers['x-ratelimit-remaining'])).toBe(100_000 - 304);
  });

  it('an `add` costs the statements of the same order placed directly, and its window takes none more on PostgreSQL', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const followersId = await serviceIdByText(t.app, FOLLOWERS);
    const m = await memberWithKey(t, 10_000);
    const ip = freshIp();
    // looks the key and the service's type up once (each kept for API_KEY_CACHE_MS); on PostgreSQL
    // the member's first order reads its checks, then writes with the window taken in the same statement
    const first = await counted(() => v2(m, ip, { action: 'add', service: followersId, link: 'https://www.instagram.com/cost_first', quantity: 10 }));
    if (kind === 'postgres') expect(first.statements).toBe(4); // the key, the service's type, the checks, the order
    const add = await counted(() => v2(m, ip, { action: 'add', service: followersId, link: 'https://www.instagram.com/cost_add', quantity: 10 }));
    const direct = await counted(() => placeOrder(t.app.ctx, m.memberId, { serviceId: followersId, link: 'https://www.instagram.com/cost_direct', amount: 10, runs: 0, interval: 0 }));
    // PostgreSQL: once the process keeps the member's and the service's facts, the window, the checks
    // against them and the order are one statement;
    // SQLite: the window's statement and the order's in one group commit, the order's in a savepoint
    // (SAVEPOINT, RELEASE) so that the window stays counted whatever the order answers
    expect(add.statements).toBe(direct.statements + (kind === 'postgres' ? 0 : 3));
    if (kind === 'postgres') expect(add.statements).toBe(1);
    // the window's first call in the next slot takes the small step there (no whole window), and one
    // slots later works the whole window out, each still in the order's statement
    t.clock.advance(5_000);
    // (another member's order first reads the service's type again, which a process keeps for 2 s)
    expect((await v2(await memberWithKey(t, 10_000), ip, { action: 'add', service: followersId, link: 'https://www.instagram.com/cost_other', quantity: 10 })).json()).toEqual({ order: expect.any(Number) });
    const nextSlot = await counted(() => v2(m, ip, { action: 'add', service: followersId, link: 'https://www.instagram.com/cost_next_slot', quantity: 10 }));
    expect(nextSlot).toMatchObject({ statements: add.statements, wholeTakes: 0 });
    t.clock.advance(10_000);
    expect((await v2(await memberWithKey(t, 10_000), ip, { action: 'add', service: followersId, link: 'https://www.instagram.com/cost_other_2', quantity: 10 })).json()).toEqual({ order: expect.any(Number) });
    const later = await counted(() => v2(m, ip, { action: 'add', service: followersId, link: 'https://www.instagram.com/cost_later_slot', quantity: 10 }));
    expect(later).toMatchObject({ statements: add.statements, wholeTakes: 1 });
    // five orders (one placed directly), each paid once, each counted in the key's window
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - 5 * 450, ledgerSum: 10_000 - 5 * 450 });
    expect(Number((await v2(m, ip, { action: 'balance' })).headers['x-ratelimit-remaining'])).toBe(100_000 - 5);
  });

  /** How many of the statements `call` ran looked a member up by an API key's hash. */
  async function keyLookups(call: () => Promise<unknown>) {
    const spy = vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
    try {
      await call();
      return spy.mock.calls.filter(([q]) => /"members"\."api_key_hash" = /.test(q.sql)).length;
    } finally {
      spy.mockRestore();
    }
  }

  it('an `add` goes on with a key read up to a minute before (its order checks the key again), and a key its order refuses is read again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const followersId = await serviceIdByText(t.app, FOLLOWERS);
    const m = await memberWithKey(t, 10_000);
    const ip = freshIp();
    let n = 0;
    const add = () => v2(m, ip, { action: 'add', service: followersId, link: `https://www.instagram.com/key_age_${++n}`, quantity: 10 });
    expect(await keyLookups(add)).toBe(1);
    t.clock.advance(API_KEY_CACHE_MS + 1_000);
    // past the time other calls keep a key, an order still takes it from memory …
    let res: Awaited<ReturnType<typeof add>> | undefined;
    expect(await keyLookups(async () => (res = await add()))).toBe(0);
    expect(res!.json()).toEqual({ order: expect.any(Number) });
    // … while a balance reads it again
    expect(await keyLookups(() => v2(m, ip, { action: 'balance' }))).toBe(1);
    t.clock.advance(ORDER_KEY_CACHE_MS);
    expect(await keyLookups(add)).toBe(1);
    // renewed in another process: the order refuses it, charges nothing, and the key is read again next time
    await t.app.ctx.db.updateTable('members').set({ api_key_hash: 'renewed-elsewhere-2' }).where('id', '=', m.memberId).execute();
    expect(await keyLookups(async () => (res = await add()))).toBe(0);
    expect(res!.statusCode).toBe(401);
    expect(await keyLookups(async () => (res = await add()))).toBe(1);
    expect(res!.statusCode).toBe(401);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - 3 * 450, ledgerSum: 10_000 - 3 * 450 });
  });

  it('a key renewed elsewhere never places another order, and stops answering within the cache time', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const followersId = await serviceIdByText(t.app, FOLLOWERS);
    const m = await memberWithKey(t, 10_000);
    const ip = freshIp();
    const add = (link: string) => v2(m, ip, { action: 'add', service: followersId, link, quantity: 10 });
    expect((await add('https://www.instagram.com/cost_1')).json()).toEqual({ order: expect.any(Number) });
    // Another server process renews the key: this one still holds it for up to API_KEY_CACHE_MS.
    await t.app.ctx.db.updateTable('members').set({ api_key_hash: 'renewed-elsewhere' }).where('id', '=', m.memberId).execute();
    const refused = await add('https://www.instagram.com/cost_2');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Invalid API key' });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - 450, ledgerSum: 10_000 - 450 });
    t.clock.advance(API_KEY_CACHE_MS);
    const later = await v2(m, ip, { action: 'balance' });
    expect(later.statusCode).toBe(401);
    expect(later.json()).toEqual({ error: 'Invalid API key' });
  });
});

describe.each(dbKinds)('what /api/v2 reads cost the database with leased counting on %s', (kind) => {
  let t: TestApp;
  let c: TestCustomerApi;
  beforeAll(async () => {
    t = await createTestApp(kind, { API_RATE_LIMIT: '100000', API_RATE_LIMIT_IP: '100000', API_RATE_COUNTER: 'leased' });
    c = await createTestCustomerApi(t);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await c?.close();
    await t?.close();
  });

  /** The statements `call` ran that wrote a rate window. */
  async function windowWrites(call: () => Promise<unknown>) {
    const spy = vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
    try {
      await call();
      return spy.mock.calls.filter(([q]) => /rate_counters/i.test(q.sql)).length;
    } finally {
      spy.mockRestore();
    }
  }

  it('300 balance calls in one slot write the window a few times, each told its own count; the next slot gives the unused back', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const m = await memberWithKey(t, 1_000);
    const ip = freshIp();
    const balance = () => c.api.inject({ method: 'POST', url: '/api/v2', remoteAddress: ip, payload: { key: m.key, action: 'balance' } });
    const remaining: number[] = [];
    const writes = await windowWrites(async () => {
      for (let i = 0; i < 300; i++) remaining.push(Number((await balance()).headers['x-ratelimit-remaining']));
    });
    expect(remaining).toEqual(Array.from({ length: 300 }, (_, i) => 100_000 - 1 - i));
    // leases of 1, 2, 4 … 64 calls: 300 calls take 10 writes
    expect(writes).toBeLessThanOrEqual(10);
    t.clock.advance(5_000);
    // the next slot: the last lease's rest is given back, so the window holds the 301 calls made and
    // the new lease's rest, at most 63 (without giving back, 19 more here)
    expect(Number((await balance()).headers['x-ratelimit-remaining'])).toBe(100_000 - 301);
    const row = await t.app.ctx.db.selectFrom('rate_counters').select('total').where('bucket', '=', 'api-key').where('key', '=', `member:${m.memberId}`).executeTakeFirstOrThrow();
    expect(Number(row.total) - 301).toBeLessThanOrEqual(63);
  });
});
