import { refundTakesBack } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { setSetting } from '../../../test/helpers/charges.js';
import { registeredMember } from '../../../test/helpers/members.js';
import { approvedCharge, askRefund, ledgerKinds } from '../../../test/helpers/refunds.js';
import { balanceAndLedger, dbKinds } from '../../../test/helpers/test-app.js';

type Gifts = Parameters<typeof refundTakesBack>[0];

/**
 * The case: charges of 30,000 (+3,000 bonus, +1,000 invite reward; the inviter +1,500) and 20,000
 * (+2,000 bonus), refunds of 30,000 and 10,000. What /point shows before each request is what is taken.
 */
describe.each(dbKinds)('what a refund takes back besides its points, on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    await setSetting(t.app, 'ENABLE_REFERRAL', true);
    const referral = await t.call('PUT', '/rest/admin/referrals/settings', { enabled: true, settings: { mode: 'percent', percent: 5, maxReward: 0, fixed: 0, refereeReward: 1_000, monthlyCap: 0, sameIpHours: 0 } });
    expect(referral.statusCode, referral.body).toBe(200);
    const bonus = await t.call('POST', '/rest/admin/growth/bonus-rules', { name: '충전 10%', kind: 'percent', amount: 10 });
    expect(bonus.statusCode, bonus.body).toBeLessThan(300);
  });
  afterAll(() => t?.close());

  async function preview(auth: Record<string, string>, chargeId: number, points: number) {
    const panel = (await t.app.inject({ url: '/rest/service/point/refunds', headers: auth })).json() as { charges: { chargeId: number; gifts: Gifts }[] };
    return refundTakesBack(panel.charges.find((c) => c.chargeId === chargeId)!.gifts, points);
  }
  async function refund(auth: Record<string, string>, chargeId: number, points: number) {
    const asked = await askRefund(t.app, auth, { chargeId, points });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;
    expect((await t.call('POST', `/rest/admin/refunds/${id}/approve`)).statusCode).toBe(200);
    expect((await t.call('POST', `/rest/admin/refunds/${id}/sent`, { transferDate: new Date(t.clock.now()).toISOString().slice(0, 10) })).statusCode).toBe(200);
  }

  it('takes the refunded share of a bonus, all of it with the whole charge, and the invite rewards only with the whole first charge — as shown before', async () => {
    const inviter = await registeredMember(t.app);
    const code = (await t.app.inject({ method: 'POST', url: '/rest/auth/referral-code', headers: inviter.auth })).json().referralCode as string;
    const m = await registeredMember(t.app, { referral: code });
    const first = await approvedCharge(t.app, m.auth, t.admin.auth, 30_000);
    const second = await approvedCharge(t.app, m.auth, t.admin.auth, 20_000);
    expect((await balanceAndLedger(t.app, m.memberId)).balance).toBe(30_000 + 3_000 + 1_000 + 20_000 + 2_000);
    expect((await balanceAndLedger(t.app, inviter.memberId)).balance).toBe(1_500);

    expect(await preview(m.auth, first.id, 30_000)).toEqual({ whole: true, bonuses: [3_000], bonusStays: 0, rewards: { referee: 1_000, referrer: 1_500 } });
    expect(await preview(m.auth, second.id, 10_000)).toEqual({ whole: false, bonuses: [1_000], bonusStays: 1_000, rewards: null });
    // a part of the first charge would keep the invite rewards
    expect((await preview(m.auth, first.id, 29_999)).rewards).toBeNull();

    await refund(m.auth, first.id, 30_000);
    await refund(m.auth, second.id, 10_000);
    const taken = (await ledgerKinds(t.app, m.memberId)).filter((r) => r.kind.endsWith('clawback')).map((r) => [r.kind, Number(r.delta)]);
    expect(taken).toEqual([
      ['bonus_clawback', -3_000],
      ['referral_clawback', -1_000],
      ['bonus_clawback', -1_000],
    ]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 56_000 - 40_000 - 5_000, ledgerSum: 11_000, minBalanceAfter: 0 });
    expect(await balanceAndLedger(t.app, inviter.memberId)).toMatchObject({ balance: 0, ledgerSum: 0 });
    // what stays of the second charge's bonus is what the form said would stay
    expect(await preview(m.auth, second.id, 0)).toMatchObject({ bonusStays: 1_000 });
  });
});
