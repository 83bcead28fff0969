import { msg, routeMessages } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { serviceOnStandInPanel, type ProviderService } from '../../../../test/helpers/stand-in-provider.js';
import { standInProvider, type PanelProvider } from '../../../../test/helpers/stand-in-routes.js';
import { dbKinds, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { checkProviderBalancesWhenDue } from '../../../jobs/check-provider-balances.js';
import { dispatchDueOrders } from '../../../jobs/dispatch-orders.js';
import type { OwnerAlert } from '../../../lib/owner-alerts.js';

describe.each(dbKinds)('the route editor and the provider health table on %s', (kind) => {
  let t: AdminTestApp;
  let one: ProviderService;
  let two: PanelProvider;

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    one = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000 }); // 10원 a unit
    two = await standInProvider(t.app, { exchangeRate: '1400', name: '해외 패널' });
  });
  afterAll(async () => {
    await one?.panel.close();
    await two?.panel.close();
    await t?.close();
  });

  const routesUrl = () => `/rest/admin/services/${one.serviceId}/routes`;

  it('shows a service without routes its own provider as route 1, then saves an ordered list with costs from each panel', async () => {
    const first = await t.call('GET', routesUrl());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ serviceId: one.serviceId, priceE7: 100_000_000, routes: [{ id: null, position: 1, providerId: one.providerId, providerServiceId: '1', enabled: true }] });

    const saved = await t.call('PUT', routesUrl(), {
      routes: [
        { providerId: two.providerId, providerServiceId: '1', enabled: true },
        { providerId: one.providerId, providerServiceId: '2', enabled: false },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The panel's rate for service 1 is 0.90 per 1000 at 1,400원: 1.26원 a unit = 12,600,000 (1/10,000,000 won); service 2: 1.25 per 1000 at 1원, exactly.
    expect(saved.json().routes).toEqual([
      expect.objectContaining({ position: 1, providerId: two.providerId, providerName: '해외 패널', rate: '0.90', costE7: 12_600_000, enabled: true, guarded: false, circuit: 'closed' }),
      expect.objectContaining({ position: 2, providerId: one.providerId, rate: '1.25', costE7: 12_500, enabled: false, guarded: false }),
    ]);
    const service = await t.app.ctx.db.selectFrom('services').select(['provider_id', 'provider_service_id']).where('id', '=', one.serviceId).executeTakeFirstOrThrow();
    expect(service).toEqual({ provider_id: two.providerId, provider_service_id: '1' });
    expect((await auditOf(t.app, 'service', one.serviceId)).map((a) => a.action)).toContain('service.routes');

    // A price under the cost: the editor marks the route.
    await t.app.ctx.db.updateTable('services').set({ unit_price_e7: 10_000_000 }).where('id', '=', one.serviceId).execute();
    expect((await t.call('GET', routesUrl())).json().routes[0]).toMatchObject({ costE7: 12_600_000, guarded: true });
    await t.app.ctx.db.updateTable('services').set({ unit_price_e7: 100_000_000 }).where('id', '=', one.serviceId).execute();

    // Changing the provider in the service form moves route 1 with it; the same target further down merges into it.
    const patched = await t.call('PATCH', `/rest/admin/services/${one.serviceId}`, { providerId: one.providerId, providerServiceId: '2' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await t.call('GET', routesUrl())).json().routes.map((r: { providerId: number; providerServiceId: string; costE7: number | null }) => [r.providerId, r.providerServiceId, r.costE7])).toEqual([
      [one.providerId, '2', 12_500],
    ]);
  });

  it('answers bad input in Korean with 400, an unknown service with 404, and a member with no admin role gets 404 like everywhere in the console', async () => {
    const cases: [unknown, string][] = [
      [{ routes: [] }, routeMessages.routesInvalid],
      [{ routes: [{ providerId: 999_999, providerServiceId: '1', enabled: true }] }, msg.admin.providerNotFound],
      [{ routes: [{ providerId: one.providerId, providerServiceId: null, enabled: true }] }, routeMessages.routeServiceIdInvalid],
      [{ routes: [{ providerId: one.providerId, providerServiceId: '1', enabled: true }, { providerId: one.providerId, providerServiceId: '1', enabled: false }] }, routeMessages.routeDuplicate],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', routesUrl(), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.call('GET', '/rest/admin/services/999999/routes')).statusCode).toBe(404);
    const member = await registerAndLogin(t.app);
    expect((await t.call('GET', routesUrl(), undefined, member.auth)).statusCode).toBe(404);
    expect((await t.call('GET', '/rest/admin/providers/health', undefined, member.auth)).statusCode).toBe(404);
  });

  it('the health table counts sends, their median time and the last error, shows the circuit and flags a balance under the threshold', async () => {
    await t.call('PUT', routesUrl(), { routes: [{ providerId: one.providerId, providerServiceId: '1', enabled: true }] });
    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 100_000);
    for (let i = 0; i < 3; i++) {
      const placed = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: one.serviceId, link: `https://www.instagram.com/p/health_${i}`, amount: 100 } });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    one.panel.state.fail500 = 1;
    await dispatchDueOrders(t.app.ctx);

    const bad = await t.call('PUT', '/rest/admin/routing-settings', { marginFloorPct: 120, lowBalanceWon: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(routeMessages.marginFloorInvalid);
    // The panel holds 100,000 USD at 1원 here: 100,000원, under a 200,000원 threshold.
    const settings = await t.call('PUT', '/rest/admin/routing-settings', { marginFloorPct: 10, lowBalanceWon: 200_000 });
    expect(settings.json()).toEqual({ marginFloorPct: 10, lowBalanceWon: 200_000 });

    const res = await t.call('GET', '/rest/admin/providers/health');
    expect(res.statusCode, res.body).toBe(200);
    const health = res.json();
    expect(health.settings).toEqual({ marginFloorPct: 10, lowBalanceWon: 200_000 });
    const row = health.providers.find((p: { id: number }) => p.id === one.providerId);
    expect(row).toMatchObject({ sends: 3, circuit: { state: 'closed' }, currency: 'USD', lowBalance: true });
    expect(row.successRate).toBeCloseTo(2 / 3);
    expect(row.medianLatencyMs).toBeGreaterThanOrEqual(0);
    expect(row.lastError).toMatch(/^unavailable/);
    expect(row.balanceWon).toBeLessThan(200_000);
    expect(health.providers.find((p: { id: number }) => p.id === two.providerId)).toMatchObject({ sends: 0, successRate: null, balanceWon: 140_000_000, lowBalance: false }); // 100,000 at 1,400원
  });

  it('a balance under the threshold alerts the owner once per fall, checked every 10 minutes by one process', async () => {
    const alerts: OwnerAlert[] = [];
    const stop = t.app.ctx.ownerAlerts.subscribe((a) => void alerts.push(a));
    try {
      await t.call('PUT', '/rest/admin/routing-settings', { marginFloorPct: 0, lowBalanceWon: 200_000 });
      const runs = await Promise.all([checkProviderBalancesWhenDue(t.app.ctx), checkProviderBalancesWhenDue(t.app.ctx)]);
      expect(runs.filter((r) => r !== null)).toHaveLength(1);
      const lowAlerts = () => alerts.filter((a) => a.kind === 'low_balance');
      expect(lowAlerts()).toEqual([expect.objectContaining({ providerId: one.providerId, thresholdWon: 200_000 })]);

      t.clock.advance(10 * 60_000);
      await checkProviderBalancesWhenDue(t.app.ctx);
      expect(lowAlerts()).toHaveLength(1); // still low: told already

      one.panel.state.balanceMicros = 500_000 * 1_000_000;
      t.clock.advance(10 * 60_000);
      await checkProviderBalancesWhenDue(t.app.ctx);
      one.panel.state.balanceMicros = 1_000 * 1_000_000;
      t.clock.advance(10 * 60_000);
      await checkProviderBalancesWhenDue(t.app.ctx);
      expect(lowAlerts()).toHaveLength(2); // back above, then under again
    } finally {
      stop();
    }
  });
});
