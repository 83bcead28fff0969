import { OrderStatus, routeMessages } from '@snsshop/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { setRoutes, standInProvider, type PanelProvider } from '../../../test/helpers/stand-in-routes.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { syncOrderStatuses } from '../../jobs/sync-orders.js';
import type { OwnerAlert } from '../../lib/owner-alerts.js';
import { dispatchBackoffMs, FIRST_SYNC_DELAY_MS } from '../orders/fulfilment.js';
import { sendAtLoss } from './send-at-loss.js';

describe.each(dbKinds)('routes and failover between two panels on %s', (kind) => {
  let t: TestApp;
  let one: ProviderService;
  let two: PanelProvider;
  let linkNo = 0;
  const alerts: OwnerAlert[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { DISPATCH_MAX_ATTEMPTS: '3', CIRCUIT_FAILURES: '2', CIRCUIT_COOLDOWN_MS: '60000' });
    one = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, timeoutMs: 1_000 }); // 10원 each
    two = await standInProvider(t.app);
    t.app.ctx.ownerAlerts.subscribe((a) => void alerts.push(a));
  });
  afterAll(async () => {
    await one?.panel.close();
    await two?.panel.close();
    await t?.close();
  });

  async function place(amount = 100) {
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, 10_000);
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: one.serviceId, link: `https://www.instagram.com/p/route_${++linkNo}`, amount } });
    expect(res.statusCode, res.body).toBe(201);
    return { ...m, memberId, order: res.json() as { id: number } };
  }
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const adds = () => ({ one: one.panel.state.calls.add ?? 0, two: two.panel.state.calls.add ?? 0 });
  const bothRoutes = (first: Partial<{ providerServiceId: string; costE7: number | null }> = {}, second: Partial<{ costE7: number | null }> = {}) =>
    setRoutes(t.app, one.serviceId, [
      { providerId: one.providerId, providerServiceId: first.providerServiceId ?? '1', costE7: first.costE7 ?? null },
      { providerId: two.providerId, providerServiceId: '1', costE7: second.costE7 ?? null },
    ]);
  const circuit = (providerId: number) => t.app.ctx.db.selectFrom('provider_circuits').selectAll().where('provider_id', '=', providerId).executeTakeFirst();

  it('the first panel refuses for lack of funds: the second gets the order, once, and status and money follow it there', async () => {
    const [, second] = await bothRoutes();
    const funds = one.panel.state.balanceMicros;
    one.panel.state.balanceMicros = 0;
    try {
      const before = adds();
      const m = await place(100);
      const results = await Promise.all([dispatchDueOrders(t.app.ctx), dispatchDueOrders(t.app.ctx)]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
      expect(adds()).toEqual({ one: before.one + 1, two: before.two + 1 });
      const r = await row(m.order.id);
      expect(r).toMatchObject({ provider_id: two.providerId, route_id: second, fulfilment: 'sent' });
      const upstream = two.panel.state.orders.get(r.provider_order_id!)!;
      expect(upstream).toMatchObject({ link: r.link, quantity: 100 });
      expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 0 });
      expect(adds()).toEqual({ one: before.one + 1, two: before.two + 1 });

      two.panel.state.setOrder(r.provider_order_id!, { status: 'Partial', remains: 40 });
      t.clock.advance(FIRST_SYNC_DELAY_MS);
      await syncOrderStatuses(t.app.ctx);
      const history = (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json() as { id: number; status: number; refunded: number }[];
      expect(history).toEqual([expect.objectContaining({ id: m.order.id, status: OrderStatus.PARTIAL, refunded: 400 })]);
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000 - 1_000 + 400, ledgerSum: 10_000 - 1_000 + 400 });
    } finally {
      one.panel.state.balanceMicros = funds;
    }
  });

  it('an unknown service id on the first route moves the order to the second', async () => {
    await bothRoutes({ providerServiceId: '999' });
    const before = adds();
    const m = await place();
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 1, retrying: 0 });
    expect(adds()).toEqual({ one: before.one + 1, two: before.two + 1 });
    expect(await row(m.order.id)).toMatchObject({ provider_id: two.providerId, fulfilment: 'sent' });
  });

  it('a timeout on the first route never fails over: retried there, then held as today', async () => {
    await bothRoutes();
    const before = adds();
    const m = await place();
    one.panel.state.delayMs = 1_500; // past the 1 s timeout; the panel still places it
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 0, retrying: 1 });
    one.panel.state.delayMs = 0;
    await sleep(1_600);
    t.clock.advance(dispatchBackoffMs(1));
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 0, held: 1 });
    expect(adds()).toEqual({ one: before.one + 2, two: before.two });
    const r = await row(m.order.id);
    expect(r).toMatchObject({ provider_id: one.providerId, fulfilment: 'held', held_reason: 'link_refused_after_unknown', send_unknown: 1, provider_order_id: null });
    expect(r.last_error).toMatch(/active order with this link/);
    await t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.COMPLETED, fulfilment: 'settled' }).where('id', '=', m.order.id).execute();
  });

  it('the circuit opens after 2 failures in a row: new orders go to the second route, the unsure ones wait; one trial closes it', async () => {
    await bothRoutes();
    const a = await place();
    const b = await place();
    one.panel.state.fail500 = 2;
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ retrying: 2 });
    expect(await circuit(one.providerId)).toMatchObject({ state: 'open', failures: 2 });
    expect(alerts.filter((x) => x.kind === 'circuit_open')).toEqual([expect.objectContaining({ providerId: one.providerId, failures: 2 })]);

    const before = adds();
    const c = await place();
    t.clock.advance(dispatchBackoffMs(1));
    const round = await dispatchDueOrders(t.app.ctx);
    expect(round).toMatchObject({ sent: 1 });
    expect(adds()).toEqual({ one: before.one, two: before.two + 1 }); // nothing reached the open circuit
    expect(await row(c.order.id)).toMatchObject({ provider_id: two.providerId, fulfilment: 'sent' });
    for (const o of [a, b]) expect(await row(o.order.id)).toMatchObject({ provider_id: one.providerId, fulfilment: 'due', send_unknown: 1, dispatch_attempts: 1 });

    t.clock.advance(60_000);
    const trial = await dispatchDueOrders(t.app.ctx);
    expect(trial.sent).toBe(1); // one trial; the other waits for its verdict
    expect(adds().one).toBe(before.one + 1);
    expect(await circuit(one.providerId)).toMatchObject({ state: 'closed', failures: 0 });
    t.clock.advance(30_000);
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 1 });
    for (const o of [a, b]) expect(await row(o.order.id)).toMatchObject({ provider_id: one.providerId, fulfilment: 'sent' });
  });

  it('a failed trial opens the circuit again for another cool-down', async () => {
    await bothRoutes();
    one.panel.state.fail500 = 2;
    await place();
    await place();
    await dispatchDueOrders(t.app.ctx);
    expect(await circuit(one.providerId)).toMatchObject({ state: 'open' });
    t.clock.advance(60_000);
    one.panel.state.fail500 = 1;
    const before = adds();
    await dispatchDueOrders(t.app.ctx);
    expect(adds().one).toBe(before.one + 1);
    const c = await circuit(one.providerId);
    expect(c).toMatchObject({ state: 'open' });
    expect(c!.open_until! > t.clock.now().toISOString()).toBe(true);
    t.clock.advance(60_000);
    await dispatchDueOrders(t.app.ctx);
    t.clock.advance(60_000);
    await dispatchDueOrders(t.app.ctx);
    expect(await circuit(one.providerId)).toMatchObject({ state: 'closed' });
  });

  it('the cost guard skips a route at or above the price and under the margin floor; with none left the order is held and the owner told', async () => {
    // The price is 100,000,000 (1/10,000,000 won) a unit: route 1 costs as much, route 2 is cheaper.
    await bothRoutes({ costE7: 100_000_000 }, { costE7: 70_000_000 });
    const before = adds();
    const m = await place();
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 1 });
    expect(adds()).toEqual({ one: before.one, two: before.two + 1 });
    expect(await row(m.order.id)).toMatchObject({ provider_id: two.providerId, cost_won: 700 }); // 100 × 7원

    // A 40% margin floor: route 2 (30% margin) no longer passes either.
    await t.app.ctx.db.insertInto('site_settings').values({ key: 'ROUTE_MARGIN_FLOOR_PCT', value: '40', updated_at: new Date().toISOString() }).execute();
    const waiting = await place();
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 0, held: 1 });
    expect(adds()).toEqual({ one: before.one, two: before.two + 1 });
    const r = await row(waiting.order.id);
    expect(r).toMatchObject({ fulfilment: 'held', held_reason: 'cost_guard', send_unknown: 0, provider_order_id: null, status: OrderStatus.PENDING });
    expect(r.last_error).toMatch(/^held: 원가 보호/);
    expect(alerts).toContainEqual(expect.objectContaining({ kind: 'cost_guard', orderId: waiting.order.id }));
    expect(await balanceAndLedger(t.app, waiting.memberId)).toMatchObject({ balance: 9_000 }); // paid, not refunded: it waits
    t.clock.advance(60 * 60_000);
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 0, held: 0 });

    // Never sent, so the member may still cancel it: refunded in full, once.
    const history = (await t.app.inject({ url: '/rest/service/order-history', headers: waiting.auth })).json() as { id: number; canCancel: boolean }[];
    expect(history[0]).toMatchObject({ id: waiting.order.id, canCancel: true });
    const cancels = await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url: `/rest/service/order/${waiting.order.id}/cancel`, headers: waiting.auth })));
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(await row(waiting.order.id)).toMatchObject({ fulfilment: 'settled', held_reason: null });
    expect(await balanceAndLedger(t.app, waiting.memberId)).toMatchObject({ balance: 10_000, ledgerSum: 10_000 });
    await t.app.ctx.db.deleteFrom('site_settings').where('key', '=', 'ROUTE_MARGIN_FLOOR_PCT').execute();
  });

  it('re-routes the remainder: Partial on route 1 → a child order on route 2 for the rest → the member sees one order and is refunded only what no route delivered, once', async () => {
    await bothRoutes();
    await t.app.ctx.db.updateTable('services').set({ reroute_remainder: 1 }).where('id', '=', one.serviceId).execute();
    try {
      const m = await place(1_000); // 10,000원
      await dispatchDueOrders(t.app.ctx);
      const parent = await row(m.order.id);
      expect(parent.provider_id).toBe(one.providerId);
      one.panel.state.setOrder(parent.provider_order_id!, { status: 'Partial', startCount: 5, remains: 300 });
      t.clock.advance(FIRST_SYNC_DELAY_MS);
      await Promise.all([syncOrderStatuses(t.app.ctx), syncOrderStatuses(t.app.ctx)]);

      const children = await t.app.ctx.db.selectFrom('orders').selectAll().where('parent_order_id', '=', m.order.id).execute();
      expect(children).toHaveLength(1);
      expect(children[0]).toMatchObject({ quantity: 300, charge: 0, provider_id: two.providerId, fulfilment: 'due' });
      const seen = async () => (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json() as { id: number; status: number; refunded: number; remains: number | null }[];
      expect(await seen()).toEqual([expect.objectContaining({ id: m.order.id, status: OrderStatus.INPROGRESS, refunded: 0 })]);
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 0, ledgerSum: 0 });

      const before = adds();
      await dispatchDueOrders(t.app.ctx);
      expect(adds()).toEqual({ one: before.one, two: before.two + 1 });
      const child = await row(children[0]!.id);
      expect(two.panel.state.orders.get(child.provider_order_id!)).toMatchObject({ quantity: 300, link: parent.link });
      two.panel.state.setOrder(child.provider_order_id!, { status: 'Partial', remains: 50 });
      t.clock.advance(FIRST_SYNC_DELAY_MS);
      await Promise.all([syncOrderStatuses(t.app.ctx), syncOrderStatuses(t.app.ctx)]);
      t.clock.advance(FIRST_SYNC_DELAY_MS);
      await syncOrderStatuses(t.app.ctx);

      // 50 of 1,000 never delivered by any route: 50 / 1,000 × 10,000원 = 500원, refunded once.
      expect(await seen()).toEqual([expect.objectContaining({ id: m.order.id, status: OrderStatus.PARTIAL, refunded: 500, remains: 50 })]);
      const refunds = await t.app.ctx.db.selectFrom('point_ledger').select(['delta', 'ref_id']).where('kind', '=', 'refund').where('member_id', '=', m.memberId).execute();
      expect(refunds.map((r) => [Number(r.delta), r.ref_id])).toEqual([[500, String(m.order.id)]]);
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 500, ledgerSum: 500 });
      expect(await row(child.id)).toMatchObject({ status: OrderStatus.PARTIAL, remains: 50, refunded: 0, fulfilment: 'settled' });
      expect((await row(m.order.id)).last_error).toBe('경로를 옮겨 처리 · 미처리 50개 환불 500원 (50 ÷ 1000 × 10000원, 원 미만 버림)');
    } finally {
      await t.app.ctx.db.updateTable('services').set({ reroute_remainder: 0 }).where('id', '=', one.serviceId).execute();
    }
  });

  it('with no route after the one that ended Partial, the remainder is refunded as usual', async () => {
    await setRoutes(t.app, one.serviceId, [{ providerId: one.providerId, providerServiceId: '1' }]);
    await t.app.ctx.db.updateTable('services').set({ reroute_remainder: 1 }).where('id', '=', one.serviceId).execute();
    try {
      const m = await place(100);
      await dispatchDueOrders(t.app.ctx);
      one.panel.state.setOrder((await row(m.order.id)).provider_order_id!, { status: 'Partial', remains: 40 });
      t.clock.advance(FIRST_SYNC_DELAY_MS);
      await syncOrderStatuses(t.app.ctx);
      expect(await row(m.order.id)).toMatchObject({ status: OrderStatus.PARTIAL, refunded: 400 });
      expect(await t.app.ctx.db.selectFrom('orders').select('id').where('parent_order_id', '=', m.order.id).execute()).toEqual([]);
    } finally {
      await t.app.ctx.db.updateTable('services').set({ reroute_remainder: 0 }).where('id', '=', one.serviceId).execute();
    }
  });

  it('with every route switched off the order is held for want of a route, which sending at a loss does not lift', async () => {
    await setRoutes(t.app, one.serviceId, [{ providerId: one.providerId, providerServiceId: '1', costE7: null, enabled: false }]);
    const before = adds();
    const m = await place();
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 0, held: 1 });
    expect(adds()).toEqual(before);
    expect(await row(m.order.id)).toMatchObject({ fulfilment: 'held', held_reason: 'no_route', send_unknown: 0, provider_order_id: null });
    await expect(sendAtLoss(t.app.ctx, { adminId: null }, m.order.id)).rejects.toMatchObject({ statusCode: 409, message: routeMessages.notCostHeld });
    await t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.CANCELED, fulfilment: 'settled', held_reason: null }).where('id', '=', m.order.id).execute();
  });

  it('the owner may send a cost-held order anyway, accepting the loss: it goes to the first route, once', async () => {
    await bothRoutes({ costE7: 120_000_000 }, { costE7: 110_000_000 });
    const m = await place();
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ held: 1 });
    const before = adds();
    const result = await sendAtLoss(t.app.ctx, { adminId: null }, m.order.id);
    expect(result.message).toBe(routeMessages.sentAtLoss);
    await expect(sendAtLoss(t.app.ctx, { adminId: null }, m.order.id)).rejects.toMatchObject({ statusCode: 409, message: routeMessages.notCostHeld });
    expect(await row(m.order.id)).toMatchObject({ fulfilment: 'due', held_reason: null, cost_guard_waived: 1 });
    expect(await dispatchDueOrders(t.app.ctx)).toMatchObject({ sent: 1 });
    expect(adds()).toEqual({ one: before.one + 1, two: before.two });
    expect(await row(m.order.id)).toMatchObject({ provider_id: one.providerId, fulfilment: 'sent', cost_won: 1_200 });
    await expect(sendAtLoss(t.app.ctx, { adminId: null }, 999_999)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('stores the cost the provider reports (charge × exchange rate) once status sync sees it', async () => {
    await t.app.ctx.db.updateTable('providers').set({ exchange_rate: '1400' }).where('id', '=', one.providerId).execute();
    await setRoutes(t.app, one.serviceId, [{ providerId: one.providerId, providerServiceId: '1' }]);
    const m = await place(100);
    await dispatchDueOrders(t.app.ctx);
    const r = await row(m.order.id);
    expect(r.cost_won).toBeNull(); // no synced rate: unknown until the provider reports its charge
    one.panel.state.setOrder(r.provider_order_id!, { status: 'Completed', remains: 0, charge: '0.0901' });
    t.clock.advance(FIRST_SYNC_DELAY_MS);
    await syncOrderStatuses(t.app.ctx);
    expect(await row(m.order.id)).toMatchObject({ status: OrderStatus.COMPLETED, cost_won: 127 }); // 0.0901 × 1400 = 126.14 → 127
    await t.app.ctx.db.updateTable('providers').set({ exchange_rate: '1' }).where('id', '=', one.providerId).execute();
  });
});
