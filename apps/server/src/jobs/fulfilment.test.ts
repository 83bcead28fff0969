import { OrderStatus, orderCost } from '@snsshop/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../test/helpers/stand-in-provider.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../test/helpers/test-app.js';
import { settleOrder } from '../services/orders/settle-order.js';
import { DISPATCH_LEASE_MS, dispatchBackoffMs, FIRST_SYNC_DELAY_MS, SYNC_EVERY_MS } from '../services/orders/fulfilment.js';
import { dispatchDueOrders } from './dispatch-orders.js';
import { syncOrderStatuses } from './sync-orders.js';
import { linkMaker } from '../../test/helpers/links.js';

describe.each(dbKinds)('fulfilment through an SMM API v2 provider on %s', (kind) => {
  let t: TestApp;
  let up: ProviderService;
  const freshLink = linkMaker(`https://www.instagram.com/p/fulfil_`);

  beforeAll(async () => {
    t = await createTestApp(kind, { DISPATCH_MAX_ATTEMPTS: '3' });
    // A timeout generous enough for a loaded CI machine; the timeout test makes the panel slower still.
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, timeoutMs: 1_500 }); // 10원 each
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
  });

  async function memberWith(points: number) {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: await grantPoints(t.app, m.id, points) };
  }
  async function place(auth: Record<string, string>, amount: number, serviceId = up.serviceId) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId, link: freshLink(), amount } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; point: number; link: string };
  }
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const upstream = (providerOrderId: string | null) => up.panel.state.orders.get(providerOrderId ?? '')!;
  const refundsOf = (orderId: number) =>
    t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(orderId)).execute();
  const dispatch = () => dispatchDueOrders(t.app.ctx);
  const sync = () => syncOrderStatuses(t.app.ctx);
  const history = async (auth: Record<string, string>) => (await t.app.inject({ url: '/rest/service/order-history', headers: auth })).json();

  it('sends a placed order upstream exactly once, with the provider service id, link and quantity', async () => {
    const m = await memberWith(10_000);
    const placed = await place(m.auth, 100);
    const before = up.panel.state.calls.add ?? 0;
    const results = await Promise.all([dispatch(), dispatch(), dispatch(), dispatch()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect((up.panel.state.calls.add ?? 0) - before).toBe(1);
    expect(await dispatch()).toEqual({ sent: 0, retrying: 0, cancelled: 0, held: 0 });

    const r = await row(placed.id);
    expect(upstream(r.provider_order_id)).toMatchObject({ service: 1, link: placed.link, quantity: 100 });
    expect(r.dispatched_at).not.toBeNull();
    expect(r.dispatch_attempts).toBe(1);
  });

  it('keeps status, start count and remains as reported, asking about at most 100 orders per call', async () => {
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    await sync(); // earlier tests' orders answer first
    const m = await memberWith(100_000);
    const placed = [];
    for (let i = 0; i < 150; i++) placed.push(await place(m.auth, 10));
    expect((await dispatch()).sent).toBe(150);
    for (const p of placed) up.panel.state.setOrder((await row(p.id)).provider_order_id!, { status: 'In progress', startCount: 500, remains: 4 });
    up.panel.state.numbersAsStrings = true;
    const statusCalls = up.panel.state.calls.status ?? 0;
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    const result = await sync();
    up.panel.state.numbersAsStrings = false;
    expect(result).toMatchObject({ checked: 150, updated: 150, finished: 0, errors: 0 });
    expect((up.panel.state.calls.status ?? 0) - statusCalls).toBe(2);
    const seen = await history(m.auth);
    expect(seen).toHaveLength(150);
    for (const o of seen) expect(o).toMatchObject({ status: OrderStatus.INPROGRESS, startCount: 500, remains: 4 });
    // Nothing new to say: the next round changes nothing.
    t.clock.advance(SYNC_EVERY_MS);
    expect(await sync()).toMatchObject({ checked: 151, updated: 0 }); // with the first test's order
  });

  it('refunds the undelivered share of a Partial order once, rounded down, even when syncs race', async () => {
    await t.app.ctx.db.updateTable('services').set({ unit_price_e7: 1_500_000 }).where('id', '=', up.serviceId).execute();
    const m = await memberWith(1_000);
    const placed = await place(m.auth, 1001); // 1001 × 0.15원 = 150.15 → 151원 paid
    await t.app.ctx.db.updateTable('services').set({ unit_price_e7: 100_000_000 }).where('id', '=', up.serviceId).execute();
    expect(placed.point).toBe(orderCost(1_500_000, 1001));
    await dispatch();
    const r = await row(placed.id);
    up.panel.state.setOrder(r.provider_order_id!, { status: 'Partial', startCount: 1200, remains: 333 });
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    await Promise.all([sync(), sync(), sync()]);
    // Even settling the same report directly, several times at once, refunds once.
    const report = { status: OrderStatus.PARTIAL, startCount: 1200, remains: 333, charge: null };
    await Promise.all([1, 2, 3].map(() => settleOrder(t.app.ctx.db, t.clock, placed.id, report)));
    t.clock.advance(SYNC_EVERY_MS);
    await sync();

    const refunds = await refundsOf(placed.id);
    expect(refunds.map((x) => Number(x.delta))).toEqual([50]); // 333 / 1001 × 151 = 50.23 → 50
    expect(await row(placed.id)).toMatchObject({ status: OrderStatus.PARTIAL, remains: 333, start_count: 1200 });
    expect(Number((await row(placed.id)).refunded)).toBe(50);
    const money = await balanceAndLedger(t.app, m.memberId);
    expect(money).toMatchObject({ balance: 1_000 - 151 + 50, ledgerSum: 1_000 - 151 + 50 });
  });

  it('refunds a Canceled order in full, once, and a Completed one not at all', async () => {
    const m = await memberWith(10_000);
    const cancelled = await place(m.auth, 100);
    const completed = await place(m.auth, 200);
    await dispatch();
    up.panel.state.setOrder((await row(cancelled.id)).provider_order_id!, { status: 'Cancelled', remains: 100 });
    up.panel.state.setOrder((await row(completed.id)).provider_order_id!, { status: 'Completed', startCount: 10, remains: 0 });
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    await Promise.all([sync(), sync()]);
    expect((await refundsOf(cancelled.id)).map((x) => Number(x.delta))).toEqual([1_000]);
    expect(await refundsOf(completed.id)).toEqual([]);
    const seen = await history(m.auth);
    expect(seen.find((o: { id: number }) => o.id === cancelled.id)).toMatchObject({ status: OrderStatus.CANCELED });
    expect(seen.find((o: { id: number }) => o.id === completed.id)).toMatchObject({ status: OrderStatus.COMPLETED, remains: 0, startCount: 10 });
    // A provider that later changes its mind cannot move or refund a finished order again.
    up.panel.state.setOrder((await row(completed.id)).provider_order_id!, { status: 'Canceled', remains: 200 });
    t.clock.advance(SYNC_EVERY_MS);
    await sync();
    expect(await refundsOf(completed.id)).toEqual([]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - 2_000, ledgerSum: 10_000 - 2_000 });
  });

  it('retries a send that got a 500, an HTML page or a timeout, with backoff, and sends it once it can', async () => {
    const m = await memberWith(10_000);
    const placed = await place(m.auth, 100);
    up.panel.state.fail500 = 1;
    expect(await dispatch()).toMatchObject({ sent: 0, retrying: 1 });
    let r = await row(placed.id);
    expect(r).toMatchObject({ status: OrderStatus.PENDING, provider_order_id: null, dispatch_attempts: 1 });
    expect(r.last_error).toMatch(/^unavailable/);
    expect(r.next_dispatch_at).toBe(new Date(t.clock.now().getTime() + dispatchBackoffMs(1)).toISOString());
    expect(await dispatch()).toMatchObject({ sent: 0, retrying: 0 }); // not due yet

    t.clock.advance(dispatchBackoffMs(1));
    up.panel.state.failHtml = 1;
    expect(await dispatch()).toMatchObject({ retrying: 1 });
    t.clock.advance(dispatchBackoffMs(2));
    expect(await dispatch()).toMatchObject({ sent: 1 });
    r = await row(placed.id);
    expect(r.provider_order_id).not.toBeNull();
    expect(r.dispatch_attempts).toBe(3);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 9_000, ledgerSum: 9_000 });
  });

  it('an order claimed by a worker that died is sent again once its lease runs out', async () => {
    const m = await memberWith(10_000);
    const placed = await place(m.auth, 100);
    // A worker claims the row and dies before calling the provider.
    const leaseUntil = new Date(t.clock.now().getTime() + DISPATCH_LEASE_MS).toISOString();
    await t.app.ctx.db.updateTable('orders').set({ next_dispatch_at: leaseUntil, dispatch_attempts: 1 }).where('id', '=', placed.id).execute();
    expect((await dispatch()).sent).toBe(0);
    t.clock.advance(DISPATCH_LEASE_MS);
    expect((await dispatch()).sent).toBe(1);
    expect((await row(placed.id)).provider_order_id).not.toBeNull();
  });

  it('a send still waiting on a slow provider, up to the longest timeout an owner can set, is not sent again by another sweep', async () => {
    const slow = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, timeoutMs: 5_000 });
    try {
      const m = await memberWith(10_000);
      const placed = await place(m.auth, 100, slow.serviceId);
      slow.panel.state.delayMs = 400;
      const first = dispatch();
      while ((slow.panel.state.calls.add ?? 0) === 0) await sleep(10);
      // The first worker is still waiting for its answer; a provider may take up to 120 s (the admin form's maximum).
      t.clock.advance(120_000);
      await dispatch();
      await first;
      expect(slow.panel.state.calls.add).toBe(1);
      expect((await row(placed.id)).provider_order_id).not.toBeNull();
    } finally {
      await slow.panel.close();
    }
  });

  it('after the attempt limit an order the provider refused every time is cancelled and fully refunded, once', async () => {
    const m = await memberWith(10_000);
    const placed = await place(m.auth, 100);
    await t.app.ctx.db.updateTable('orders').set({ provider_service_id: '999' }).where('id', '=', placed.id).execute(); // "Incorrect service ID"
    for (let attempt = 1; attempt <= 3; attempt++) {
      await dispatch();
      t.clock.advance(dispatchBackoffMs(attempt));
    }
    const r = await row(placed.id);
    expect(r).toMatchObject({ status: OrderStatus.CANCELED, provider_order_id: null, dispatch_attempts: 3, fulfilment: 'settled' });
    expect(r.last_error).toMatch(/rejected: Incorrect service ID/);
    expect(await dispatch()).toMatchObject({ sent: 0 });
    expect((await refundsOf(placed.id)).map((x) => Number(x.delta))).toEqual([1_000]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000, ledgerSum: 10_000 });
  });

  it('a send that timed out but reached the panel is held for a person, neither sent twice nor refunded', async () => {
    const m = await memberWith(10_000);
    const placed = await place(m.auth, 100);
    const adds = up.panel.state.calls.add ?? 0;
    up.panel.state.delayMs = 2_500; // longer than the provider's 1.5 s timeout; the panel still places it
    expect(await dispatch()).toMatchObject({ retrying: 1 });
    up.panel.state.delayMs = 0;
    await sleep(2_600);
    t.clock.advance(dispatchBackoffMs(1));
    expect(await dispatch()).toMatchObject({ sent: 0, retrying: 0, held: 1 });
    const r = await row(placed.id);
    expect(r).toMatchObject({ status: OrderStatus.PENDING, provider_order_id: null, next_dispatch_at: null, held_reason: 'link_refused_after_unknown' });
    expect(r.last_error).toMatch(/^held: rejected: You have active order with this link/);
    t.clock.advance(60 * 60_000);
    expect(await dispatch()).toMatchObject({ sent: 0, cancelled: 0, held: 0 });
    expect((up.panel.state.calls.add ?? 0) - adds).toBe(2); // the timed-out send and the refused retry
    expect(await refundsOf(placed.id)).toEqual([]);
    expect((await t.app.inject({ url: '/rest/health' })).json().jobs.heldDispatch).toBe(1);
    // Out of the way of the other tests' sweeps: a person settles it.
    await t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.COMPLETED, fulfilment: 'settled' }).where('id', '=', placed.id).execute();
  });

  it('an unknown status word, an unknown id or a failing panel changes nothing and is asked again', async () => {
    const m = await memberWith(10_000);
    const a = await place(m.auth, 100);
    const b = await place(m.auth, 100);
    await dispatch();
    up.panel.state.setOrder((await row(a.id)).provider_order_id!, { status: 'Fail', remains: 100 });
    up.panel.state.orders.delete((await row(b.id)).provider_order_id!);
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    const result = await sync();
    expect(result.errors).toBeGreaterThanOrEqual(2);
    expect(await row(a.id)).toMatchObject({ status: OrderStatus.PENDING, last_error: 'Unknown status "Fail"' });
    expect(await row(b.id)).toMatchObject({ status: OrderStatus.PENDING, last_error: 'Incorrect order ID' });

    up.panel.state.fail500 = 5;
    t.clock.advance(SYNC_EVERY_MS);
    await sync();
    up.panel.state.fail500 = 0;
    expect(await row(a.id)).toMatchObject({ status: OrderStatus.PENDING });
    expect((await row(a.id)).last_error).toMatch(/^unavailable/);

    up.panel.state.setOrder((await row(a.id)).provider_order_id!, { status: 'Completed', remains: 0 });
    t.clock.advance(SYNC_EVERY_MS);
    await sync();
    expect(await row(a.id)).toMatchObject({ status: OrderStatus.COMPLETED, last_error: null });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 8_000, ledgerSum: 8_000 });
  });

  it('giving up after the attempt limit never refunds an order that may have reached the provider: it is held', async () => {
    const m = await memberWith(10_000);
    const placed = await place(m.auth, 100);
    for (let attempt = 1; attempt <= 3; attempt++) {
      up.panel.state.fail500 = 1; // a 5xx after the request arrived: the panel may have placed it
      await dispatch();
      t.clock.advance(dispatchBackoffMs(attempt));
    }
    const r = await row(placed.id);
    expect(r).toMatchObject({ status: OrderStatus.PENDING, provider_order_id: null, dispatch_attempts: 3, fulfilment: 'held', held_reason: 'attempts_exhausted', send_unknown: 1 });
    expect(await refundsOf(placed.id)).toEqual([]);
    expect(await dispatch()).toMatchObject({ sent: 0, cancelled: 0 });
    // Out of the way of the other tests: a person checked the panel and settles it.
    await t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.COMPLETED, fulfilment: 'settled' }).where('id', '=', placed.id).execute();
  });

  it('health shows each sweep and the orders still waiting to be sent', async () => {
    const m = await memberWith(10_000);
    await place(m.auth, 100);
    up.panel.state.fail500 = 1;
    await t.app.jobs.runOnce();
    const health = (await t.app.inject({ url: '/rest/health' })).json();
    expect(health.ok).toBe(true);
    expect(health.jobs.sweeps.dispatch).toMatchObject({ runs: 1, lastError: null, lastResult: { retrying: 1 } });
    expect(health.jobs.sweeps.sync.runs).toBe(1);
    expect(health.jobs.waitingDispatch).toBeGreaterThanOrEqual(1);
    expect(health.jobs.stuckDispatch).toBe(0);
    t.clock.advance(11 * 60_000);
    expect((await t.app.inject({ url: '/rest/health' })).json().jobs.stuckDispatch).toBeGreaterThanOrEqual(1);
  });
});

describe.each(dbKinds)('the built-in simulated provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' });
  });
  afterAll(() => t?.close());

  it('carries a demo order from received through in progress to completed', async () => {
    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 50_000);
    const services = (await t.app.inject({ url: '/rest/service/services' })).json() as { id: number; min: number; isReadOnly: boolean }[];
    const service = services.find((s) => !s.isReadOnly)!;
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://www.instagram.com/demo_sim', amount: service.min } });
    expect(res.statusCode, res.body).toBe(201);
    const statusOf = async () => ((await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json() as { status: number; remains: number | null }[])[0]!;

    expect((await dispatchDueOrders(t.app.ctx)).sent).toBe(1);
    t.clock.advance(60_000);
    await syncOrderStatuses(t.app.ctx);
    expect((await statusOf()).status).toBe(OrderStatus.INPROGRESS);
    t.clock.advance(30 * 60_000);
    await syncOrderStatuses(t.app.ctx);
    expect(await statusOf()).toMatchObject({ status: OrderStatus.COMPLETED, remains: 0 });
  });
});
