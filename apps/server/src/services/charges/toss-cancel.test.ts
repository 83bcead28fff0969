import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { setSetting } from '../../../test/helpers/charges.js';
import { askRefund, ledgerKinds, movePoints, tossCharge } from '../../../test/helpers/refunds.js';
import { balanceAndLedger, dbKinds } from '../../../test/helpers/test-app.js';
import { startStandInToss, type StandInToss } from '../../../test/stand-ins/toss.js';
import { reconcileFinishedDays } from '../../jobs/reconcile-days.js';

/**
 * A payment the member (or the card company) cancelled at Toss itself, after the shop credited it as
 * points: Toss's webhook, read again from Toss, takes the points back exactly once — however often it
 * arrives, and while a refund request races it — never below zero (what was spent is the owner's
 * shortfall), and the owner is told.
 */
describe.each(dbKinds)('a credited Toss payment cancelled at Toss, on %s', (kind) => {
  let t: AdminTestApp;
  let toss: StandInToss;
  let tx = 0;
  beforeAll(async () => {
    toss = await startStandInToss();
    t = await createAdminTestApp(kind, { TOSS_CLIENT_KEY: toss.clientKey, TOSS_SECRET_KEY: toss.secretKey, TOSS_BASE_URL: toss.url, PAYMENT_TIMEOUT_MS: '2000' });
    await setSetting(t.app, 'ENABLE_TOSS_PAYMENT', true);
  });
  afterAll(async () => {
    await t?.close();
    await toss?.close();
  });

  /** Toss's own record of a cancel made in its dashboard or by the card company. */
  function cancelAtToss(paymentKey: string, amount: number) {
    const p = toss.payments.get(paymentKey)!;
    const cancels = [...(p.cancels ?? []), { cancelAmount: amount, cancelReason: '구매자 요청', canceledAt: new Date().toISOString(), transactionKey: `tx_${kind}_${++tx}` }];
    const left = p.amount - cancels.reduce((s, c) => s + c.cancelAmount, 0);
    Object.assign(p, { cancels, status: left > 0 ? 'PARTIAL_CANCELED' : 'CANCELED' });
  }
  const webhook = (paymentKey: string) => t.app.inject({ method: 'POST', url: '/rest/webhooks/toss', payload: { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey } } });
  const cancelRows = (memberId: number) => t.app.ctx.db.selectFrom('toss_cancels').selectAll().where('member_id', '=', memberId).execute();
  const alerts = (chargeId: number) => t.app.ctx.db.selectFrom('owner_alerts').select(['kind', 'line']).where('kind', '=', 'charge.toss_cancelled').where('line', 'like', `%충전 #${chargeId}의%`).execute();

  it('a whole cancel takes the points back once, however many webhooks arrive at once; what was spent is the owner\'s shortfall', async () => {
    const { m, c, paymentKey } = await tossCharge(t, toss, 10_000);
    await movePoints(t.app, m.memberId, -4_000, 'order');
    cancelAtToss(paymentKey, 10_000);
    const answers = await Promise.all([webhook(paymentKey), webhook(paymentKey), webhook(paymentKey)]);
    expect(answers.map((a) => a.json().status).sort()).toEqual(['already', 'already', 'taken_back']);
    expect((await webhook(paymentKey)).json()).toEqual({ status: 'already' });
    expect(await cancelRows(m.memberId)).toMatchObject([{ charge_id: c.id, amount: 10_000, points: 10_000, taken: 6_000, shortfall: 4_000 }]);
    expect((await ledgerKinds(t.app, m.memberId)).map((r) => r.kind)).toEqual(['charge', 'order', 'charge_cancel']);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 0, ledgerSum: 0, minBalanceAfter: 0 });
    expect(await alerts(c.id)).toEqual([{ kind: 'charge.toss_cancelled', line: expect.stringContaining('이미 사용한 4,000원은 회수하지 못함') }]);
  });

  it('a cancel at Toss whose webhook never came is taken back by the daily reconciliation, which reads Toss again first', async () => {
    const { m, c, paymentKey } = await tossCharge(t, toss, 10_000);
    cancelAtToss(paymentKey, 10_000); // and Toss's webhook is lost
    expect(await reconcileFinishedDays(t.app.ctx)).not.toBeNull();
    expect(await cancelRows(m.memberId)).toMatchObject([{ charge_id: c.id, amount: 10_000, points: 10_000, taken: 10_000, shortfall: 0 }]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 0, ledgerSum: 0, minBalanceAfter: 0 });
    expect(await alerts(c.id)).toHaveLength(1);
    // the webhook arriving after all finds it done
    expect((await webhook(paymentKey)).json()).toEqual({ status: 'already' });
  });

  it('partial cancels at Toss take back each cancel once, as it comes', async () => {
    const { m, paymentKey } = await tossCharge(t, toss, 10_000);
    cancelAtToss(paymentKey, 3_000);
    expect((await webhook(paymentKey)).json()).toEqual({ status: 'taken_back' });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 7_000, ledgerSum: 7_000 });
    // what is left of the charge is what may still be refunded
    const lots = (await t.app.inject({ url: '/rest/service/point/refunds', headers: m.auth })).json();
    expect(JSON.stringify(lots)).toContain('"refundable":7000');
    cancelAtToss(paymentKey, 2_000);
    await Promise.all([webhook(paymentKey), webhook(paymentKey)]);
    expect((await cancelRows(m.memberId)).map((r) => Number(r.taken))).toEqual([3_000, 2_000]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });
  });

  it('a refund request racing the cancel: its hold is released and the request closed, the points taken back once, never below zero', async () => {
    const { m, c, paymentKey } = await tossCharge(t, toss, 10_000);
    cancelAtToss(paymentKey, 10_000);
    const [asked] = await Promise.all([askRefund(t.app, m.auth, { chargeId: c.id, points: 10_000 }), webhook(paymentKey), webhook(paymentKey)]);
    // whichever came first, the member ends with nothing of the charge and nothing is owed twice
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 0, ledgerSum: 0, minBalanceAfter: 0 });
    expect(await cancelRows(m.memberId)).toMatchObject([{ points: 10_000, taken: 10_000, shortfall: 0 }]);
    if (asked.statusCode === 201) {
      const requests = await t.app.ctx.db.selectFrom('refund_requests').select(['state', 'reject_reason']).where('charge_id', '=', c.id).execute();
      expect(requests).toEqual([{ state: 'rejected', reject_reason: msg.refund.cancelledAtToss }]);
      expect((await ledgerKinds(t.app, m.memberId)).map((r) => r.kind)).toEqual(['charge', 'refund_hold', 'refund_release', 'charge_cancel']);
    } else expect(asked.statusCode).toBe(400); // asked after: nothing left to refund
    // the owner approving the closed request sends nothing to Toss
    const before = toss.cancelCalls.length;
    const request = await t.app.ctx.db.selectFrom('refund_requests').select('id').where('charge_id', '=', c.id).executeTakeFirst();
    if (request) expect((await t.call('POST', `/rest/admin/refunds/${request.id}/approve`)).statusCode).toBe(409);
    expect(toss.cancelCalls.length).toBe(before);
  });

  it('the shop\'s own refund cancel reported back by Toss is not taken again', async () => {
    const { m, c, paymentKey } = await tossCharge(t, toss, 10_000);
    const asked = await askRefund(t.app, m.auth, { chargeId: c.id, points: 4_000 });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await t.call('POST', `/rest/admin/refunds/${asked.json().id}/approve`)).json()).toMatchObject({ state: 'sent' });
    expect((await webhook(paymentKey)).json()).toEqual({ status: 'already' });
    expect(await cancelRows(m.memberId)).toEqual([]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 6_000, ledgerSum: 6_000 });
  });
});
