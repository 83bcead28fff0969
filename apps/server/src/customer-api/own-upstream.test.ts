import { OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomerApi, memberWithKey, type TestCustomerApi } from '../../test/helpers/customer-api.js';
import { FOLLOWERS, followersV2Listing, serviceIdByText } from '../../test/helpers/seeded-followers.js';
import { balanceAndLedger, createTestApp, dbKinds, type TestApp } from '../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../jobs/dispatch-orders.js';
import { syncOrderStatuses } from '../jobs/sync-orders.js';
import { ProviderError } from '../providers/provider.js';
import { createSmmApiV2Provider } from '../providers/smm-api-v2-client.js';
import { linkMaker } from '../../test/helpers/links.js';

/** The SMM API v2 client the shop uses for its providers, pointed at the shop's own /api/v2. */
describe.each(dbKinds)('the shop as its own upstream provider on %s', (kind) => {
  let t: TestApp;
  let c: TestCustomerApi;
  let baseUrl: string;
  let followersId: number; // 45원 each, 10~5000
  const freshLink = linkMaker(`https://www.instagram.com/upstream_`);

  beforeAll(async () => {
    t = await createTestApp(kind, { SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' });
    c = await createTestCustomerApi(t);
    baseUrl = await c.api.listen({ host: '127.0.0.1', port: 0 });
    followersId = await serviceIdByText(t.app, FOLLOWERS);
  });
  afterAll(async () => {
    await c?.close();
    await t?.close();
  });

  it('lists services, places an order, reads one and many statuses and the balance', async () => {
    const reseller = await memberWithKey(t, 10_000);
    const other = await memberWithKey(t, 1_000);
    const client = createSmmApiV2Provider({ baseUrl, apiKey: reseller.key, timeoutMs: 5_000 });

    const listed = await client.listServices();
    expect(listed.unreadable).toEqual([]);
    expect(listed.services.find((s) => s.service === String(followersId))).toEqual({ service: String(followersId), ...followersV2Listing, description: '' });

    const { providerOrderId } = await client.addOrder({ serviceId: String(followersId), link: freshLink(), quantity: 100 });
    const second = await client.addOrder({ serviceId: String(followersId), link: freshLink(), quantity: 10 });
    const foreign = await createSmmApiV2Provider({ baseUrl, apiKey: other.key }).addOrder({ serviceId: String(followersId), link: freshLink(), quantity: 10 });

    const statuses = await client.getStatuses([providerOrderId, second.providerOrderId, foreign.providerOrderId, '99999999']);
    expect(statuses.get(providerOrderId)).toMatchObject({ status: OrderStatus.PENDING, startCount: null, remains: 100, charge: '4500.00' });
    expect(statuses.get(second.providerOrderId)).toMatchObject({ status: OrderStatus.PENDING, startCount: null, remains: 10, charge: '450.00' });
    expect(statuses.get(foreign.providerOrderId)).toEqual({ error: 'Incorrect order ID' });
    expect(statuses.get('99999999')).toEqual({ error: 'Incorrect order ID' });

    expect(await client.getBalance()).toEqual({ balance: '5050.00', currency: 'KRW' });
    expect(await balanceAndLedger(t.app, reseller.memberId)).toMatchObject({ balance: 5_050, ledgerSum: 5_050 });

    await expect(client.addOrder({ serviceId: String(followersId), link: freshLink(), quantity: 200 })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Not enough funds on balance',
    });
    const cancelled = await client.cancel([second.providerOrderId]);
    expect(cancelled.get(second.providerOrderId)).toEqual({ ok: true });
    expect(await client.getBalance()).toEqual({ balance: '5500.00', currency: 'KRW' });

    const stranger = createSmmApiV2Provider({ baseUrl, apiKey: 'not-a-key' });
    const refusal = await stranger.getBalance().catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ProviderError);
    expect(refusal).toMatchObject({ kind: 'rejected', message: 'Invalid API key' });
  });

  it("fulfils a product whose provider is the shop itself: dispatch sends it to /api/v2 on a reseller's key, sync brings back Completed", async () => {
    const reseller = await memberWithKey(t, 10_000);
    const at = new Date().toISOString();
    const { db } = t.app.ctx;
    const provider = await db
      .insertInto('providers')
      .values({ name: 'this shop', base_url: baseUrl, api_key: reseller.key, timeout_ms: 5_000, enabled: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await db.selectFrom('services').select('category_id').where('id', '=', followersId).executeTakeFirstOrThrow();
    const resold = await db
      .insertInto('services')
      .values({
        category_id: category.category_id,
        text: '재판매 팔로워',
        notice: '',
        min: 10,
        max: 5000,
        unit_price_e7: 600_000_000, // sold at 60원, bought at 45원
        is_read_only: 0,
        enable_auto: 0,
        visible: 1,
        sort_order: 999,
        created_at: at,
        provider_id: provider.id,
        provider_service_id: String(followersId),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const customer = await memberWithKey(t, 1_000);
    const placed = await c.api.inject({ method: 'POST', url: '/order', headers: customer.headers, payload: { serviceId: resold.id, link: freshLink(), amount: 10 } });
    expect(placed.statusCode, placed.body).toBe(201);
    const { wId } = placed.json();

    await dispatchDueOrders(t.app.ctx);
    const sent = await db.selectFrom('orders').selectAll().where('id', '=', wId).executeTakeFirstOrThrow();
    expect(sent.provider_order_id).toMatch(/^\d+$/);
    const upstream = await db.selectFrom('orders').selectAll().where('id', '=', Number(sent.provider_order_id)).executeTakeFirstOrThrow();
    expect(upstream).toMatchObject({ member_id: reseller.memberId, service_id: followersId, link: sent.link, quantity: 10, charge: 450 });

    // The reseller's order goes to the simulated provider; then both orders are synced.
    await dispatchDueOrders(t.app.ctx);
    t.clock.advance(30 * 60_000);
    await syncOrderStatuses(t.app.ctx);
    t.clock.advance(60_000);
    await syncOrderStatuses(t.app.ctx);

    const status = (await c.api.inject({ url: `/status/${wId}`, headers: customer.headers })).json();
    expect(status).toMatchObject({ status: OrderStatus.COMPLETED, remains: 0, point: 600 });
    expect(await balanceAndLedger(t.app, customer.memberId)).toMatchObject({ balance: 400, ledgerSum: 400 });
    expect(await balanceAndLedger(t.app, reseller.memberId)).toMatchObject({ balance: 9_550, ledgerSum: 9_550 });
  });
});
