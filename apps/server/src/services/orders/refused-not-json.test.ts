import { OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { setRoutes, standInProvider, type PanelProvider } from '../../../test/helpers/stand-in-routes.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { dispatchBackoffMs } from './fulfilment.js';

/**
 * A panel, or the proxy or firewall in front of it, that turns `add` away with an HTTP 4xx and an HTML
 * or empty page has refused it before doing anything: it is a refusal like a JSON `error` (retry with
 * backoff, then cancel and refund; another route first where there is one). 5xx, 408 and 429 stay
 * unknown outcomes: never resent blindly, never refunded blindly.
 */
describe.each(dbKinds)('an add answered with a 4xx page that is not JSON, on %s', (kind) => {
  let t: TestApp;
  let up: ProviderService;
  let spare: PanelProvider;
  let linkNo = 0;

  beforeAll(async () => {
    // the circuit breaker stays out of it: each case sees its own panel's answers
    t = await createTestApp(kind, { DISPATCH_MAX_ATTEMPTS: '3', CIRCUIT_FAILURES: '1000' });
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, timeoutMs: 2_000 }); // 10원 each
    spare = await standInProvider(t.app);
  });
  afterAll(async () => {
    await up?.panel.close();
    await spare?.panel.close();
    await t?.close();
  });

  async function place() {
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, 10_000);
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: up.serviceId, link: `https://www.instagram.com/p/waf_${++linkNo}`, amount: 100 } });
    expect(res.statusCode, res.body).toBe(201);
    return { memberId, id: (res.json() as { id: number }).id };
  }
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refunds = (id: number) => t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(id)).execute();
  const adds = (p: { panel: { state: { calls: Record<string, number> } } }) => p.panel.state.calls.add ?? 0;

  for (const status of [400, 403, 404]) {
    it(`HTTP ${status} with an HTML page: retried with backoff, then cancelled and refunded in full, once`, async () => {
      await setRoutes(t.app, up.serviceId, []);
      const placed = await place();
      const before = adds(up);
      up.panel.state.failStatus = { action: 'add', status, times: 3, ...(status === 404 ? { body: '' } : {}) };
      for (let attempt = 1; attempt <= 3; attempt++) {
        await Promise.all([dispatchDueOrders(t.app.ctx), dispatchDueOrders(t.app.ctx)]);
        const r = await row(placed.id);
        expect(r.send_unknown).toBe(0);
        expect(r.last_error).toContain(`rejected: HTTP ${status}`);
        t.clock.advance(dispatchBackoffMs(attempt));
      }
      expect(adds(up) - before).toBe(3);
      const r = await row(placed.id);
      expect(r).toMatchObject({ status: OrderStatus.CANCELED, provider_order_id: null, fulfilment: 'settled' });
      expect((await refunds(placed.id)).map((x) => Number(x.delta))).toEqual([1_000]);
      // nothing more happens: no fourth send, no second refund
      t.clock.advance(60 * 60_000);
      await dispatchDueOrders(t.app.ctx);
      expect(adds(up) - before).toBe(3);
      expect((await refunds(placed.id)).length).toBe(1);
      expect(await balanceAndLedger(t.app, placed.memberId)).toMatchObject({ balance: 10_000, ledgerSum: 10_000 });
    });
  }

  it('with a second route, a 403 page moves the order there and it is sent once', async () => {
    await setRoutes(t.app, up.serviceId, [
      { providerId: up.providerId, providerServiceId: '1' },
      { providerId: spare.providerId, providerServiceId: '1' },
    ]);
    const placed = await place();
    const [a, b] = [adds(up), adds(spare)];
    up.panel.state.failStatus = { action: 'add', status: 403, times: 1 };
    await dispatchDueOrders(t.app.ctx);
    await dispatchDueOrders(t.app.ctx);
    const r = await row(placed.id);
    expect(r).toMatchObject({ provider_id: spare.providerId, fulfilment: 'sent' });
    expect([adds(up) - a, adds(spare) - b]).toEqual([1, 1]);
    expect(spare.panel.state.orders.get(r.provider_order_id!)).toMatchObject({ quantity: 100 });
    expect(await refunds(placed.id)).toEqual([]);
    await setRoutes(t.app, up.serviceId, []);
  });

  for (const status of [500, 502, 503]) {
    it(`HTTP ${status} with an HTML page stays an unknown outcome: never refunded, held once the attempts run out`, async () => {
      await setRoutes(t.app, up.serviceId, [
        { providerId: up.providerId, providerServiceId: '1' },
        { providerId: spare.providerId, providerServiceId: '1' },
      ]);
      const placed = await place();
      const spareBefore = adds(spare);
      up.panel.state.failStatus = { action: 'add', status, times: 3 };
      for (let attempt = 1; attempt <= 3; attempt++) {
        await dispatchDueOrders(t.app.ctx);
        expect((await row(placed.id)).last_error ?? '').toMatch(/unavailable/);
        t.clock.advance(dispatchBackoffMs(attempt));
      }
      const r = await row(placed.id);
      expect(r).toMatchObject({ status: OrderStatus.PENDING, provider_order_id: null, send_unknown: 1 });
      expect(r.fulfilment).not.toBe('settled');
      expect(adds(spare) - spareBefore).toBe(0); // an unknown outcome never moves to another route
      expect(await refunds(placed.id)).toEqual([]);
      // out of the way of the next case: a person checked the panel and settles it
      await t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.COMPLETED, fulfilment: 'settled' }).where('id', '=', placed.id).execute();
      up.panel.state.failStatus = null;
      await setRoutes(t.app, up.serviceId, []);
    });
  }
});
