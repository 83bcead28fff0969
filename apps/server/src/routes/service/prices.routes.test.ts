import { AutoOrderStatus, msg, type AdminAutoOrder, type AdminService, type Paged, type Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, grantPoints, registerAndLogin } from '../../../test/helpers/test-app.js';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';

/** Prices travel as an exact integer of 1/10,000,000 won per unit plus the text a person reads; the owner writes them per 1,000. */
describe.each(dbKinds)('prices as 1/10,000,000 won and text on %s', (kind) => {
  let t: AdminTestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    categoryId = (await t.app.ctx.db.selectFrom('categories').select('id').where('visible', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  const create = async (pricePer1000: string) => {
    const res = await t.call('POST', '/rest/admin/services', { categoryId, text: `가격 확인 ${pricePer1000}`, min: 10, max: 5_000, pricePer1000, enableAuto: true });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminService;
  };

  it('the owner sets a price per 1,000 with 4 decimals and every owner answer carries it exactly, with its text', async () => {
    const service = await create('1234560');
    expect(service).toMatchObject({ pricePer1000: '1234560', priceE7: 12_345_600_000, priceText: '1,234.56원' });
    const listed = (await t.call('GET', `/rest/admin/services?categoryId=${categoryId}&size=500`)).json() as Paged<AdminService>;
    expect(listed.items.find((s) => s.id === service.id)).toMatchObject({ priceE7: 12_345_600_000, priceText: '1,234.56원' });
    expect((await t.call('GET', `/rest/admin/services/${service.id}`)).json()).toMatchObject({ priceE7: 12_345_600_000, priceText: '1,234.56원' });

    // a panel's rate: 1.96원 per 1,000 is 0.00196원 per unit, read per 1,000
    expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { pricePer1000: '1.96' })).json()).toMatchObject({ pricePer1000: '1.96', priceE7: 19_600, priceText: '1,000개당 1.96원' });
    // 0.29 × 10,000 is 2899.99… in floating point; the shop stores 2,900.
    expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { pricePer1000: 0.29 })).json()).toMatchObject({ pricePer1000: '0.29', priceE7: 2_900 });
    expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { pricePer1000: '0.0001' })).json()).toMatchObject({ priceE7: 1, priceText: '1,000개당 0.0001원' });
    expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { pricePer1000: 7000 })).json()).toMatchObject({ priceE7: 70_000_000, priceText: '7원' });
    for (const pricePer1000 of [1.00005, 0.1 + 0.2, -1, '1,000', '', '1.2.3', '12원', true]) {
      expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { pricePer1000 })).json()).toEqual({ statusCode: 400, message: msg.admin.priceInvalid });
    }
  });

  it('members see the same integer and text, and pay the total computed from the integer', async () => {
    const service = await create('290');
    const shown = ((await t.app.inject({ url: '/rest/service/services?includeWon=true' })).json() as Service[]).find((s) => s.id === service.id);
    expect(shown).toMatchObject({ point: 0.29, priceE7: 2_900_000, priceText: '0.29원', wonText: '1개당 0.29원' });

    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 10_000);
    const order = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://instagram.com/price.check', amount: 1_001 } });
    expect(order.statusCode, order.body).toBe(201);
    // 1,001 × 0.29원 = 290.29원, charged as 291원.
    expect(order.json()).toMatchObject({ point: 291 });

    const auto = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://instagram.com/price.auto', amount: 100, runs: 3, interval: 60 } });
    expect(auto.statusCode, auto.body).toBe(201);
    const autos = (await t.call('GET', `/rest/admin/auto-orders?serviceId=${service.id}`)).json() as Paged<AdminAutoOrder>;
    expect(autos.items).toEqual([expect.objectContaining({ unitPrice: 0.29, unitPriceE7: 2_900_000, unitPriceText: '0.29원', status: AutoOrderStatus.ACTIVE })]);
  });

  it('a service cheaper than 1/100 won per unit is shown per 1,000 and charged exactly, rounded up once', async () => {
    const service = await create('1.96');
    const shown = ((await t.app.inject({ url: '/rest/service/services?includeWon=true' })).json() as Service[]).find((s) => s.id === service.id);
    expect(shown).toMatchObject({ point: 0.00196, priceE7: 19_600, priceText: '1,000개당 1.96원', wonText: '1,000개당 1.96원' });

    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 10_000);
    const order = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://instagram.com/price.cheap', amount: 5_000, priceE7: 19_600 } });
    expect(order.statusCode, order.body).toBe(201);
    // 5,000 × 0.00196원 = 9.8원, charged as 10원.
    expect(order.json()).toMatchObject({ point: 10 });
  });
});
