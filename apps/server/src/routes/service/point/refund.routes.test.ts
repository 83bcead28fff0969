import { msg, REFUND_WINDOW_MS } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { registeredMember } from '../../../../test/helpers/members.js';
import { account, askRefund, approvedCharge, ledgerKinds, movePoints, refundPanel } from '../../../../test/helpers/refunds.js';
import { balanceAndLedger, dbKinds } from '../../../../test/helpers/test-app.js';

const HOUR = 3600_000;

describe.each(dbKinds)('refund requests on /point on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  async function expectConsistent(memberId: number, balance: number) {
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance, ledgerSum: balance, minBalanceAfter: 0 });
  }

  it('counts spending against the most recent charge first and never refunds bonus or recovered points', async () => {
    const m = await registeredMember(t.app);
    const a = await approvedCharge(t.app, m.auth, t.admin.auth, 10_000);
    t.clock.advance(HOUR);
    const b = await approvedCharge(t.app, m.auth, t.admin.auth, 5_000);
    await movePoints(t.app, m.memberId, 1_000, 'bonus');
    await movePoints(t.app, m.memberId, -7_000, 'order');
    // an order refunded (how points the unfollow check recovers come back) does not refill a charge
    await movePoints(t.app, m.memberId, 3_000, 'refund');
    let panel = await refundPanel(t.app, m.auth);
    expect(panel.balance).toBe(12_000);
    expect(panel.charges.map((c) => [c.chargeId, c.charged, c.usedAgainst, c.refundable, c.blocked])).toEqual([
      [b.id, 5_000, 5_000, 0, msg.refund.nothingRefundable],
      [a.id, 10_000, 2_000, 8_000, null],
    ]);
    // taking back a bonus comes out of never-refundable points first
    await movePoints(t.app, m.memberId, -1_000, 'bonus_clawback');
    await movePoints(t.app, m.memberId, -500, 'order');
    panel = await refundPanel(t.app, m.auth);
    expect(panel.charges.find((c) => c.chargeId === a.id)).toMatchObject({ usedAgainst: 2_500, refundable: 7_500 });
    await expectConsistent(m.memberId, 10_500);
  });

  it('refuses bad input in Korean and holds nothing', async () => {
    const m = await registeredMember(t.app);
    const other = await registeredMember(t.app);
    const a = await approvedCharge(t.app, m.auth, t.admin.auth, 10_000);
    const foreign = await approvedCharge(t.app, other.auth, t.admin.auth, 10_000);
    await movePoints(t.app, m.memberId, -4_000, 'order');
    const before = await ledgerKinds(t.app, m.memberId);
    const cases: [object, number, string][] = [
      [{ chargeId: a.id, points: 1_000, account: '12-34' }, 400, msg.refund.accountInvalid],
      [{ chargeId: a.id, points: 1_000, account: '1234567890123456' }, 400, msg.refund.accountInvalid],
      [{ chargeId: a.id, points: 1_000, account: '12345abc7890' }, 400, msg.refund.accountInvalid],
      [{ chargeId: a.id, points: 1_000, bank: '999' }, 400, msg.refund.bankInvalid],
      [{ chargeId: a.id, points: 1_000, email: 'nope' }, 400, msg.refund.emailInvalid],
      [{ chargeId: a.id, points: 1_000, holder: ' ' }, 400, msg.refund.holderRequired],
      [{ chargeId: a.id, points: 6_001 }, 400, msg.refund.beyondRefundable(6_000)],
      [{ chargeId: a.id, points: 0 }, 400, msg.refund.pointsInvalid],
      [{ chargeId: foreign.id, points: 1_000 }, 404, msg.refund.chargeNotFound],
      [{ chargeId: 999_999, points: 1_000 }, 404, msg.refund.chargeNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await askRefund(t.app, m.auth, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    const guest = await t.app.inject({ method: 'POST', url: '/rest/service/point/refunds', payload: { ...account, chargeId: a.id, points: 1_000 } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toMatch(/[가-힣]/);
    const pending = await t.app.inject({ method: 'POST', url: '/rest/service/point', headers: m.auth, payload: { name: '대기', point: 10_000, feeType: 'NONE' } });
    const notCredited = await askRefund(t.app, m.auth, { chargeId: pending.json().charge.id, points: 1_000 });
    expect([notCredited.statusCode, notCredited.json().message]).toEqual([400, msg.refund.notCredited]);
    expect(await ledgerKinds(t.app, m.memberId)).toEqual(before);
    await expectConsistent(m.memberId, 6_000);
  });

  it('holds the points once, stores the account encrypted and shows it masked; a second request for the charge is refused', async () => {
    const m = await registeredMember(t.app);
    const a = await approvedCharge(t.app, m.auth, t.admin.auth, 10_000);
    const res = await askRefund(t.app, m.auth, { chargeId: a.id, points: 10_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: msg.refund.requested });
    const again = await askRefund(t.app, m.auth, { chargeId: a.id, points: 1 });
    expect([again.statusCode, again.json().message]).toEqual([409, msg.refund.alreadyOpen]);
    const row = await t.app.ctx.db.selectFrom('refund_requests').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.account_enc).not.toContain('123456789012');
    expect(row.account_masked).toBe('********9012');
    const panel = await refundPanel(t.app, m.auth);
    expect(panel.requests[0]).toMatchObject({ state: 'requested', accountMasked: '********9012' });
    expect(panel.charges[0]).toMatchObject({ refunding: 10_000, refundable: 0 });
    expect((await ledgerKinds(t.app, m.memberId)).filter((r) => r.kind === 'refund_hold')).toEqual([{ kind: 'refund_hold', delta: expect.anything(), ref_type: 'refund_request', ref_id: String(row.id) }]);
    await expectConsistent(m.memberId, 0);
    // the held points cannot be spent meanwhile
    await expect(movePoints(t.app, m.memberId, -1, 'order')).rejects.toThrow();
  });

  it('allows a request up to exactly 72 hours after the payment on the app clock, and not a moment later', async () => {
    const m = await registeredMember(t.app);
    const a = await approvedCharge(t.app, m.auth, t.admin.auth, 3_000);
    const b = await approvedCharge(t.app, m.auth, t.admin.auth, 2_000);
    t.clock.advance(REFUND_WINDOW_MS);
    expect((await askRefund(t.app, m.auth, { chargeId: b.id, points: 2_000 })).statusCode).toBe(201);
    t.clock.advance(1);
    const late = await askRefund(t.app, m.auth, { chargeId: a.id, points: 1_000 });
    expect([late.statusCode, late.json().message]).toEqual([400, msg.refund.expired]);
    expect((await refundPanel(t.app, m.auth)).charges.find((c) => c.chargeId === a.id)?.blocked).toBe(msg.refund.expired);
    await expectConsistent(m.memberId, 3_000);
  });

  it('lets one of many racing requests for a charge through and holds once', async () => {
    const m = await registeredMember(t.app);
    const a = await approvedCharge(t.app, m.auth, t.admin.auth, 10_000);
    const b = await approvedCharge(t.app, m.auth, t.admin.auth, 10_000);
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => askRefund(t.app, m.auth, { chargeId: a.id, points: 1_000 + i })),
      ...Array.from({ length: 12 }, () => askRefund(t.app, m.auth, { chargeId: b.id, points: 10_000 })),
    ]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(22);
    const holds = (await ledgerKinds(t.app, m.memberId)).filter((r) => r.kind === 'refund_hold');
    expect(holds).toHaveLength(2);
    const held = holds.reduce((s, r) => s - Number(r.delta), 0);
    await expectConsistent(m.memberId, 20_000 - held);
  });
});
