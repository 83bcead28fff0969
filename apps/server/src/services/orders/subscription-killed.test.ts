import { orderCost } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, startServerProcess, waitFor, type ServerBundle, type ServerProcess } from '../../../test/helpers/server-process.js';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { placeOrder } from './place-order.js';
import { syncClaimedOrders } from './sync-orders.js';

const UNIT_E7 = 100_000_000;
const HOLD = orderCost(UNIT_E7, 50 * 5);
const GRANT = 1_000_000;
/** How long after the panel's answer left it the process is killed, round by round (ms). */
const KILL_AFTER_MS = [0, 10, 40, 150, 400, 1000];
/** Subscriptions ending in each round, answered in one status call and settled one after another by the process. */
const PER_ROUND = 4;

/**
 * A real server process (its sweeps on) reads the final status of a few subscriptions from the panel,
 * in the documented shape (`{"status":"Canceled","posts":"2","orders":[…],"expiry":…}`), in one call and is killed -9 after the answer left the panel — while it parses the answer, settles
 * one, writes a refund, or moves to the next — at a different moment each round. Whatever the moment, the next process
 * (this test's app) settles what is left: each subscription refunded its unused posts exactly once,
 * and the balance equals its ledger.
 */
describe.each(dbKinds)('a subscription whose server process is killed -9 between its status read and its refund, on %s', (kind) => {
  let t: TestApp;
  let sub: ProviderService;
  let bundle: ServerBundle;
  let proc: ServerProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind);
    sub = await serviceOnStandInPanel(t.app, { type: 'Subscriptions', unitPriceE7: UNIT_E7, min: 10, max: 100, timeoutMs: 10_000 });
    // the documented subscription answer: status, posts, orders and expiry, no figures
    sub.panel.state.statusShape = 'documented';
    bundle = await bundleServer();
  }, 120_000);
  afterAll(async () => {
    await proc?.kill();
    bundle?.remove();
    await sub?.panel.close();
    await t?.close();
  });

  it('refunds the unused posts exactly once whatever the moment of the kill', { timeout: 240_000 }, async () => {
    const { db } = t.app.ctx;
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, GRANT);
    const expected: { id: number; upstream: string; refund: number }[] = [];
    let refundedBeforeKill = 0;

    for (const [round, delay] of KILL_AFTER_MS.entries()) {
      const ids: number[] = [];
      for (let k = 0; k < PER_ROUND; k++) {
        const used = (round + k) % 5;
        const placed = await placeOrder(t.app.ctx, memberId, { serviceId: sub.serviceId, link: '', runs: 0, interval: 0, fields: { username: `killed_${kind}_${round}_${k}`, min: '20', max: '50', posts: '5', delay: '0' } });
        expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 1 });
        const upstream = (await db.selectFrom('orders').select('provider_order_id').where('id', '=', placed.id).executeTakeFirstOrThrow()).provider_order_id!;
        // ended by the member's cancel or by its expiry, with some of its 5 posts used
        sub.panel.state.setOrder(upstream, { status: k % 2 === 0 ? 'Canceled' : 'Expired', posts: String(used), subOrders: Array.from({ length: used }, (_, i) => 9000 + i) });
        expected.push({ id: placed.id, upstream, refund: Math.floor((HOLD * (5 - used) * 50) / 250) });
        ids.push(placed.id);
      }
      // due at once for the process, which runs on the real clock
      await db.updateTable('orders').set({ next_sync_at: '2000-01-01T00:00:00.000Z' }).where('id', 'in', ids).execute();
      const upstreams = expected.slice(-PER_ROUND).map((e) => e.upstream);

      let answered = false;
      sub.panel.state.onAnswered = (action, params) => {
        if (action !== 'status' || !(params.orders ?? params.order ?? '').split(',').includes(upstreams[0]!)) return;
        sub.panel.state.onAnswered = null;
        answered = true;
        setTimeout(() => p.child.kill('SIGKILL'), delay);
      };
      const p = (proc = startServerProcess(t.env.config, { JOB_TICK_MS: '10' }, bundle));
      expect(await waitFor(async () => answered, 60_000, 5), p.output()).toBe(true);
      // the kill comes from the timer above, `delay` ms after the answer left the panel
      await waitFor(async () => p.child.signalCode !== null, 10_000, 5);
      await p.kill('SIGKILL');
      proc = undefined;
      expect(p.child.signalCode).toBe('SIGKILL');
      refundedBeforeKill += (await db.selectFrom('point_ledger').select('id').where('kind', '=', 'refund').where('ref_id', 'in', ids.map(String)).execute()).length;
    }

    // The next process: its sweeps settle what the killed ones left (twice, as two would).
    const claims = expected.map((e) => ({ id: e.id, provider_id: sub.providerId, provider_order_id: e.upstream }));
    await Promise.all([syncClaimedOrders(t.app.ctx, claims), syncClaimedOrders(t.app.ctx, claims)]);
    for (const e of expected) {
      const refunds = await db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(e.id)).execute();
      expect(refunds.map((r) => Number(r.delta)), `order ${e.id}`).toEqual([e.refund]);
      expect(await db.selectFrom('orders').select(['refunded', 'fulfilment']).where('id', '=', e.id).executeTakeFirstOrThrow()).toEqual({ refunded: e.refund, fulfilment: 'settled' });
    }
    const total = GRANT - HOLD * expected.length + expected.reduce((s, e) => s + e.refund, 0);
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance: total, ledgerSum: total, minBalanceAfter: 0 });
    console.log(`[${kind}] ${KILL_AFTER_MS.length} kills after the status answer, ${expected.length} subscriptions: ${refundedBeforeKill} refunds committed before the kill, ${expected.length - refundedBeforeKill} left to the next process`);
  });
});
