import { PaymentStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMoney, registeredMember } from '../../../test/helpers/members.js';
import { createTestApp, dbKinds, type TestApp } from '../../../test/helpers/test-app.js';
import { expireCharges } from '../../jobs/expire-charges.js';
import { startStandInPayAction, type StandInPayAction } from '../../../test/stand-ins/payaction.js';
import { retryChargeRegistrations } from '../../services/charges/register-charge-match.js';
import { askCharge, chargeStatus, FEED_SECRET, feedDeposit, invoice, payactionMatch, pendingCharge } from '../../../test/helpers/charges.js';

describe.each(dbKinds)('deposit webhooks on %s', (kind) => {
  let t: TestApp;
  let payaction: StandInPayAction;
  beforeAll(async () => {
    payaction = await startStandInPayAction({ apiKey: 'pa-api-key-0123', mallId: 'mall-77' });
    t = await createTestApp(kind, {
      PAYACTION_BASE_URL: payaction.url,
      PAYACTION_API_KEY: payaction.apiKey,
      PAYACTION_MALL_ID: payaction.mallId,
      PAYACTION_WEBHOOK_KEY: 'hook-key-0123',
      DEPOSIT_FEED_SECRET: FEED_SECRET,
    });
  });
  afterAll(async () => {
    await t?.close();
    await payaction?.close();
  });

  const inWindow = (minutes = 5) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
  const parked = (source: string, traceId: string) =>
    t.app.ctx.db.selectFrom('unmatched_deposits').selectAll().where('source', '=', source).where('trace_id', '=', traceId).execute();

  it('registers each charge with the matching service: order number, exact amount, depositor, Korean time', async () => {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '등록 확인', point: 20_000, feeType: 'FEE', feeValue: invoice });
    expect(payaction.orders.at(-1)).toEqual({
      order_number: c.orderNumber,
      order_amount: 22_000,
      order_date: '2026-11-21T12:00:00+09:00',
      billing_name: '등록 확인',
      orderer_name: m.id.toLowerCase(),
    });
    expect(c.orderNumber.length).toBeLessThanOrEqual(22);
  });

  it('keeps the charge when registration fails, and registers it on retry', async () => {
    const m = await registeredMember(t.app);
    payaction.fail.next = 1;
    const res = await askCharge(t.app, m.auth, { name: '재시도', point: 7_000 });
    expect(res.statusCode).toBe(201);
    const id = res.json().charge.id as number;
    const row = () => t.app.ctx.db.selectFrom('point_charges').select(['status', 'match_registered_at', 'order_number']).where('id', '=', id).executeTakeFirstOrThrow();
    const stored = await row();
    expect(stored).toMatchObject({ status: PaymentStatus.PENDING, match_registered_at: null });
    expect(payaction.orders.filter((o) => o.order_number === stored.order_number)).toHaveLength(0);
    expect(await retryChargeRegistrations(t.app.ctx)).toBe(1);
    expect((await row()).match_registered_at).not.toBeNull();
    expect(payaction.orders.filter((o) => o.order_number === stored.order_number)).toHaveLength(1);
    expect(await retryChargeRegistrations(t.app.ctx)).toBe(0);
  });

  it('credits once when the match webhook is replayed 10 times in parallel (and again with new trace ids)', async () => {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '반복 알림', point: 30_000 });
    const same = await Promise.all(Array.from({ length: 10 }, () => payactionMatch(t.app, c.orderNumber, 'trace-replay-1')));
    expect(same.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(same.map((r) => r.json())).toEqual(Array(10).fill({ status: 'success' }));
    const fresh = await Promise.all(Array.from({ length: 5 }, (_, i) => payactionMatch(t.app, c.orderNumber, `trace-replay-new-${i}`)));
    expect(fresh.every((r) => r.statusCode === 200)).toBe(true);
    await expectMoney(t.app, m.memberId, 30_000, 1);
    const history = (await t.app.inject({ url: '/rest/service/point-history', headers: m.auth })).json();
    expect(history[0]).toMatchObject({ id: c.id, status: PaymentStatus.SUCCESS, responseAt: t.clock.now().toISOString() });
    expect((await chargeStatus(t.app, c.id)).decided_by).toBe('webhook');
    const profile = (await t.app.inject({ url: '/rest/auth/profile', headers: m.auth })).json();
    expect(profile.point).toBe(30_000);
  });

  it.each([
    ['a wrong key', { 'x-webhook-key': 'guess' }],
    ['a wrong mall id', { 'x-mall-id': 'mall-78' }],
    ['no key at all', { 'x-webhook-key': '' }],
  ])('answers 401 to %s and credits nothing', async (_name, headers) => {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '위조 알림', point: 9_000 });
    const res = await payactionMatch(t.app, c.orderNumber, `trace-forged-${c.id}`, headers);
    expect(res.statusCode).toBe(401);
    expect((await chargeStatus(t.app, c.id)).status).toBe(PaymentStatus.PENDING);
    await expectMoney(t.app, m.memberId, 0, 0);
    // The genuine delivery with the same trace id still works: a refused one claimed nothing.
    expect((await payactionMatch(t.app, c.orderNumber, `trace-forged-${c.id}`)).statusCode).toBe(200);
    await expectMoney(t.app, m.memberId, 9_000, 1);
  });

  it('credits a feed deposit that fits exactly one pending charge, ignoring spaces and Unicode form', async () => {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '김 민준', point: 12_345 });
    const nfd = '김민준'.normalize('NFD');
    const res = await feedDeposit(t.app, { traceId: 'bank-tx-1', amount: 12_345, depositor: ` ${nfd} `, depositedAt: inWindow() });
    expect(res.json()).toEqual({ status: 'matched', chargeId: c.id });
    const again = await feedDeposit(t.app, { traceId: 'bank-tx-1', amount: 12_345, depositor: '김민준', depositedAt: inWindow() });
    expect(again.json()).toEqual({ status: 'duplicate' });
    expect((await chargeStatus(t.app, c.id)).decided_by).toBe('feed');
    await expectMoney(t.app, m.memberId, 12_345, 1);
  });

  it('does not credit an ambiguous deposit (two pending charges, same name and amount) and keeps it for a person', async () => {
    const a = await registeredMember(t.app);
    const b = await registeredMember(t.app);
    const ca = await pendingCharge(t.app, a.auth, { name: '이서연', point: 15_000 });
    const cb = await pendingCharge(t.app, b.auth, { name: '이서연', point: 15_000 });
    const res = await feedDeposit(t.app, { traceId: 'bank-tx-ambiguous', amount: 15_000, depositor: '이서연', depositedAt: inWindow() });
    expect(res.json()).toEqual({ status: 'unmatched' });
    for (const id of [ca.id, cb.id]) expect((await chargeStatus(t.app, id)).status).toBe(PaymentStatus.PENDING);
    await expectMoney(t.app, a.memberId, 0, 0);
    await expectMoney(t.app, b.memberId, 0, 0);
    expect(await parked('deposits', 'bank-tx-ambiguous')).toEqual([
      expect.objectContaining({ amount: 15_000, depositor: '이서연', reason: 'ambiguous', status: 'waiting', charge_id: null }),
    ]);
  });

  it.each([
    ['another amount', { amount: 16_001 }],
    ['another name', { depositor: '박서연' }],
    ['a time before the request', { depositedAt: '2026-11-21T11:59:00+09:00' }],
  ])('keeps a deposit with %s for a person', async (_name, patch) => {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '정하은', point: 16_000 });
    const traceId = `bank-tx-miss-${c.id}`;
    const res = await feedDeposit(t.app, { traceId, amount: 16_000, depositor: '정하은', depositedAt: inWindow(), ...patch });
    expect(res.json()).toEqual({ status: 'unmatched' });
    expect(await parked('deposits', traceId)).toHaveLength(1);
    // The charge itself is still open: the correct deposit credits it.
    const ok = await feedDeposit(t.app, { traceId: `${traceId}-ok`, amount: 16_000, depositor: '정하은', depositedAt: inWindow() });
    expect(ok.json()).toEqual({ status: 'matched', chargeId: c.id });
    await expectMoney(t.app, m.memberId, 16_000, 1);
  });

  it('refuses a feed delivery with a bad or missing signature (401) and credits nothing', async () => {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '서명 확인', point: 11_000 });
    const body = { traceId: 'bank-tx-forged', amount: 11_000, depositor: '서명 확인', depositedAt: inWindow() };
    expect((await feedDeposit(t.app, body, 'another-secret-0123456789')).statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/rest/webhooks/deposits', payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect((await chargeStatus(t.app, c.id)).status).toBe(PaymentStatus.PENDING);
    await expectMoney(t.app, m.memberId, 0, 0);
    const malformed = await feedDeposit(t.app, { ...body, amount: -5 });
    expect(malformed.statusCode).toBe(400);
  });

  it('never loses a late deposit: after the 3-hour expiry, webhook and feed both park it for a person', async () => {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '늦은 입금', point: 13_000 });
    t.clock.advance(3 * 3600_000);
    expect(await expireCharges(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await chargeStatus(t.app, c.id)).toMatchObject({ status: PaymentStatus.FAIL, decided_by: 'expiry' });

    for (const trace of ['trace-late-1', 'trace-late-2']) {
      expect((await payactionMatch(t.app, c.orderNumber, trace)).json()).toEqual({ status: 'success' });
    }
    expect(await parked('payaction', c.orderNumber)).toEqual([expect.objectContaining({ amount: 13_000, reason: 'late', charge_id: c.id, status: 'waiting' })]);
    const feed = await feedDeposit(t.app, { traceId: 'bank-tx-late', amount: 13_000, depositor: '늦은 입금', depositedAt: inWindow(1) });
    expect(feed.json()).toEqual({ status: 'unmatched' });
    expect(await parked('deposits', 'bank-tx-late')).toHaveLength(1);
    await expectMoney(t.app, m.memberId, 0, 0);
  });
});
