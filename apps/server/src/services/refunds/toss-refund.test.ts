import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { setSetting } from '../../../test/helpers/charges.js';
import { askRefund, ledgerKinds, movePoints, tossCharge } from '../../../test/helpers/refunds.js';
import { balanceAndLedger, dbKinds } from '../../../test/helpers/test-app.js';
import { startStandInToss, type StandInToss } from '../../../test/stand-ins/toss.js';

describe.each(dbKinds)('a Toss charge refunded through a partial cancel on the stand-in, on %s', (kind) => {
  let t: AdminTestApp;
  let toss: StandInToss;
  beforeAll(async () => {
    toss = await startStandInToss();
    t = await createAdminTestApp(kind, { TOSS_CLIENT_KEY: toss.clientKey, TOSS_SECRET_KEY: toss.secretKey, TOSS_BASE_URL: toss.url, PAYMENT_TIMEOUT_MS: '300' });
    await setSetting(t.app, 'ENABLE_TOSS_PAYMENT', true);
  });
  afterAll(async () => {
    await t?.close();
    await toss?.close();
  });

  async function tossRequest(point: number, ask: number, spend = 0) {
    const r = await tossCharge(t, toss, point);
    if (spend) await movePoints(t.app, r.m.memberId, -spend, 'order');
    const res = await askRefund(t.app, r.m.auth, { chargeId: r.c.id, points: ask });
    expect(res.statusCode, res.body).toBe(201);
    return { ...r, id: res.json().id as number };
  }
  const callsFor = (paymentKey: string) => toss.cancelCalls.filter((c) => c.paymentKey === paymentKey);
  async function expectConsistent(memberId: number, balance: number) {
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance, ledgerSum: balance, minBalanceAfter: 0 });
  }

  it('cancels the refunded amount only, with a key of its own, and ends the request as refunded', async () => {
    const { m, id, paymentKey } = await tossRequest(30_000, 12_000, 18_000);
    const res = await t.call('POST', `/rest/admin/refunds/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'sent', toss: true, amount: 12_000 });
    expect(callsFor(paymentKey)).toEqual([{ paymentKey, idempotencyKey: `refund-${id}-1`, cancelAmount: 12_000 }]);
    expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'PARTIAL_CANCELED' });
    expect((await t.call('POST', `/rest/admin/refunds/${id}/approve`)).statusCode).toBe(409);
    expect(callsFor(paymentKey)).toHaveLength(1);
    expect((await ledgerKinds(t.app, m.memberId)).map((r) => r.kind)).toEqual(['charge', 'order', 'refund_hold']);
    await expectConsistent(m.memberId, 0);
  });

  it('a refusal puts the request back for the owner with Toss’s reason; nothing is released or taken twice', async () => {
    const { m, id, paymentKey } = await tossRequest(10_000, 4_000);
    toss.refuseCancel.next = 1;
    const res = await t.call('POST', `/rest/admin/refunds/${id}/approve`);
    expect([res.statusCode, res.json().message]).toEqual([502, msg.refund.tossRefused('취소 할 수 없는 결제 입니다.')]);
    const row = (await t.call('GET', '/rest/admin/refunds')).json().find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ state: 'requested', lastError: expect.stringContaining('취소 할 수 없는 결제') });
    await expectConsistent(m.memberId, 6_000);
    // approved again after the owner looked: a new attempt, a new key
    expect((await t.call('POST', `/rest/admin/refunds/${id}/approve`)).json()).toMatchObject({ state: 'sent' });
    expect(callsFor(paymentKey).map((c) => c.idempotencyKey)).toEqual([`refund-${id}-1`, `refund-${id}-2`]);
    expect(toss.payments.get(paymentKey)!.cancels).toHaveLength(1);
  });

  it('an unknown outcome (timeout) is held for a person and never sent again blindly; the check finds the cancel', async () => {
    const { m, id, paymentKey } = await tossRequest(10_000, 10_000);
    toss.slowCancel.next = 1;
    toss.slowCancel.delayMs = 1_000;
    const res = await t.call('POST', `/rest/admin/refunds/${id}/approve`);
    expect(res.json()).toMatchObject({ state: 'cancel_unknown', lastError: expect.stringContaining('토스 응답 없음') });
    const alerts = await t.app.ctx.db.selectFrom('owner_alerts').select('kind').where('event_key', 'like', `refund:${id}:unknown:%`).execute();
    expect(alerts).toEqual([{ kind: 'refund.toss_unknown' }]);
    expect((await t.call('POST', `/rest/admin/refunds/${id}/approve`)).statusCode).toBe(409);
    expect((await t.call('POST', `/rest/admin/refunds/${id}/reject`, { reason: '확인 전' })).statusCode).toBe(409);
    expect(callsFor(paymentKey)).toHaveLength(1);
    const checked = await t.call('POST', `/rest/admin/refunds/${id}/check-toss`);
    expect(checked.json()).toMatchObject({ state: 'sent' });
    expect(callsFor(paymentKey)).toHaveLength(1);
    expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED' });
    await expectConsistent(m.memberId, 0);
  });

  it('a check that finds no cancel at Toss puts the request back to be approved again', async () => {
    const { m, id, paymentKey } = await tossRequest(10_000, 3_000);
    toss.slowCancel.next = 1;
    toss.slowCancel.delayMs = 1_000;
    toss.refuseCancel.next = 1; // the slow call did nothing at Toss
    expect((await t.call('POST', `/rest/admin/refunds/${id}/approve`)).json()).toMatchObject({ state: 'cancel_unknown' });
    const checked = await t.call('POST', `/rest/admin/refunds/${id}/check-toss`);
    expect(checked.json()).toMatchObject({ state: 'requested', lastError: msg.refund.tossNotCancelled });
    expect(toss.payments.get(paymentKey)!.cancels ?? []).toHaveLength(0);
    await expectConsistent(m.memberId, 7_000);
  });
});
