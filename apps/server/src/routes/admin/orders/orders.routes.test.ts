import { AutoOrderStatus, msg, OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../../../test/helpers/stand-in-provider.js';
import { balanceAndLedger, dbKinds, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../../jobs/dispatch-orders.js';
import { syncOrderStatuses } from '../../../jobs/sync-orders.js';
import { memberIdOf } from '../../../../test/helpers/charges.js';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { linkMaker } from '../../../../test/helpers/links.js';

describe.each(dbKinds)('admin orders on %s', (kind) => {
  let t: AdminTestApp;
  let up: ProviderService;
  const freshLink = linkMaker(`https://www.instagram.com/p/admin_`);

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000 }); // 10원 each
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
  });

  async function memberWith(points: number) {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: points ? await grantPoints(t.app, m.id, points) : await memberIdOf(t.app, m.id) };
  }
  async function place(auth: Record<string, string>, amount = 100, extra: object = {}) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId: up.serviceId, link: freshLink(), amount, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; point: number };
  }
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refunds = (id: number) => t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(id)).execute();
  const sent = async (auth: Record<string, string>, amount = 100) => {
    const o = await place(auth, amount);
    await dispatchDueOrders(t.app.ctx);
    expect((await row(o.id)).provider_order_id).not.toBeNull();
    return o;
  };

  it('cancels an unsent order with a full refund exactly once, and dispatch never sends it', async () => {
    const m = await memberWith(5_000);
    const o = await place(m.auth, 100); // 1,000원
    const results = await Promise.all([1, 2, 3].map(() => t.call('POST', `/rest/admin/orders/${o.id}/cancel`, { reason: '고객 요청' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ok = results.find((r) => r.statusCode === 200)!.json();
    expect(ok).toMatchObject({ message: msg.admin.orderCancelled, providerCancel: 'not-sent', order: { id: o.id, status: OrderStatus.CANCELED, refunded: 1_000 } });
    expect(await refunds(o.id)).toEqual([{ delta: 1_000 }]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5_000, ledgerSum: 5_000, rows: 3 });
    const before = up.panel.state.calls.add ?? 0;
    await dispatchDueOrders(t.app.ctx);
    expect(up.panel.state.calls.add ?? 0).toBe(before);
    const audit = await auditOf(t.app, 'order', o.id);
    expect(audit.map((a) => a.action)).toEqual(['order.cancel']);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: OrderStatus.CANCELED, refunded: 1_000, reason: '고객 요청' });
    const history = (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json();
    expect(history.find((h: { id: number }) => h.id === o.id).status).toBe(OrderStatus.CANCELED);
  });

  it('forwards the cancel of a sent order and refunds only when the provider reports it cancelled, once', async () => {
    const m = await memberWith(5_000);
    const o = await sent(m.auth, 200); // 2,000원
    const res = await t.call('POST', `/rest/admin/orders/${o.id}/cancel`);
    expect(res.json()).toMatchObject({ message: msg.admin.cancelRequested, providerCancel: 'ok', order: { status: OrderStatus.PENDING, fulfilment: 'cancel_requested', refunded: 0 } });
    expect(await refunds(o.id)).toEqual([]);
    expect(up.panel.state.orders.get((await row(o.id)).provider_order_id!)!.status).toBe('Canceled');
    t.clock.advance(60_000);
    await Promise.all([syncOrderStatuses(t.app.ctx), syncOrderStatuses(t.app.ctx)]);
    expect(await row(o.id)).toMatchObject({ status: OrderStatus.CANCELED, fulfilment: 'settled' });
    expect(await refunds(o.id)).toEqual([{ delta: 2_000 }]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });
    expect((await t.call('POST', `/rest/admin/orders/${o.id}/cancel`)).json()).toEqual({ statusCode: 409, message: msg.admin.orderNotActive });
  });

  it('asks before refunding an order the provider will not cancel, and refunds when forced', async () => {
    const m = await memberWith(5_000);
    const o = await sent(m.auth, 100);
    up.panel.state.setOrder((await row(o.id)).provider_order_id!, { status: 'Processing' });
    const refused = await t.call('POST', `/rest/admin/orders/${o.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      message: msg.admin.providerCancelFailed('This order cannot be canceled'),
      data: { providerError: 'This order cannot be canceled' },
    });
    expect(await refunds(o.id)).toEqual([]);
    expect(await auditOf(t.app, 'order', o.id)).toEqual([]);
    const forced = await t.call('POST', `/rest/admin/orders/${o.id}/cancel`, { force: true, reason: '공급처 지연' });
    expect(forced.json()).toMatchObject({ providerCancel: 'failed', providerError: 'This order cannot be canceled', order: { status: OrderStatus.CANCELED, refunded: 1_000 } });
    expect(await refunds(o.id)).toEqual([{ delta: 1_000 }]);
    // The provider delivers anyway: flagged to the owner with its value, never a second refund.
    expect((await row(o.id)).fulfilment).toBe('watching');
    up.panel.state.setOrder((await row(o.id)).provider_order_id!, { status: 'Completed', remains: 0 });
    t.clock.advance(60_000);
    await Promise.all([syncOrderStatuses(t.app.ctx), syncOrderStatuses(t.app.ctx)]);
    expect(await row(o.id)).toMatchObject({ status: OrderStatus.CANCELED, fulfilment: 'settled', late_delivered: 100, late_delivery_won: 1_000 });
    expect(await refunds(o.id)).toEqual([{ delta: 1_000 }]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });
    const detail = (await t.call('GET', `/rest/admin/orders/${o.id}`)).json();
    expect(detail.order).toMatchObject({ lateDelivered: 100, lateDeliveryWon: 1_000 });
    expect(detail.events.some((e: { kind: string }) => e.kind === 'late')).toBe(true);
    const dash = (await t.call('GET', '/rest/admin/dashboard')).json();
    expect(dash.lateDeliveries).toMatchObject({ count: expect.any(Number), won: expect.any(Number) });
    expect(dash.lateDeliveries.orders.map((x: { id: number }) => x.id)).toContain(o.id);
  });

  it('marks a sent order partial and refunds the undelivered share exactly once, even racing the sync', async () => {
    const m = await memberWith(5_000);
    const o = await sent(m.auth, 300); // 3,000원
    const providerId = (await row(o.id)).provider_order_id!;
    expect((await t.call('POST', `/rest/admin/orders/${o.id}/partial`, { remains: 301 })).json()).toEqual({ statusCode: 400, message: msg.admin.remainsInvalid });
    expect((await t.call('POST', `/rest/admin/orders/${o.id}/partial`, { remains: -1 })).statusCode).toBe(400);
    up.panel.state.setOrder(providerId, { status: 'Completed', remains: 0 });
    t.clock.advance(60_000);
    const [partial] = await Promise.all([t.call('POST', `/rest/admin/orders/${o.id}/partial`, { remains: 100, reason: '일부 미작업' }), syncOrderStatuses(t.app.ctx)]);
    const final = await row(o.id);
    if (partial!.statusCode === 200) {
      expect(partial!.json()).toMatchObject({ message: msg.admin.markedPartial, order: { status: OrderStatus.PARTIAL, remains: 100, refunded: 1_000 } });
      expect(await refunds(o.id)).toEqual([{ delta: 1_000 }]);
    } else {
      expect(partial!.json()).toEqual({ statusCode: 409, message: msg.admin.orderNotActive });
      expect(final.status).toBe(OrderStatus.COMPLETED);
      expect(await refunds(o.id)).toEqual([]);
    }
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ ledgerSum: (await balanceAndLedger(t.app, m.memberId)).balance });
    expect((await t.call('POST', `/rest/admin/orders/${o.id}/partial`, { remains: 10 })).statusCode).toBe(409);

    // Without the race: 7 of 70 undelivered on a 700원 order is 70원, refunded once.
    const p = await sent(m.auth, 70);
    const first = await t.call('POST', `/rest/admin/orders/${p.id}/partial`, { remains: 7 });
    expect(first.json().order).toMatchObject({ status: OrderStatus.PARTIAL, refunded: 70 });
    expect((await t.call('POST', `/rest/admin/orders/${p.id}/partial`, { remains: 7 })).statusCode).toBe(409);
    expect(await refunds(p.id)).toEqual([{ delta: 70 }]);
    const unsent = await place(m.auth, 10);
    expect((await t.call('POST', `/rest/admin/orders/${unsent.id}/partial`, { remains: 5 })).json()).toEqual({ statusCode: 409, message: msg.admin.partialNeedsDispatch });
  });

  it('re-dispatches a held order once a person has checked it, and never one being sent', async () => {
    const m = await memberWith(5_000);
    const o = await place(m.auth, 100);
    // What dispatch does when a timed-out send may have reached the panel.
    await t.app.ctx.db
      .updateTable('orders')
      .set({ fulfilment: 'held', send_unknown: 1, next_dispatch_at: null, dispatch_attempts: 3, last_error: 'held: rejected: You have active order with this link.' })
      .where('id', '=', o.id)
      .execute();
    const dash = (await t.call('GET', '/rest/admin/dashboard')).json();
    expect(dash.stuck.held).toBeGreaterThanOrEqual(1);
    expect(dash.stuck.orders.find((x: { id: number }) => x.id === o.id)).toMatchObject({ held: true, canRedispatch: true });
    expect((await t.call('GET', '/rest/admin/orders?stuck=true')).json().items.map((x: { id: number }) => x.id)).toContain(o.id);
    await dispatchDueOrders(t.app.ctx);
    expect((await row(o.id)).provider_order_id).toBeNull();

    const res = await t.call('POST', `/rest/admin/orders/${o.id}/redispatch`);
    expect(res.json()).toMatchObject({ message: msg.admin.redispatched, order: { id: o.id, held: false, dispatchAttempts: 0, lastError: null } });
    await dispatchDueOrders(t.app.ctx);
    expect((await row(o.id)).provider_order_id).not.toBeNull();
    expect((await t.call('POST', `/rest/admin/orders/${o.id}/redispatch`)).json()).toEqual({ statusCode: 409, message: msg.admin.orderNotRedispatchable });
    expect((await auditOf(t.app, 'order', o.id)).map((a) => a.action)).toEqual(['order.redispatch']);

    // A send in flight (claimed a moment ago) is left alone.
    const busy = await place(m.auth, 100);
    const now = t.clock.now();
    await t.app.ctx.db
      .updateTable('orders')
      .set({ fulfilment: 'sending', next_dispatch_at: new Date(now.getTime() + 120_000).toISOString(), updated_at: now.toISOString(), dispatch_attempts: 1 })
      .where('id', '=', busy.id)
      .execute();
    expect((await t.call('POST', `/rest/admin/orders/${busy.id}/redispatch`)).json()).toEqual({ statusCode: 409, message: msg.admin.orderDispatching });
    expect((await t.call('POST', `/rest/admin/orders/${busy.id}/cancel`)).json()).toEqual({ statusCode: 409, message: msg.admin.orderDispatching });
    t.clock.advance(121_000);
    expect((await t.call('POST', `/rest/admin/orders/${busy.id}/redispatch`)).statusCode).toBe(200);
  });

  it('searches orders by member, status, link and day, and shows one with its history', async () => {
    const m = await memberWith(5_000);
    const a = await place(m.auth, 10);
    const b = await sent(m.auth, 20);
    const list = (await t.call('GET', `/rest/admin/orders?loginId=${m.id.toUpperCase()}`)).json();
    expect(list.items.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    expect(list.items[0]).toMatchObject({ loginId: m.id.toLowerCase(), serviceId: up.serviceId, quantity: 20, charge: 200, providerId: up.providerId, providerName: 'stand-in' });
    const memberId = (await t.call('GET', `/rest/admin/orders?memberId=${m.memberId}&status=${OrderStatus.PENDING}`)).json();
    expect(memberId.items.length).toBe(2);
    const link = (await row(a.id)).link;
    expect((await t.call('GET', `/rest/admin/orders?link=${encodeURIComponent(link.slice(-8))}`)).json().items.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const day = new Date(t.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
    expect((await t.call('GET', `/rest/admin/orders?memberId=${m.memberId}&from=${day}&to=${day}`)).json().total).toBe(2);
    expect((await t.call('GET', `/rest/admin/orders?memberId=${m.memberId}&from=2000-01-01&to=2000-01-02`)).json().total).toBe(0);
    expect((await t.call('GET', '/rest/admin/orders?from=yesterday')).statusCode).toBe(400);

    const detail = (await t.call('GET', `/rest/admin/orders/${b.id}`)).json();
    expect(detail.order.providerOrderId).not.toBeNull();
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'dispatched']);
    expect(detail.ledger).toEqual([expect.objectContaining({ kind: 'order', delta: -200 })]);
    expect((await t.call('GET', '/rest/admin/orders/99999999')).json()).toEqual({ statusCode: 404, message: msg.admin.orderNotFound });
  });

  it('lists and cancels an active auto-order', async () => {
    const m = await memberWith(50_000);
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: up.serviceId, link: freshLink(), amount: 10, runs: 3, interval: 60 } });
    expect(res.statusCode, res.body).toBe(201);
    const autoId = (await t.app.ctx.db.selectFrom('auto_orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const list = (await t.call('GET', `/rest/admin/auto-orders?memberId=${m.memberId}`)).json();
    expect(list.items[0]).toMatchObject({ id: autoId, loginId: m.id.toLowerCase(), quantity: 10, runs: 3, interval: 60, unitPrice: 10, status: AutoOrderStatus.ACTIVE });
    const cancelled = await t.call('POST', `/rest/admin/auto-orders/${autoId}/cancel`);
    expect(cancelled.json()).toMatchObject({ id: autoId, status: AutoOrderStatus.CANCLED, nextRunAt: null });
    expect((await t.call('POST', `/rest/admin/auto-orders/${autoId}/cancel`)).json()).toEqual({ statusCode: 409, message: msg.autoOrder.notActive });
    expect((await t.call('GET', `/rest/admin/auto-orders/${autoId}`)).json().autoOrder.status).toBe(AutoOrderStatus.CANCLED);
    expect((await auditOf(t.app, 'auto-order', autoId)).map((a) => a.action)).toEqual(['auto-order.cancel']);
  });

  it('shows today\'s top-ups and spending on the dashboard', async () => {
    const before = (await t.call('GET', '/rest/admin/dashboard')).json();
    const m = await memberWith(0);
    const charge = await t.app.inject({ method: 'POST', url: '/rest/service/point', headers: m.auth, payload: { name: '대시보드', point: 30_000 } });
    expect((await t.call('POST', `/rest/admin/charges/${charge.json().charge.id}/approve`)).statusCode).toBe(200);
    const o = await place(m.auth, 500); // 5,000원
    await t.call('POST', `/rest/admin/orders/${o.id}/cancel`);
    await place(m.auth, 100); // 1,000원
    const after = (await t.call('GET', '/rest/admin/dashboard')).json();
    expect(after.today.topUps - before.today.topUps).toBe(30_000);
    expect(after.today.topUpCount - before.today.topUpCount).toBe(1);
    expect(after.today.spending - before.today.spending).toBe(1_000);
    expect(after.today.orderCount - before.today.orderCount).toBe(2);
    expect(after.month.topUps).toBeGreaterThanOrEqual(after.today.topUps);
    expect(after.ordersByStatus.map((s: { status: number }) => s.status)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(after.providers[0]).toMatchObject({ id: null, balance: '100000000', currency: 'KRW', error: null });
    expect(after.providers.find((p: { id: number }) => p.id === up.providerId)).toMatchObject({ balance: expect.any(String), error: null });
    expect(after.jobs).toMatchObject({ enabled: false });
    expect(Object.keys(after.jobs.sweeps)).toContain('dispatch');
    expect((await auditOf(t.app, 'charge', charge.json().charge.id)).map((a) => a.action)).toEqual(['charge.approve']);
  });
});
