import { msg, type AdminTier, type Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { pendingCharge } from '../../../test/helpers/charges.js';
import { createTestCustomerApi, renewKey, type TestCustomerApi } from '../../../test/helpers/customer-api.js';
import { expectMoney, registeredMember } from '../../../test/helpers/members.js';
import { dbKinds } from '../../../test/helpers/test-app.js';
import { runDueAutoOrders } from '../../jobs/run-auto-orders.js';
import { sweepTiersWhenDue } from '../../jobs/tier-sweep.js';
import { isoNow } from '../../lib/clock.js';
import { creditCharge } from '../charges/credit-charge.js';
import { onChargeReversed } from './charge-events.js';
import { linkMaker } from '../../../test/helpers/links.js';

const DAY = 86_400_000;

describe.each(dbKinds)('member tiers on %s', (kind) => {
  let t: AdminTestApp;
  let c: TestCustomerApi;
  let likes: Service; // 18원 each
  let vip: AdminTier;
  const freshLink = linkMaker(`https://www.instagram.com/p/tier_${kind}_`);

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    c = await createTestCustomerApi(t);
    likes = ((await t.app.inject({ url: '/rest/service/services' })).json() as Service[]).find((s) => s.text === '인스타그램 한국인 좋아요')!;
    const res = await t.call('POST', '/rest/admin/growth/tiers', { name: 'VIP', color: '#c8a200', threshold: 100_000, windowDays: 30, discountPct: 5 });
    expect(res.statusCode, res.body).toBe(201);
    vip = res.json();
    await t.call('POST', '/rest/admin/growth/tiers', { name: 'VVIP', color: '#7a00c8', threshold: 1_000_000, windowDays: null, discountPct: 10 });
  });
  afterAll(async () => {
    await c?.close();
    await t?.close();
  });

  const credit = async (auth: Record<string, string>, point: number) => {
    const p = await pendingCharge(t.app, auth, { point });
    await t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, p.id, 'admin', isoNow(t.clock)));
    return p.id;
  };
  const tierOf = async (auth: Record<string, string>) => (await t.app.inject({ url: '/rest/service/tier', headers: auth })).json();
  const v2 = (key: string, body: object) => c.api.inject({ method: 'POST', url: '/api/v2', payload: { key, ...body } });
  const orderRow = (id: number) => t.app.ctx.db.selectFrom('orders').select(['charge', 'list_price', 'tier_discount', 'refunded']).where('id', '=', id).executeTakeFirstOrThrow();
  const money = (r: { charge: unknown; list_price: unknown; tier_discount: unknown }) => [Number(r.list_price), Number(r.tier_discount), Number(r.charge)];

  it('reaches a tier in the transaction that credits the charge; a pending charge never counts; /account shows what the next tier needs', async () => {
    const m = await registeredMember(t.app);
    expect(await tierOf(m.auth)).toEqual({ tier: null, next: { name: 'VIP', color: '#c8a200', discountPct: 5, threshold: 100_000, windowDays: 30, counted: 0, remaining: 100_000 } });
    await credit(m.auth, 60_000);
    await pendingCharge(t.app, m.auth, { point: 500_000 });
    expect(await tierOf(m.auth)).toMatchObject({ tier: null, next: { name: 'VIP', counted: 60_000, remaining: 40_000 } });
    await credit(m.auth, 40_000);
    expect(await tierOf(m.auth)).toEqual({
      tier: { name: 'VIP', color: '#c8a200', discountPct: 5 },
      next: { name: 'VVIP', color: '#7a00c8', discountPct: 10, threshold: 1_000_000, windowDays: null, counted: 100_000, remaining: 900_000 },
    });
    const listed: AdminTier[] = (await t.call('GET', '/rest/admin/growth/tiers')).json();
    expect(listed.map((x) => [x.name, x.members])).toEqual([
      ['VVIP', 0],
      ['VIP', 1],
    ]);
  });

  it('takes the tier discount off the web order, stores list price and discount, and refunds what was paid', async () => {
    const m = await registeredMember(t.app);
    await credit(m.auth, 100_000);
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: likes.id, link: freshLink(), amount: 100, priceE7: likes.priceE7 } });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    // 100 × 18원 = 1,800; 5% = 90 off
    expect(order).toMatchObject({ point: 1_710, price: { listPrice: 1_800, tierDiscount: 90, charge: 1_710, tierText: 'VIP 5%' } });
    expect(money(await orderRow(order.id))).toEqual([1_800, 90, 1_710]);
    await expectMoney(t.app, m.memberId, 100_000 - 1_710, 2);
    const cancelled = await t.app.inject({ method: 'POST', url: `/rest/service/order/${order.id}/cancel`, headers: m.auth });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(Number((await orderRow(order.id)).refunded)).toBe(1_710);
    await expectMoney(t.app, m.memberId, 100_000, 3);

    // a member without a tier pays the list price
    const plain = await registeredMember(t.app);
    await credit(plain.auth, 50_000);
    const p = (await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: plain.auth, payload: { serviceId: likes.id, link: freshLink(), amount: 100 } })).json();
    expect(p.point).toBe(1_800);
    expect(p.price).toMatchObject({ listPrice: 1_800, tierDiscount: 0, charge: 1_800 });
    expect(money(await orderRow(p.id))).toEqual([1_800, 0, 1_800]);
  });

  it("shows the member's own rates in /api/v2 services and charges them in add", async () => {
    const m = await registeredMember(t.app);
    await credit(m.auth, 100_000);
    const key = await renewKey(t, m.auth);
    const plain = await registeredMember(t.app);
    const plainKey = await renewKey(t, plain.auth);
    const rateOf = async (k: string) => ((await v2(k, { action: 'services' })).json() as { service: number; rate: string }[]).find((s) => s.service === likes.id)!.rate;
    expect(await rateOf(key)).toBe('17100.00');
    expect(await rateOf(plainKey)).toBe('18000.00');
    const documented = (await c.api.inject({ url: '/services', headers: { 'api-key': key } })).json() as { id: number; point: number; pricePer1000: number }[];
    expect(documented.find((s) => s.id === likes.id)).toMatchObject({ point: 17.1, pricePer1000: 17_100 });
    const added = await v2(key, { action: 'add', service: likes.id, link: freshLink(), quantity: 1000 });
    expect(added.statusCode, added.body).toBe(200);
    expect(money(await orderRow(added.json().order))).toEqual([18_000, 900, 17_100]);
    await expectMoney(t.app, m.memberId, 100_000 - 17_100, 2);
  });

  it('charges every auto-order run at the tier price', async () => {
    const m = await registeredMember(t.app);
    await credit(m.auth, 100_000);
    const first = (await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: likes.id, link: freshLink(), amount: 100, runs: 2, interval: 60 } })).json();
    expect(first.point).toBe(1_710);
    await t.app.ctx.db.updateTable('orders').set({ fulfilment: 'settled', status: 2 }).where('member_id', '=', m.memberId).execute();
    t.clock.advance(61 * 60_000);
    expect(await runDueAutoOrders(t.app.ctx)).toMatchObject({ completed: 1 });
    t.clock.advance(-61 * 60_000);
    const runs = await t.app.ctx.db.selectFrom('orders').select(['charge', 'list_price', 'tier_discount']).where('member_id', '=', m.memberId).orderBy('id').execute();
    expect(runs.map(money)).toEqual([
      [1_800, 90, 1_710],
      [1_800, 90, 1_710],
    ]);
    await expectMoney(t.app, m.memberId, 100_000 - 2 * 1_710, 3);
  });

  it('lowers the tier when the window slides (daily sweep, once a day) and when a charge is reversed', async () => {
    const m = await registeredMember(t.app);
    await credit(m.auth, 100_000);
    const r = await registeredMember(t.app);
    const charge = await credit(r.auth, 120_000);
    const tierId = (id: number) => t.app.ctx.db.selectFrom('members').select('tier_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await tierId(m.memberId)).tier_id).toBe(vip.id);

    // a reversal of 30,000 leaves 90,000 counted: under VIP
    const row = await t.app.ctx.db.selectFrom('point_charges').selectAll().where('id', '=', charge).executeTakeFirstOrThrow();
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: row, points: 30_000, whole: false, ref: { type: 'refund_request', id: 900010 } }, isoNow(t.clock)));
    expect((await tierId(r.memberId)).tier_id).toBeNull();

    t.clock.advance(31 * DAY);
    expect(await sweepTiersWhenDue(t.app.ctx)).toMatchObject({ members: expect.any(Number) });
    expect(await sweepTiersWhenDue(t.app.ctx)).toBeNull(); // once a day
    expect((await tierId(m.memberId)).tier_id).toBeNull();
    t.clock.advance(-31 * DAY);
    await sweepTiersWhenDue(t.app.ctx);
  });

  it('refuses bad tiers in Korean, audits changes, and moves members when a tier goes', async () => {
    const bad = async (body: object, message: string, status = 400) => {
      const res = await t.call('POST', '/rest/admin/growth/tiers', body);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await bad({ name: 'X', color: 'red', threshold: 0, discountPct: 1 }, msg.growth.colorInvalid);
    await bad({ name: 'X', color: '#000000', threshold: -1, discountPct: 1 }, msg.growth.thresholdInvalid);
    await bad({ name: 'X', color: '#000000', threshold: 1, discountPct: 95 }, msg.growth.discountInvalid);
    await bad({ name: 'VIP', color: '#000000', threshold: 1, discountPct: 1 }, msg.growth.tierNameTaken, 409);

    const gold = (await t.call('POST', '/rest/admin/growth/tiers', { name: 'GOLD', color: '#ffd700', threshold: 10_000, discountPct: 2 })).json();
    const m = await registeredMember(t.app);
    await credit(m.auth, 20_000);
    expect((await tierOf(m.auth)).tier).toMatchObject({ name: 'GOLD' });
    // raising the bar moves members at once, not only at the daily sweep
    await t.call('PATCH', `/rest/admin/growth/tiers/${gold.id}`, { threshold: 50_000 });
    expect((await tierOf(m.auth)).tier).toBeNull();
    await t.call('PATCH', `/rest/admin/growth/tiers/${gold.id}`, { threshold: 10_000 });
    expect((await tierOf(m.auth)).tier).toMatchObject({ name: 'GOLD' });
    expect((await t.call('DELETE', `/rest/admin/growth/tiers/${gold.id}`)).statusCode).toBe(200);
    expect((await tierOf(m.auth)).tier).toBeNull();
    expect((await auditOf(t.app, 'tier', gold.id)).map((a) => a.action)).toEqual(['tier.create', 'tier.update', 'tier.update', 'tier.delete']);
    expect((await t.app.inject({ url: '/rest/admin/growth/tiers', headers: m.auth })).statusCode).toBe(404);
  });
});
