import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitFor, type ServerProcess } from '../../test/helpers/server-process.js';
import { serviceOnStandInPanel, type ProviderService } from '../../test/helpers/stand-in-provider.js';
import { setRoutes, standInProvider, type PanelProvider } from '../../test/helpers/stand-in-routes.js';
import { createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../test/helpers/test-app.js';
import { placeOrder } from '../services/orders/place-order.js';

describe.skipIf(!dbKinds.includes('postgres'))('two server processes failing over between two routes on one PostgreSQL', () => {
  let t: TestApp;
  let one: ProviderService;
  let two: PanelProvider;
  const procs: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    one = await serviceOnStandInPanel(t.app, { unitPriceE7: 10_000_000 });
    two = await standInProvider(t.app);
    await setRoutes(t.app, one.serviceId, [
      { providerId: one.providerId, providerServiceId: '1' },
      { providerId: two.providerId, providerServiceId: '1' },
    ]);
    one.panel.state.balanceMicros = 0; // route 1 refuses every order: "Not enough funds on balance"
    for (const p of [one.panel, two.panel]) p.state.delayMs = 2;
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await one?.panel.close();
    await two?.panel.close();
    await t?.close();
  });

  it('sends each of 200 orders to exactly one route, once', { timeout: 120_000 }, async () => {
    const members = [];
    for (let i = 0; i < 5; i++) {
      const m = await registerAndLogin(t.app);
      members.push(await grantPoints(t.app, m.id, 100_000));
    }
    for (let i = 0; i < 200; i++) {
      await placeOrder(t.app.ctx, members[i % 5]!, { serviceId: one.serviceId, link: `https://www.instagram.com/p/route_race_${i}`, amount: 100, runs: 0, interval: 0 });
    }
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, { JOB_TICK_MS: '10', JOB_BATCH: '10' }));

    const unsent = async () =>
      Number((await t.app.ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('provider_order_id', 'is', null).executeTakeFirstOrThrow()).n);
    const done = await waitFor(async () => (await unsent()) === 0, 90_000, 200);
    const output = procs.map((p) => p.output()).join('\n');
    expect(done, output).toBe(true);

    expect(one.panel.state.orders.size).toBe(0);
    expect(two.panel.state.calls.add).toBe(200);
    expect(new Set([...two.panel.state.orders.values()].map((o) => o.link)).size).toBe(200);
    const rows = await t.app.ctx.db.selectFrom('orders').select(['link', 'provider_id', 'provider_order_id']).execute();
    for (const r of rows) {
      expect(r.provider_id).toBe(two.providerId);
      expect(two.panel.state.orders.get(r.provider_order_id!)?.link).toBe(r.link);
    }
  });
});
