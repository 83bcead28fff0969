import { AutoOrderStatus, msg, type AdminAutoOrder, type AdminService, type Paged, type Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, grantPoints, registerAndLogin } from '../../../test/helpers/test-app.js';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';

/** Unit prices travel as an exact integer of 1/100 won plus the text a person reads. */
describe.each(dbKinds)('prices as 1/100 won and text on %s', (kind) => {
  let t: AdminTestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    categoryId = (await t.app.ctx.db.selectFrom('categories').select('id').where('visible', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  const create = async (price: number) => {
    const res = await t.call('POST', '/rest/admin/services', { categoryId, text: `가격 확인 ${price}`, min: 10, max: 5_000, price, enableAuto: true });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminService;
  };

  it('the owner sets a decimal price and every owner answer carries it exactly, with its text', async () => {
    const service = await create(1234.56);
    expect(service).toMatchObject({ price: 1234.56, priceCenti: 123_456, priceText: '1,234.56원' });
    const listed = (await t.call('GET', `/rest/admin/services?categoryId=${categoryId}&size=500`)).json() as Paged<AdminService>;
    expect(listed.items.find((s) => s.id === service.id)).toMatchObject({ priceCenti: 123_456, priceText: '1,234.56원' });
    expect((await t.call('GET', `/rest/admin/services/${service.id}`)).json()).toMatchObject({ priceCenti: 123_456, priceText: '1,234.56원' });

    // 0.29 × 100 is 28.999… in floating point; the shop stores 29.
    expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { price: 0.29 })).json()).toMatchObject({ price: 0.29, priceCenti: 29, priceText: '0.29원' });
    expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { price: 7 })).json()).toMatchObject({ priceCenti: 700, priceText: '7원' });
    for (const price of [1.005, 0.1 + 0.2, -1]) {
      expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { price })).json()).toEqual({ statusCode: 400, message: msg.admin.priceInvalid });
    }
  });

  it('members see the same integer and text, and pay the total computed from the integer', async () => {
    const service = await create(0.29);
    const shown = ((await t.app.inject({ url: '/rest/service/services?includeWon=true' })).json() as Service[]).find((s) => s.id === service.id);
    expect(shown).toMatchObject({ point: 0.29, priceCenti: 29, priceText: '0.29원', wonText: '1개당 0.29원' });

    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 10_000);
    const order = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://instagram.com/price.check', amount: 1_001 } });
    expect(order.statusCode, order.body).toBe(201);
    // 1,001 × 0.29원 = 290.29원, charged as 291원.
    expect(order.json()).toMatchObject({ point: 291 });

    const auto = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://instagram.com/price.auto', amount: 100, runs: 3, interval: 60 } });
    expect(auto.statusCode, auto.body).toBe(201);
    const autos = (await t.call('GET', `/rest/admin/auto-orders?serviceId=${service.id}`)).json() as Paged<AdminAutoOrder>;
    expect(autos.items).toEqual([expect.objectContaining({ unitPrice: 0.29, unitPriceCenti: 29, unitPriceText: '0.29원', status: AutoOrderStatus.ACTIVE })]);
  });
});
