import { heldReasonLabel, msg, OrderStatus, routeMessages, type HeldReason } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import { balanceAndLedger, dbKinds, grantPoints, registerAndLogin } from '../../../test/helpers/test-app.js';
import { DISPATCH_LEASE_MS } from './fulfilment.js';
import { recoverInterruptedSends } from './send-order.js';

/**
 * Why a held order waits is its held_reason column; last_error is only what people read. The flows
 * that hold an order (dispatch, failover, the cost guard) assert the reason they write in their own
 * tests; here, the console and its actions read the column and never the text.
 */
describe.each(dbKinds)('the reason an order is held, on %s', (kind) => {
  let t: AdminTestApp;
  let guarded: ProviderService;
  let unguarded: ProviderService;
  let linkNo = 0;

  beforeAll(async () => {
    t = await createAdminTestApp(kind, { DISPATCH_MAX_ATTEMPTS: '3' });
    guarded = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000 });
    unguarded = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000, guardsLink: false });
  });
  afterAll(async () => {
    await Promise.all([guarded, unguarded].map((p) => p?.panel.close()));
    await t?.close();
  });

  async function placed(serviceId = guarded.serviceId) {
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, 5_000);
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId, link: `https://www.instagram.com/p/held_${kind}_${++linkNo}`, amount: 100 } });
    expect(res.statusCode, res.body).toBe(201);
    return { memberId, id: (res.json() as { id: number }).id };
  }
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** An order as a hold leaves it, with a reason and a message that need not agree. */
  const hold = (id: number, reason: HeldReason, text: string, sendUnknown = 0) =>
    t.app.ctx.db.updateTable('orders').set({ fulfilment: 'held', held_reason: reason, send_unknown: sendUnknown, next_dispatch_at: null, last_error: text }).where('id', '=', id).execute();
  const detail = async (id: number) => (await t.call('GET', `/rest/admin/orders/${id}`)).json() as { order: { heldReason: HeldReason | null; held: boolean }; events: { text: string }[] };

  it('a send cut off mid-call is held as an unknown outcome, or as attempts exhausted where a resend could be refused', async () => {
    const cut = async (serviceId: number, attempts: number) => {
      const o = await placed(serviceId);
      await t.app.ctx.db.updateTable('orders').set({ fulfilment: 'sending', dispatch_attempts: attempts, next_dispatch_at: t.clock.now().toISOString() }).where('id', '=', o.id).execute();
      return o.id;
    };
    const atUnguarded = await cut(unguarded.serviceId, 1);
    const outOfAttempts = await cut(guarded.serviceId, 3);
    const retried = await cut(guarded.serviceId, 1);
    t.clock.advance(DISPATCH_LEASE_MS);
    expect(await recoverInterruptedSends(t.app.ctx)).toBe(3);
    expect(await row(atUnguarded)).toMatchObject({ fulfilment: 'held', held_reason: 'unknown_outcome', send_unknown: 1 });
    expect(await row(outOfAttempts)).toMatchObject({ fulfilment: 'held', held_reason: 'attempts_exhausted', send_unknown: 1 });
    expect(await row(retried)).toMatchObject({ fulfilment: 'due', held_reason: null, send_unknown: 1 });
    expect((await detail(outOfAttempts)).order).toMatchObject({ held: true, heldReason: 'attempts_exhausted' });
    for (const id of [atUnguarded, outOfAttempts, retried]) await t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.COMPLETED, fulfilment: 'settled', held_reason: null }).where('id', '=', id).execute();
  });

  it('손해 감수하고 보내기 takes an order whose reason is the cost guard, whatever its message says, and no other', async () => {
    const costHeld = await placed();
    await hold(costHeld.id, 'cost_guard', 'held: 공급 경로 점검 중');
    const lookalike = await placed();
    await hold(lookalike.id, 'no_route', 'held: 원가 보호: 판매가보다 원가가 높거나 최소 마진에 못 미쳐 보낼 수 있는 공급 경로가 없습니다');

    const seen = await detail(costHeld.id);
    expect(seen.order).toMatchObject({ held: true, heldReason: 'cost_guard' });
    expect(seen.events.map((e) => e.text)).toContain(`확인 필요 (${heldReasonLabel.cost_guard}): held: 공급 경로 점검 중`);
    expect((await detail(lookalike.id)).order.heldReason).toBe('no_route');

    const refused = await t.call('POST', `/rest/admin/orders/${lookalike.id}/send-at-loss`);
    expect(refused.json()).toEqual({ statusCode: 409, message: routeMessages.notCostHeld });
    expect(await row(lookalike.id)).toMatchObject({ fulfilment: 'held', held_reason: 'no_route', cost_guard_waived: 0 });

    const sent = await t.call('POST', `/rest/admin/orders/${costHeld.id}/send-at-loss`);
    expect(sent.json()).toMatchObject({ message: routeMessages.sentAtLoss, order: { id: costHeld.id, held: false, heldReason: null } });
    expect(await row(costHeld.id)).toMatchObject({ fulfilment: 'due', held_reason: null, cost_guard_waived: 1 });
    expect((await t.call('POST', `/rest/admin/orders/${costHeld.id}/send-at-loss`)).statusCode).toBe(409);

    // An unknown outcome is never sent at a loss, even with the cost guard's reason on it.
    const unsure = await placed();
    await hold(unsure.id, 'cost_guard', 'held: 원가 보호', 1);
    expect((await t.call('POST', `/rest/admin/orders/${unsure.id}/send-at-loss`)).statusCode).toBe(409);
  });

  it('the reason is cleared when the hold ends: re-dispatched by a person, or cancelled and refunded', async () => {
    const checked = await placed();
    await hold(checked.id, 'link_refused_after_unknown', 'held: rejected: You have active order with this link.', 1);
    const res = await t.call('POST', `/rest/admin/orders/${checked.id}/redispatch`);
    expect(res.json()).toMatchObject({ message: msg.admin.redispatched, order: { held: false, heldReason: null } });
    expect(await row(checked.id)).toMatchObject({ fulfilment: 'due', held_reason: null, send_unknown: 0 });

    const dropped = await placed();
    await hold(dropped.id, 'no_route', 'held: 사용 중인 공급 경로가 없습니다');
    const cancelled = await t.call('POST', `/rest/admin/orders/${dropped.id}/cancel`, { reason: '공급처 없음' });
    expect(cancelled.json()).toMatchObject({ message: msg.admin.orderCancelled, order: { status: OrderStatus.CANCELED, heldReason: null } });
    expect(await row(dropped.id)).toMatchObject({ fulfilment: 'settled', held_reason: null });
    expect(await balanceAndLedger(t.app, dropped.memberId)).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });
  });
});
