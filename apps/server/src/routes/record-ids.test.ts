import { msg } from '@snsshop/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createAdminTestApp, routeTable, type AdminTestApp } from '../../test/helpers/admin.js';
import { pendingCharge } from '../../test/helpers/charges.js';
import { createTestCustomerApi, memberWithKey, type KeyHolder, type TestCustomerApi } from '../../test/helpers/customer-api.js';
import { FOLLOWERS, serviceIdByText } from '../../test/helpers/seeded-followers.js';
import { dbKinds, registerAndLogin } from '../../test/helpers/test-app.js';

/** Each would be read as 1 (or 0x1f as 31) by Number(): as ids they name no record. ' 1' is sent as %201. */
const OTHER_NOTATIONS = ['0x1f', '1.0', '1e0', '+1', '%201', '01'];

/** A path parameter that carries a record's number: `:id`, `:wId`, `:orderId` … (not `:sid`, a session's random name). */
const isIdParam = (name: string) => name === 'id' || /^[a-z]+Id$/.test(name);
const idParams = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!).filter(isIdParam);
/** The route's address with its id written as `id`, and any other parameter as a value it would take. */
const address = (url: string, id: string) => url.replace(/:([A-Za-z]+)/g, (_, name: string) => (isIdParam(name) ? id : 'aaaaaaaaaaaaaaaaaaaaaaaa.png'));

/**
 * Every row of every table, so a request that acted on a record (or wrote an audit row about it) shows —
 * but the customer API's rate counters, which count every call against its key, answered or refused.
 */
async function everyRow(app: FastifyInstance): Promise<Record<string, string[]>> {
  const tables = await app.ctx.db.introspection.getTables();
  const out: Record<string, string[]> = {};
  for (const { name } of tables.filter((x) => x.name !== 'rate_counters')) {
    const rows = await app.ctx.db.selectFrom(name as 'members').selectAll().execute();
    out[name] = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).sort();
  }
  return out;
}

describe.each(dbKinds)('an id written in another notation names no record, on every route, on %s', (kind) => {
  let t: AdminTestApp;
  let api: TestCustomerApi;
  let m: KeyHolder;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    // Records numbered 1 of each kind the member and the owner act on, and a staff member numbered 31,
    // so an id read loosely would reach a real record rather than a missing one.
    m = await memberWithKey(t, 1_000_000);
    const serviceId = await serviceIdByText(t.app, FOLLOWERS);
    const order = (body: object) => t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId, amount: 100, ...body } });
    expect((await order({ link: 'https://www.instagram.com/ids_one' })).statusCode).toBe(201);
    expect((await order({ link: 'https://www.instagram.com/ids_two', runs: 3, interval: 60 })).statusCode).toBe(201);
    await pendingCharge(t.app, m.auth, { point: 10_000 });
    expect((await t.app.inject({ method: 'POST', url: '/rest/service/inquiries', headers: m.auth, payload: { category: 'order', title: '문의', body: '내용' } })).statusCode).toBe(201);
    expect((await t.call('POST', '/rest/admin/inquiry-templates', { title: '안내', body: '확인했습니다.' })).statusCode).toBe(201);
    expect((await t.call('POST', '/rest/admin/coupons', { name: '쿠폰', kind: 'points', valueType: 'fixed', value: 100, code: 'IDS-ONE' })).statusCode).toBe(201);
    expect((await t.call('POST', '/rest/admin/growth/bonus-rules', { name: '보너스', kind: 'fixed', amount: 100 })).statusCode).toBe(201);
    expect((await t.call('POST', '/rest/admin/growth/tiers', { name: '실버', color: '#aaaaaa', threshold: 100_000, discountPct: 1 })).statusCode).toBe(201);
    const last = await t.app.ctx.db.selectFrom('members').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    for (let n = Number(last.id) + 1; n < 31; n += 1) await registerAndLogin(t.app);
    expect((await addStaff(t.app, 'support')).memberId).toBe(31);
    api = await createTestCustomerApi(t);
  });
  afterAll(async () => {
    await api?.close();
    await t?.close();
  });

  const withIds = (app: FastifyInstance) => routeTable(app).filter((r) => r.method !== 'HEAD' && idParams(r.url).length > 0);
  /** The caller each part of the shop answers: the owner for the console, the member for theirs, the key for the customer API. */
  const send = (app: FastifyInstance, method: string, url: string) => {
    const headers = app === api.api ? m.headers : url.startsWith('/rest/admin') ? t.admin.auth : m.auth;
    return app.inject({ method: method as 'GET', url, headers, ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}) });
  };

  it('reaches the records numbered 1 and 31 when they are written plainly', async () => {
    for (const url of ['/rest/admin/members/1', '/rest/admin/members/31', '/rest/admin/orders/1', '/rest/admin/inquiries/1', '/rest/service/order-history/1', '/rest/service/inquiries/1']) {
      expect([url, (await send(t.app, 'GET', url)).statusCode]).toEqual([url, 200]);
    }
    expect((await send(api.api, 'GET', '/status/1')).statusCode).toBe(200);
  });

  it('answers 404 on every route with an id for 0x1f, 1.0, 1e0, +1, " 1" and 01, and changes nothing', async () => {
    const shop = withIds(t.app);
    const customer = withIds(api.api);
    // the walk covers the whole table, a route added later too; these are only a check that it found them
    expect(shop.length).toBeGreaterThan(60);
    for (const known of ['POST /rest/admin/members/:id/points', 'DELETE /rest/admin/staff/:id/two-factor', 'POST /rest/service/inquiries/:id/messages', 'POST /rest/service/order/:id/cancel']) {
      expect(shop.map((r) => `${r.method} ${r.url}`)).toContain(known);
    }
    expect(customer.map((r) => `${r.method} ${r.url}`)).toContain('GET /status/:wId');

    const before = await everyRow(t.app);
    for (const [app, routes] of [[t.app, shop], [api.api, customer]] as const) {
      for (const r of routes) {
        for (const id of OTHER_NOTATIONS) {
          const url = address(r.url, id);
          const res = await send(app, r.method, url);
          expect([r.method, url, res.statusCode]).toEqual([r.method, url, 404]);
        }
      }
    }
    expect(await everyRow(t.app)).toEqual(before);
  });

  it('refuses an id in a body or a filter in any other form than a whole number in range (400), and changes nothing', async () => {
    const before = await everyRow(t.app);
    const bad = ['1', '0x1f', 1.5, 0, -1, 2 ** 31, 2 ** 40];
    for (const id of bad) {
      const cases: [string, string, object, Record<string, string>][] = [
        ['POST', '/rest/service/order', { serviceId: id, link: 'https://www.instagram.com/ids_three', amount: 100 }, m.auth],
        ['POST', '/rest/service/inquiries', { category: 'order', title: '문의', body: '내용', orderId: id }, m.auth],
        ['POST', '/rest/service/reviews', { orderId: id, rating: 5, text: '아주 좋았습니다. 다음에도 이용할게요.' }, m.auth],
        ['POST', '/rest/service/point/refunds', { chargeId: id, points: 1_000, email: 'refund@example.com', holder: '홍길동', bank: '004', account: '123-456-789012' }, m.auth],
        ['POST', '/rest/service/coupon/quote', { code: 'IDS-ONE', serviceId: id, quantity: 100 }, m.auth],
        ['PATCH', '/rest/admin/inquiries/1', { assigneeId: id }, t.admin.auth],
        ['POST', '/rest/admin/deposits/1/resolve', { chargeId: id }, t.admin.auth],
      ];
      for (const [method, url, payload, headers] of cases) {
        const res = await t.app.inject({ method: method as 'POST', url, headers, payload });
        expect([url, id, res.statusCode]).toEqual([url, id, 400]);
      }
    }
    for (const query of ['/rest/admin/orders?memberId=0x1f', '/rest/admin/orders?serviceId=01', '/rest/admin/auto-orders?memberId=1e0', '/rest/admin/audit?adminId=%201', '/rest/admin/inquiries?assignee=1.0']) {
      const res = await send(t.app, 'GET', query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().message).not.toBe(msg.common.badFormat);
    }
    expect(await everyRow(t.app)).toEqual(before);
  });
});
