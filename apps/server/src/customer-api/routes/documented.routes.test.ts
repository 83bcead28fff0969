import { couponCreateBodySchema, msg, OrderStatus, type ApiService } from '@snsshop/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomerApi, memberWithKey, renewKey, type KeyHolder, type TestCustomerApi } from '../../../test/helpers/customer-api.js';
import { badFollowerQuantities, FOLLOWERS } from '../../../test/helpers/seeded-followers.js';
import { balanceAndLedger, createTestApp, dbKinds, type TestApp } from '../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { createCoupon } from '../../services/coupons/coupon-admin.js';
import { syncOrderStatuses } from '../../jobs/sync-orders.js';
import { linkMaker } from '../../../test/helpers/links.js';

describe.each(dbKinds)('documented customer API on %s', (kind) => {
  let t: TestApp;
  let c: TestCustomerApi;
  let services: ApiService[];
  const freshLink = linkMaker(`https://www.instagram.com/api_doc_`);
  const byName = (text: string) => services.find((s) => s.text === text)!;
  const followers = () => byName(FOLLOWERS);

  beforeAll(async () => {
    t = await createTestApp(kind, { SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' });
    c = await createTestCustomerApi(t);
    const m = await memberWithKey(t);
    services = (await call({ url: '/services', headers: m.headers })).json();
  });
  afterAll(async () => {
    await c?.close();
    await t?.close();
  });

  const call = (opts: InjectOptions) => c.api.inject(opts);
  const order = (who: KeyHolder, payload: object, headers: Record<string, string> = {}) =>
    call({ method: 'POST', url: '/order', headers: { ...who.headers, ...headers }, payload });
  const status = (who: KeyHolder, wId: number | string) => call({ url: `/status/${wId}`, headers: who.headers });

  it('GET /services lists what can be ordered, with the unit price and the price per 1000 in won', async () => {
    expect(followers()).toEqual({
      id: expect.any(Number),
      text: FOLLOWERS,
      category: '인스타그램 팔로워',
      type: 'Default',
      min: 10,
      max: 5000,
      point: 45,
      pricePer1000: 45_000,
      enableAuto: true,
      cancellable: true,
    });
    expect(byName('인스타그램 릴스 조회수')).toMatchObject({ point: 0.15, pricePer1000: 150 });
    // A read-only product can never be ordered, so it is not offered.
    expect(services.find((s) => s.text === '유튜브 라이브 동시 시청자 (1시간)')).toBeUndefined();
    const web = (await t.app.inject({ url: '/rest/service/services' })).json() as { id: number; isReadOnly: boolean }[];
    expect(services.map((s) => s.id).sort()).toEqual(web.filter((s) => !s.isReadOnly).map((s) => s.id).sort());
  });

  it('POST /order places the order through the web use case; GET /status follows it through dispatch and sync', async () => {
    const m = await memberWithKey(t, 10_000);
    const link = freshLink();
    const res = await order(m, { serviceId: followers().id, link, amount: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const { wId } = res.json();
    expect(res.json()).toEqual({ wId: expect.any(Number) });

    // The same order the web shows, charged 45원 × 10 from the ledger.
    const history = (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json();
    expect(history).toEqual([expect.objectContaining({ id: wId, serviceId: followers().id, link, amount: 10, point: 450 })]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 9_550, ledgerSum: 9_550, rows: 2 });

    const first = await status(m, wId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ wId, status: OrderStatus.PENDING, statusText: '주문 접수', startCount: null, remains: null, point: 450, autoOrder: null });

    await dispatchDueOrders(t.app.ctx);
    t.clock.advance(60_000);
    await syncOrderStatuses(t.app.ctx);
    const running = (await status(m, wId)).json();
    expect(running).toMatchObject({ wId, status: OrderStatus.INPROGRESS, statusText: '진행 중' });
    expect(running.startCount).toEqual(expect.any(Number));
    expect(running.remains).toBeLessThanOrEqual(10);

    t.clock.advance(30 * 60_000);
    await syncOrderStatuses(t.app.ctx);
    expect((await status(m, wId)).json()).toMatchObject({ status: OrderStatus.COMPLETED, statusText: '완료', remains: 0 });
  });

  it('takes no coupon: a couponCode sent along is ignored and the full price is charged', async () => {
    await createCoupon(t.app.ctx, { adminId: null }, couponCreateBodySchema.parse({ name: 'API', kind: 'order_discount', valueType: 'fixed', value: 100, code: 'API-100' }));
    const m = await memberWithKey(t, 1_000);
    const res = await order(m, { serviceId: followers().id, link: freshLink(), amount: 10, couponCode: 'API-100' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 550, ledgerSum: 550 });
  });

  it("answers another member's order, an unknown and a malformed wId with the same 404", async () => {
    const owner = await memberWithKey(t, 1_000);
    const other = await memberWithKey(t, 1_000);
    const { wId } = (await order(owner, { serviceId: followers().id, link: freshLink(), amount: 10 })).json();
    expect((await status(owner, wId)).statusCode).toBe(200);
    const answers = await Promise.all([status(other, wId), status(owner, 99_999_999), status(owner, 'abc'), status(owner, '1.5'), status(owner, -1)]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: msg.customerApi.orderNotFound });
    }
  });

  it('refuses a missing, wrong or renewed key with 401, and never takes the key from the URL', async () => {
    const m = await memberWithKey(t, 100);
    const unauthorized = { statusCode: 401, message: msg.customerApi.invalidKey };
    for (const headers of [{}, { 'api-key': '' }, { 'api-key': 'not-a-key' }, { 'api-key': `${m.key}x` }, { authorization: `Bearer ${m.key}` }]) {
      const res = await call({ url: '/balance', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
    expect((await call({ url: `/balance?api-key=${m.key}` })).statusCode).toBe(401);
    expect((await call({ url: `/balance?key=${m.key}` })).statusCode).toBe(401);
    expect((await call({ url: `/balance/${m.key}`, headers: m.headers })).statusCode).toBe(404);
    expect((await call({ url: '/balance', headers: m.headers })).json()).toEqual({ balance: 100, currency: 'KRW' });

    // Renewing on /account stops the old key at once.
    const renewed = await renewKey(t, m.auth);
    expect(renewed).not.toBe(m.key);
    expect((await call({ url: '/balance', headers: m.headers })).json()).toEqual(unauthorized);
    expect((await call({ method: 'POST', url: '/order', headers: m.headers, payload: { serviceId: followers().id, link: freshLink(), amount: 10 } })).statusCode).toBe(401);
    expect((await call({ url: '/balance', headers: { 'api-key': renewed } })).statusCode).toBe(200);
  });

  it.each(badFollowerQuantities)('refuses quantity %s with 400 and the Korean message, charging nothing', async (_name, amount, message) => {
    const m = await memberWithKey(t, 1_000_000);
    const res = await order(m, { serviceId: followers().id, link: freshLink(), amount });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 1_000_000, rows: 1 });
  });

  it("refuses in the web's words: unknown product, bad link, short balance, a second order on a running link", async () => {
    const m = await memberWithKey(t, 500);
    const cases: [object, number, string][] = [
      [{ serviceId: 999_999, link: freshLink(), amount: 10 }, 400, msg.order.selectService],
      [{ serviceId: followers().id, link: '', amount: 10 }, 400, msg.order.linkRequired],
      [{ serviceId: followers().id, link: 'not a link at all', amount: 10 }, 400, msg.order.linkInvalid],
      [{ serviceId: followers().id, link: freshLink(), amount: 20 }, 400, msg.order.notEnoughPoints],
      [{ serviceId: followers().id, link: freshLink(), amount: 10, runs: 1, interval: 60 }, 400, msg.order.autoRunsInvalid],
    ];
    for (const [payload, code, message] of cases) {
      const res = await order(m, payload);
      expect(res.statusCode).toBe(code);
      expect(res.json().message).toBe(message);
    }
    const link = freshLink();
    expect((await order(m, { serviceId: followers().id, link, amount: 10 })).statusCode).toBe(201);
    const again = await order(m, { serviceId: followers().id, link, amount: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.order.activeSameLink);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 50, ledgerSum: 50, rows: 2 });
  });

  it('answers a repeated Idempotency-Key with the first wId and charges once', async () => {
    const m = await memberWithKey(t, 5_000);
    const body = { serviceId: followers().id, link: freshLink(), amount: 10 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(m, body, { 'idempotency-key': 'api-once-1' })));
    expect(new Set(answers.map((a) => a.json().wId)).size).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 4_550, ledgerSum: 4_550 });
    const changed = await order(m, { ...body, amount: 11 }, { 'idempotency-key': 'api-once-1' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(msg.order.idempotencyMismatch);
  });

  it('takes runs and interval as an auto-order; its status shows the auto-order', async () => {
    const m = await memberWithKey(t, 5_000);
    const res = await order(m, { serviceId: followers().id, link: freshLink(), amount: 10, runs: 3, interval: 60 });
    expect(res.statusCode, res.body).toBe(201);
    const s = (await status(m, res.json().wId)).json();
    expect(s).toMatchObject({ status: OrderStatus.PENDING, point: 450, autoOrder: { completed: 1, runs: 3, interval: 60, status: 0 } });
    const autos = (await t.app.inject({ url: '/rest/service/auto-order-history', headers: m.auth })).json();
    expect(autos).toEqual([expect.objectContaining({ id: s.autoOrder.id, runs: 3, interval: 60 })]);
  });

  it('GET /balance after several API orders equals the sum of the ledger', async () => {
    const m = await memberWithKey(t, 3_000);
    for (const amount of [10, 11, 12]) expect((await order(m, { serviceId: followers().id, link: freshLink(), amount })).statusCode).toBe(201);
    expect((await order(m, { serviceId: followers().id, link: freshLink(), amount: 40 })).statusCode).toBe(400);
    const balance = (await call({ url: '/balance', headers: m.headers })).json();
    const money = await balanceAndLedger(t.app, m.memberId);
    expect(balance).toEqual({ balance: 3_000 - 45 * 33, currency: 'KRW' });
    expect(money).toMatchObject({ balance: balance.balance, ledgerSum: balance.balance, rows: 4 });
  });

  it('serves its OpenAPI document without a key, naming the api-key header and the public base URL', async () => {
    const res = await call({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths).sort()).toEqual(['/balance', '/order', '/services', '/status/{wId}']);
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'api-key' });
    expect(doc.servers).toEqual([{ url: 'http://localhost:3001' }]);
    expect(Object.keys(doc.paths['/order'].post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '409', '429']));
  });

  it('answers an unknown address with a Korean 404, in the SMM protocol\'s error shape (issue 18)', async () => {
    const res = await call({ url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Incorrect request', statusCode: 404, message: msg.customerApi.routeNotFound });
  });
});
