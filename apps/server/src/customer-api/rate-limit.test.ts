import { msg } from '@snsshop/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../test/helpers/accounts.js';
import { createTestCustomerApi, memberWithKey, type TestCustomerApi } from '../../test/helpers/customer-api.js';
import { FOLLOWERS, serviceIdByText } from '../../test/helpers/seeded-followers.js';
import { balanceAndLedger, createTestApp, dbAndWriters, type TestApp } from '../../test/helpers/test-app.js';

const PER_KEY = 5;
const PER_IP = 12;

describe.each(dbAndWriters)('customer API rate limits on %s, %s writer', (kind, writer) => {
  let t: TestApp;
  let c: TestCustomerApi;

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_WRITER: writer, API_RATE_LIMIT: String(PER_KEY), API_RATE_LIMIT_IP: String(PER_IP), PUBLIC_API_URL: 'https://api.shop.example/' });
    c = await createTestCustomerApi(t);
  });
  afterAll(async () => {
    await c?.close();
    await t?.close();
  });

  const from = (ip: string, opts: InjectOptions) => c.api.inject({ ...opts, remoteAddress: ip });
  const limitHeaders = (res: { headers: Record<string, unknown> }) => ({
    limit: Number(res.headers['x-ratelimit-limit']),
    remaining: Number(res.headers['x-ratelimit-remaining']),
    reset: Number(res.headers['x-ratelimit-reset']),
  });

  it('counts each key: X-RateLimit-* on every answer, then 429 with a Korean message until the window moves on', async () => {
    const m = await memberWithKey(t);
    const ip = freshIp();
    for (let i = 1; i <= PER_KEY; i++) {
      const res = await from(ip, { url: '/balance', headers: m.headers });
      expect(res.statusCode).toBe(200);
      expect(limitHeaders(res)).toEqual({ limit: PER_KEY, remaining: PER_KEY - i, reset: 61 - i });
      t.clock.advance(1_000);
    }
    // The same key from another address is still the same key.
    const refused = await from(freshIp(), { url: '/services', headers: m.headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, message: msg.customerApi.tooManyRequests(PER_KEY) });
    expect(limitHeaders(refused)).toEqual({ limit: PER_KEY, remaining: 0, reset: 55 });
    expect(refused.headers['retry-after']).toBe('55');

    // Another member on the same address has a window of their own.
    const other = await memberWithKey(t);
    expect((await from(ip, { url: '/balance', headers: other.headers })).statusCode).toBe(200);

    // Sliding: the first request leaves the window 60 s after it was made, freeing one slot.
    t.clock.advance(55_000);
    const again = await from(ip, { url: '/balance', headers: m.headers });
    expect(again.statusCode).toBe(200);
    expect(limitHeaders(again)).toMatchObject({ remaining: 0 });
    expect((await from(ip, { url: '/balance', headers: m.headers })).statusCode).toBe(429);
  });

  it("counts each address's calls without a known key, so keys cannot be guessed at speed: once full, a right key is refused there too", async () => {
    const m = await memberWithKey(t);
    const ip = freshIp();
    for (let i = 1; i <= PER_IP; i++) {
      const res = await from(ip, { url: '/balance', headers: { 'api-key': `guess-${i}` } });
      expect(res.statusCode).toBe(401);
      expect(limitHeaders(res)).toMatchObject({ limit: PER_IP, remaining: PER_IP - i });
    }
    const blocked = await from(ip, { url: '/balance', headers: m.headers });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(msg.customerApi.tooManyRequests(PER_IP));
    expect((await from(freshIp(), { url: '/balance', headers: m.headers })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await from(ip, { url: '/balance', headers: m.headers })).statusCode).toBe(200);
  });

  it("known keys are held to their own windows, not the address's: one server ordering for several members is not capped by it", async () => {
    const ip = freshIp();
    const members = [await memberWithKey(t), await memberWithKey(t), await memberWithKey(t)];
    // 3 keys × 5 = 15 calls from one address, more than its 12
    for (const m of members) {
      for (let i = 1; i <= PER_KEY; i++) {
        const res = await from(ip, { url: '/balance', headers: m.headers });
        expect(res.statusCode).toBe(200);
        expect(limitHeaders(res)).toMatchObject({ limit: PER_KEY, remaining: PER_KEY - i });
      }
    }
    // none of them counted against the address: a dozen wrong keys still get their 401s, then it is full
    for (let i = 1; i <= PER_IP; i++) expect((await from(ip, { url: '/balance', headers: { 'api-key': `wrong-${i}` } })).statusCode).toBe(401);
    expect((await from(ip, { url: '/balance', headers: { 'api-key': 'wrong-13' } })).statusCode).toBe(429);
    t.clock.advance(61_000);
  });

  it('an `add` with a right key from an address that guessing has filled is refused like any call, and places nothing', async () => {
    const followersId = await serviceIdByText(t.app, FOLLOWERS);
    const m = await memberWithKey(t, 1_000);
    const ip = freshIp();
    for (let i = 1; i <= PER_IP; i++) expect((await from(ip, { method: 'POST', url: '/api/v2', payload: { key: `guess-${i}`, action: 'balance' } })).statusCode).toBe(401);
    const refused = await from(ip, { method: 'POST', url: '/api/v2', payload: { key: m.key, action: 'add', service: followersId, link: 'https://www.instagram.com/guarded', quantity: 10 } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests' });
    expect(limitHeaders(refused)).toMatchObject({ limit: PER_IP, remaining: 0 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.app.ctx.db.selectFrom('orders').select('id').where('member_id', '=', m.memberId).execute()).toEqual([]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 1_000, ledgerSum: 1_000 });
    // the same key from another address orders, and was not counted by the refusal: 4 left
    const placed = await from(freshIp(), { method: 'POST', url: '/api/v2', payload: { key: m.key, action: 'add', service: followersId, link: 'https://www.instagram.com/guarded', quantity: 10 } });
    expect(placed.json()).toEqual({ order: expect.any(Number) });
    expect(limitHeaders(placed)).toMatchObject({ limit: PER_KEY, remaining: PER_KEY - 1 });
    t.clock.advance(61_000);
  });

  it('SMM API v2 shares the windows and answers 429 {"error":"Too many requests"}', async () => {
    const m = await memberWithKey(t);
    const ip = freshIp();
    const balance = () => from(ip, { method: 'POST', url: '/api/v2', payload: { key: m.key, action: 'balance' } });
    for (let i = 0; i < PER_KEY - 1; i++) expect((await balance()).statusCode).toBe(200);
    expect((await from(ip, { url: '/balance', headers: m.headers })).statusCode).toBe(200);
    const refused = await balance();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests' });
    expect(limitHeaders(refused)).toMatchObject({ limit: PER_KEY, remaining: 0 });
    t.clock.advance(61_000);
  });

  it('an `add` is counted whatever it answers, with the headers of every call; over the limit it places and charges nothing', async () => {
    const followersId = await serviceIdByText(t.app, FOLLOWERS);
    const m = await memberWithKey(t, 1_000);
    const ip = freshIp();
    const add = (fields: Record<string, string | number>) => from(ip, { method: 'POST', url: '/api/v2', payload: { key: m.key, action: 'add', ...fields } });
    const answers = [
      await add({ service: followersId, link: 'https://www.instagram.com/limit_1', quantity: 10 }), // placed
      await add({ service: 'abc', link: 'https://www.instagram.com/limit_2', quantity: 10 }), // refused before any order read
      await add({ service: followersId, link: 'https://www.instagram.com/limit_3', quantity: 1 }), // refused by the order's rules
      await add({ service: followersId, link: 'https://www.instagram.com/limit_4', quantity: 100_000 }), // more than the balance
      await add({ service: followersId, link: 'https://www.instagram.com/limit_5', quantity: 10 }), // placed: the 5th call
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => Object.keys(a.json())[0])).toEqual(['order', 'error', 'error', 'error', 'order']);
    expect(answers.map((a) => limitHeaders(a).remaining)).toEqual([4, 3, 2, 1, 0]);
    const refused = await add({ service: followersId, link: 'https://www.instagram.com/limit_6', quantity: 10 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests' });
    expect(limitHeaders(refused)).toMatchObject({ limit: PER_KEY, remaining: 0 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // a refused call before any order read is refused by the window too
    expect((await add({ service: 'abc', quantity: 10 })).statusCode).toBe(429);
    const orders = await t.app.ctx.db.selectFrom('orders').select('link').where('member_id', '=', m.memberId).orderBy('id').execute();
    expect(orders.map((o) => o.link)).toEqual(['https://www.instagram.com/limit_1', 'https://www.instagram.com/limit_5']);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 1_000 - 2 * 450, ledgerSum: 1_000 - 2 * 450 });
    t.clock.advance(61_000);
  });

  it('the shop tells the /api screen the configured public address and these limits', async () => {
    const res = await t.app.inject({ url: '/rest/service/api-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      baseUrl: 'https://api.shop.example',
      header: 'api-key',
      v2Url: 'https://api.shop.example/api/v2',
      rateLimit: { perKey: PER_KEY, perIp: PER_IP, windowSeconds: 60 },
    });
  });
});
