import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitFor, type ServerProcess } from '../../test/helpers/server-process.js';
import { serviceOnStandInPanel, type ProviderService } from '../../test/helpers/stand-in-provider.js';
import { createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../test/helpers/test-app.js';
import { placeOrder } from '../services/orders/place-order.js';

describe.skipIf(!dbKinds.includes('postgres'))('two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let up: ProviderService;
  const procs: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 10_000_000 });
    up.panel.state.delayMs = 2; // a little latency, as a real panel has, so the sweeps overlap
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await up?.panel.close();
    await t?.close();
  });

  it('send each of 500 orders upstream exactly once', { timeout: 120_000 }, async () => {
    const members = [];
    for (let i = 0; i < 10; i++) {
      const m = await registerAndLogin(t.app);
      members.push(await grantPoints(t.app, m.id, 100_000));
    }
    for (let i = 0; i < 500; i++) {
      await placeOrder(t.app.ctx, members[i % 10]!, { serviceId: up.serviceId, link: `https://www.instagram.com/p/race_${i}`, amount: 100, runs: 0, interval: 0 });
    }
    // Small batches and a short tick keep both processes claiming at the same moments.
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, { JOB_TICK_MS: '10', JOB_BATCH: '10' }));

    const undispatched = async () =>
      Number((await t.app.ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('provider_order_id', 'is', null).executeTakeFirstOrThrow()).n);
    const done = await waitFor(async () => (await undispatched()) === 0, 90_000, 200);
    const output = procs.map((p) => p.output()).join('\n');
    expect(done, output).toBe(true);
    for (const p of procs) expect(p.child.exitCode, output).toBeNull(); // both stayed up

    expect(up.panel.state.calls.add).toBe(500);
    const links = [...up.panel.state.orders.values()].map((o) => o.link);
    expect(new Set(links).size).toBe(500);
    const rows = await t.app.ctx.db.selectFrom('orders').select(['link', 'provider_order_id', 'dispatch_attempts']).execute();
    for (const r of rows) {
      expect(up.panel.state.orders.get(r.provider_order_id!)?.link).toBe(r.link);
      expect(r.dispatch_attempts).toBe(1);
    }
  });
});
