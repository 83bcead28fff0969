import { msg, PaymentStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMoney, registeredMember } from '../../../../test/helpers/members.js';
import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers/test-app.js';
import { expireCharges } from '../../../jobs/expire-charges.js';
import { startStandInToss, type StandInToss } from '../../../../test/stand-ins/toss.js';
import { invoice, pendingCharge, setSetting } from '../../../../test/helpers/charges.js';

describe.each(dbKinds)('Toss payment against a local stand-in on %s', (kind) => {
  let t: TestApp;
  let toss: StandInToss;
  beforeAll(async () => {
    toss = await startStandInToss();
    t = await createTestApp(kind, { TOSS_CLIENT_KEY: toss.clientKey, TOSS_SECRET_KEY: toss.secretKey, TOSS_BASE_URL: toss.url, PAYMENT_TIMEOUT_MS: '300' });
    await setSetting(t.app, 'ENABLE_TOSS_PAYMENT', true);
  });
  afterAll(async () => {
    await t?.close();
    await toss?.close();
  });

  const checkout = (auth: Record<string, string>, id: number) => t.app.inject({ method: 'POST', url: `/rest/service/point/${id}/toss`, headers: auth });
  const confirm = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/rest/service/point/toss/confirm', headers: auth, payload });
  const webhook = (paymentKey: string) =>
    t.app.inject({ method: 'POST', url: '/rest/webhooks/toss', payload: { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: '2026-11-21T12:01:00.000000', data: { paymentKey, status: 'DONE' } } });
  /** A member with a pending charge, its stored Toss order, and the buyer having approved the window. */
  async function paidWindow(point = 10_000, extra: object = {}) {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '토스 결제', point, ...extra });
    const res = await checkout(m.auth, c.id);
    expect(res.statusCode).toBe(200);
    const order = res.json() as { orderId: string; amount: number };
    const paymentKey = toss.authorize(order.orderId, order.amount);
    return { m, c, order, paymentKey };
  }

  it('stores orderId and amount before the window opens and answers what the window needs', async () => {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '토스 결제', point: 10_000, feeType: 'FEE', feeValue: invoice });
    const first = await checkout(m.auth, c.id);
    expect(first.json()).toEqual({
      clientKey: toss.clientKey,
      orderId: expect.stringMatching(/^[A-Za-z0-9_-]{6,64}$/),
      orderName: '포인트 충전 10,000원',
      amount: 11_000,
      customerKey: expect.stringMatching(/^m_[0-9a-f]{40}$/),
    });
    expect((await checkout(m.auth, c.id)).json().orderId).toBe(first.json().orderId);
    const stored = await t.app.ctx.db.selectFrom('point_charges').select(['toss_order_id', 'toss_amount']).where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ toss_order_id: first.json().orderId, toss_amount: 11_000 });
  });

  it('confirms with the secret key and credits once, however often the redirect is replayed', async () => {
    const { m, c, order, paymentKey } = await paidWindow(25_000);
    const res = await confirm(m.auth, { paymentKey, orderId: order.orderId, amount: String(order.amount) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ charge: expect.objectContaining({ id: c.id, status: PaymentStatus.SUCCESS, point: 25_000 }), balance: 25_000 });
    const again = await Promise.all(Array.from({ length: 5 }, () => confirm(m.auth, { paymentKey, orderId: order.orderId, amount: order.amount })));
    expect(again.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    await expectMoney(t.app, m.memberId, 25_000, 1);
    expect((await webhook(paymentKey)).json()).toEqual({ status: 'already' });
    await expectMoney(t.app, m.memberId, 25_000, 1);
  });

  it('refuses a redirect whose amount was tampered with, without confirming anything', async () => {
    const { m, c, order, paymentKey } = await paidWindow(30_000);
    const before = toss.confirms.length;
    for (const amount of [100, order.amount - 1, order.amount + 1]) {
      const res = await confirm(m.auth, { paymentKey, orderId: order.orderId, amount });
      expect(res.json()).toEqual({ statusCode: 400, message: msg.charge.tossAmountMismatch });
    }
    expect(toss.confirms.length).toBe(before);
    expect(toss.payments.get(paymentKey)!.status).toBe('READY');
    const listed = (await t.app.inject({ url: '/rest/service/point-history', headers: m.auth })).json();
    expect(listed[0]).toMatchObject({ id: c.id, status: PaymentStatus.PENDING });
    await expectMoney(t.app, m.memberId, 0, 0);
  });

  it('credits once when a confirm is retried after Toss answered too late', async () => {
    const { m, order, paymentKey } = await paidWindow(40_000);
    toss.slowConfirm.next = 1;
    toss.slowConfirm.delayMs = 800;
    const timedOut = await confirm(m.auth, { paymentKey, orderId: order.orderId, amount: order.amount });
    expect(timedOut.json()).toEqual({ statusCode: 502, message: msg.charge.tossDelayed });
    expect(toss.payments.get(paymentKey)!.status).toBe('DONE'); // Toss did take the money
    await expectMoney(t.app, m.memberId, 0, 0);

    const retried = await confirm(m.auth, { paymentKey, orderId: order.orderId, amount: order.amount });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().balance).toBe(40_000);
    expect((await confirm(m.auth, { paymentKey, orderId: order.orderId, amount: order.amount })).statusCode).toBe(200);
    const keys = toss.confirms.filter((x) => x.paymentKey === paymentKey).map((x) => x.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    await expectMoney(t.app, m.memberId, 40_000, 1);
  });

  it('credits from a webhook only after re-reading the payment, once per paymentKey', async () => {
    const { m, order, paymentKey } = await paidWindow(50_000);
    expect((await webhook(paymentKey)).json()).toEqual({ status: 'ignored' }); // not confirmed yet: READY at Toss
    toss.slowConfirm.next = 1;
    toss.slowConfirm.delayMs = 800;
    expect((await confirm(m.auth, { paymentKey, orderId: order.orderId, amount: order.amount })).statusCode).toBe(502);
    const deliveries = await Promise.all(Array.from({ length: 4 }, () => webhook(paymentKey)));
    expect(deliveries.map((r) => r.json().status).sort()).toEqual(['already', 'already', 'already', 'credited']);
    await expectMoney(t.app, m.memberId, 50_000, 1);
    expect((await confirm(m.auth, { paymentKey, orderId: order.orderId, amount: order.amount })).json().balance).toBe(50_000);
    expect((await webhook('tgen_forged_key')).json()).toEqual({ status: 'ignored' });
    await expectMoney(t.app, m.memberId, 50_000, 1);
  });

  it("answers 404 for another member's charge or order, 409 for an ended charge, 400 when Toss is off", async () => {
    const { order, paymentKey, c } = await paidWindow(12_000);
    const other = await registeredMember(t.app);
    expect((await checkout(other.auth, c.id)).json()).toEqual({ statusCode: 404, message: msg.charge.notFound });
    expect((await checkout(other.auth, 999_999)).statusCode).toBe(404);
    expect((await confirm(other.auth, { paymentKey, orderId: order.orderId, amount: order.amount })).json()).toEqual({ statusCode: 404, message: msg.charge.notFound });
    await expectMoney(t.app, other.memberId, 0, 0);

    const late = await pendingCharge(t.app, other.auth, { name: '토스 만료', point: 5_000 });
    const lateOrder = (await checkout(other.auth, late.id)).json();
    const latePayment = toss.authorize(lateOrder.orderId, lateOrder.amount);
    t.clock.advance(3 * 3600_000);
    await expireCharges(t.app.ctx);
    expect((await checkout(other.auth, late.id)).json()).toEqual({ statusCode: 409, message: msg.charge.notPending });
    expect((await confirm(other.auth, { paymentKey: latePayment, orderId: lateOrder.orderId, amount: lateOrder.amount })).json()).toEqual({
      statusCode: 409,
      message: msg.charge.notPending,
    });
    expect(toss.payments.get(latePayment)!.status).toBe('READY');
    await expectMoney(t.app, other.memberId, 0, 0);

    await setSetting(t.app, 'ENABLE_TOSS_PAYMENT', false);
    try {
      const fresh = await pendingCharge(t.app, other.auth, { name: '토스 꺼짐', point: 5_000 });
      expect((await checkout(other.auth, fresh.id)).json()).toEqual({ statusCode: 400, message: msg.charge.tossUnavailable });
    } finally {
      await setSetting(t.app, 'ENABLE_TOSS_PAYMENT', true);
    }
  });
});
