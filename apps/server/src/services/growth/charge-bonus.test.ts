import { koreanDayOf, msg, type AdminBonusRule, type BonusRuleCreateBody } from '@snsshop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { pendingCharge } from '../../../test/helpers/charges.js';
import { expectMoney, registeredMember } from '../../../test/helpers/members.js';
import { balanceAndLedger, dbKinds } from '../../../test/helpers/test-app.js';
import { isoNow } from '../../lib/clock.js';
import { creditCharge } from '../charges/credit-charge.js';
import { onChargeReversed } from './charge-events.js';

const DAY = 86_400_000;

describe.each(dbKinds)('charge bonuses on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    // each test writes its own rules; old ones are switched off (those that paid cannot be deleted)
    await t.app.ctx.db.updateTable('charge_bonus_rules').set({ enabled: 0 }).execute();
  });

  const rule = async (body: BonusRuleCreateBody): Promise<AdminBonusRule> => {
    const res = await t.call('POST', '/rest/admin/growth/bonus-rules', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** A charge requested by the member and credited the way a bank match or the owner does. */
  const charged = async (m: { auth: Record<string, string> }, point: number) => {
    const c = await pendingCharge(t.app, m.auth, { point });
    const won = await t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, c.id, 'admin', isoNow(t.clock)));
    expect(won).not.toBeNull();
    return c.id;
  };
  const bonusRow = (chargeId: number) => t.app.ctx.db.selectFrom('charge_bonuses').selectAll().where('charge_id', '=', chargeId).executeTakeFirst();
  /** A refund of `points` of the charge, sent: its request row, then what the shop does with the charge's gifts. */
  const reverse = async (chargeId: number, points: number, whole = true) => {
    const db = t.app.ctx.db;
    const charge = await db.selectFrom('point_charges').selectAll().where('id', '=', chargeId).executeTakeFirstOrThrow();
    const at = isoNow(t.clock);
    await db.transaction().execute(async (trx) => {
      const request = await trx
        .insertInto('refund_requests')
        .values({ member_id: charge.member_id, charge_id: charge.id, points, amount: points, state: 'sent', email: null, holder: '홍길동', bank: '004', account_enc: null, account_masked: '123-***', reject_reason: null, transfer_date: null, last_error: null, requested_at: at, decided_at: at, finished_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await onChargeReversed(trx, { charge, points, whole, ref: { type: 'refund_request', id: request.id } }, at);
    });
  };

  it('credits the best rule (never two) with the charge, as its own ledger row pointing to the charge, shown in the history and on /point', async () => {
    await rule({ name: '10만원 10%', kind: 'percent', amount: 10, minCharge: 100_000, maxBonus: 30_000 });
    await rule({ name: '5천P 고정', kind: 'fixed', amount: 5_000, minCharge: 50_000 });
    const m = await registeredMember(t.app);
    const offers = (await t.app.inject({ url: '/rest/service/charge-bonus', headers: m.auth })).json();
    expect(offers.offers.map((o: { name: string }) => o.name)).toEqual(['10만원 10%', '5천P 고정']);

    const small = await charged(m, 60_000); // only the fixed rule fits
    const big = await charged(m, 400_000); // 10% = 40,000, capped at 30,000 — beats 5,000
    const none = await charged(m, 10_000); // under both minimums
    expect((await bonusRow(small))?.points).toBe(5_000);
    expect((await bonusRow(big))?.points).toBe(30_000);
    expect(await bonusRow(none)).toBeUndefined();
    await expectMoney(t.app, m.memberId, 60_000 + 5_000 + 400_000 + 30_000 + 10_000, 5);
    const ledger = await t.app.ctx.db.selectFrom('point_ledger').select(['kind', 'delta', 'ref_type', 'ref_id']).where('member_id', '=', m.memberId).where('kind', '=', 'bonus').orderBy('id').execute();
    expect(ledger.map((r) => ({ ...r, delta: Number(r.delta) }))).toEqual([
      { kind: 'bonus', delta: 5_000, ref_type: 'charge', ref_id: String(small) },
      { kind: 'bonus', delta: 30_000, ref_type: 'charge', ref_id: String(big) },
    ]);

    const history = (await t.app.inject({ url: '/rest/service/point-history/page?size=10', headers: m.auth })).json();
    expect(history.charges.map((c: { id: number; bonus?: number }) => [c.id, c.bonus])).toEqual([
      [none, undefined],
      [big, 30_000],
      [small, 5_000],
    ]);
  });

  it('credits the bonus once when one charge is credited by several callers at once', async () => {
    await rule({ name: '경쟁 20%', kind: 'percent', amount: 20 });
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { point: 50_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, c.id, i % 2 ? 'webhook' : 'admin', isoNow(t.clock)))),
    );
    expect(results.filter((r) => r.status === 'fulfilled' && r.value !== null)).toHaveLength(1);
    await expectMoney(t.app, m.memberId, 60_000, 2);
  });

  it('gives a first-charge rule only on the first credited charge, and a once-per-member rule once even under racing credits', async () => {
    await rule({ name: '첫 충전', kind: 'fixed', amount: 3_000, firstChargeOnly: true });
    const m = await registeredMember(t.app);
    const first = await charged(m, 10_000);
    const second = await charged(m, 10_000);
    expect((await bonusRow(first))?.points).toBe(3_000);
    expect(await bonusRow(second)).toBeUndefined();
    expect((await t.app.inject({ url: '/rest/service/charge-bonus', headers: m.auth })).json()).toEqual({ offers: [] });

    await rule({ name: '회원당 한 번', kind: 'fixed', amount: 7_000, perMember: 'once' });
    const n = await registeredMember(t.app);
    const pending = await Promise.all(Array.from({ length: 6 }, () => pendingCharge(t.app, n.auth, { point: 20_000 })));
    await Promise.all(pending.map((c) => t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, c.id, 'admin', isoNow(t.clock)))));
    const rows = await t.app.ctx.db.selectFrom('charge_bonuses').selectAll().where('member_id', '=', n.memberId).execute();
    // one charge takes the once rule (7,000, better than the first-charge 3,000); one more at most may still
    // take the first-charge rule when it was credited at the same moment as the first — never more than one each
    const paid = rows.map((r) => Number(r.points)).sort((a, b) => a - b);
    expect(paid.filter((p) => p === 7_000)).toHaveLength(1);
    expect(paid.filter((p) => p === 3_000).length).toBeLessThanOrEqual(1);
    const bonus = paid.reduce((a, b) => a + b, 0);
    await expectMoney(t.app, n.memberId, 6 * 20_000 + bonus, 6 + paid.length);
  });

  it('gives a once-per-period rule once in each period, and none outside its dates', async () => {
    const start = new Date(t.clock.now().getTime() - 1000).toISOString();
    await rule({ name: '주간 이벤트', kind: 'fixed', amount: 1_000, perMember: 'period', periodDays: 7, startsAt: start, endsAt: new Date(Date.parse(start) + 20 * DAY).toISOString() });
    const m = await registeredMember(t.app);
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => pendingCharge(t.app, m.auth, { point: 5_000 })));
    const credit = (id: number) => t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, id, 'admin', isoNow(t.clock)));
    await credit(a!.id);
    await credit(b!.id);
    t.clock.advance(7 * DAY);
    await credit(c!.id);
    t.clock.advance(14 * DAY); // past the end date
    await credit(d!.id);
    t.clock.advance(-21 * DAY);
    expect(await Promise.all([a, b, c, d].map(async (x) => Number((await bonusRow(x!.id))?.points ?? 0)))).toEqual([1_000, 0, 1_000, 0]);
    await expectMoney(t.app, m.memberId, 22_000, 6);
  });

  it('pays a rule through the whole of its end day in Korean time, and from the first moment of its start day', async () => {
    // a one-day event for tomorrow, picked in the console's date fields (yyyy-mm-dd)
    const tomorrow = koreanDayOf(t.clock.now().getTime() + DAY);
    const r = await rule({ name: '하루 이벤트', kind: 'fixed', amount: 2_000, startsAt: tomorrow, endsAt: tomorrow });
    expect([r.startsAt, r.endsAt]).toEqual([new Date(`${tomorrow}T00:00:00+09:00`).toISOString(), new Date(Date.parse(`${tomorrow}T00:00:00+09:00`) + DAY).toISOString()]);
    const m = await registeredMember(t.app);
    const charges = await Promise.all(Array.from({ length: 4 }, () => pendingCharge(t.app, m.auth, { point: 10_000 })));
    const offered = async () => (await t.app.inject({ url: '/rest/service/charge-bonus', headers: m.auth })).json().offers.map((o: { name: string }) => o.name);
    const back = t.clock.now().getTime();
    const creditAt = async (kst: string, chargeId: number) => {
      t.clock.advance(Date.parse(kst) - t.clock.now().getTime());
      const names = await offered();
      await t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, chargeId, 'admin', isoNow(t.clock)));
      return { offered: names.includes('하루 이벤트'), bonus: Number((await bonusRow(chargeId))?.points ?? 0) };
    };
    try {
      expect(await creditAt(`${tomorrow}T00:00:00.000+09:00`, charges[0]!.id)).toEqual({ offered: true, bonus: 2_000 });
      expect(await creditAt(`${tomorrow}T23:59:59.999+09:00`, charges[1]!.id)).toEqual({ offered: true, bonus: 2_000 });
      expect(await creditAt(new Date(Date.parse(`${tomorrow}T00:00:00+09:00`) + DAY).toISOString(), charges[2]!.id)).toEqual({ offered: false, bonus: 0 });
      expect(await creditAt(new Date(Date.parse(`${tomorrow}T00:00:00+09:00`) - 1).toISOString(), charges[3]!.id)).toEqual({ offered: false, bonus: 0 });
    } finally {
      t.clock.advance(back - t.clock.now().getTime());
    }
    await expectMoney(t.app, m.memberId, 4 * 10_000 + 2 * 2_000, 6);
  });

  it('takes back the refunded share of the bonus, all of it with the whole charge, and records what the member already spent without going below zero', async () => {
    await rule({ name: '회수 시험', kind: 'percent', amount: 10 });
    const m = await registeredMember(t.app);
    const kept = await charged(m, 100_000);
    await reverse(kept, 30_000, false); // 30% of the charge refunded: 30% of its 10,000 bonus goes back
    expect(await bonusRow(kept)).toMatchObject({ reversed_at: null });
    expect(Number((await bonusRow(kept))!.clawed_back)).toBe(3_000);
    await reverse(kept, 25_001, false); // 55,001 of 100,000 so far: 5,500 (rounded down) in all
    expect(Number((await bonusRow(kept))!.clawed_back)).toBe(5_500);
    await reverse(kept, 44_999, true); // the rest: the whole bonus is back, no point more
    expect(await bonusRow(kept)).toMatchObject({ reversed_at: expect.any(String) });
    expect(Number((await bonusRow(kept))!.clawed_back)).toBe(10_000);
    await expectMoney(t.app, m.memberId, 100_000, 5);

    const spent = await registeredMember(t.app);
    const c = await charged(spent, 50_000);
    // the member spends all but 2,000 of the 55,000 (through the one balance path)
    await t.app.ctx.db.transaction().execute(async (trx) => {
      const { applyPointChange } = await import('../points/apply-point-change.js');
      await applyPointChange(trx, { memberId: spent.memberId, delta: -53_000, kind: 'order', refType: 'order', refId: 'test-spend', at: isoNow(t.clock) });
    });
    await reverse(c, 50_000, true);
    const row = await bonusRow(c);
    expect([Number(row!.clawed_back), Number(row!.shortfall)]).toEqual([2_000, 3_000]);
    const money = await balanceAndLedger(t.app, spent.memberId);
    expect(money).toMatchObject({ balance: 0, ledgerSum: 0, minBalanceAfter: 0 });
    const alerts = await t.app.ctx.db.selectFrom('owner_alerts').select(['kind', 'line']).where('event_key', 'like', `bonus_shortfall:charge_bonuses:${c}:%`).execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.line).toContain('3,000원');
    const shortfalls = (await t.call('GET', '/rest/admin/growth/bonus-shortfalls')).json();
    expect(shortfalls[0]).toMatchObject({ chargeId: c, bonus: 5_000, clawedBack: 2_000, shortfall: 3_000 });
    // the history no longer shows a reversed bonus
    const history = (await t.app.inject({ url: '/rest/service/point-history', headers: spent.auth })).json();
    expect(history[0].bonus).toBeUndefined();
  });

  it('refuses bad rules with Korean messages, audits every change and keeps a rule that paid', async () => {
    const bad = async (body: object, message: string) => {
      const res = await t.call('POST', '/rest/admin/growth/bonus-rules', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad({ name: '', kind: 'percent', amount: 10 }, msg.growth.nameRequired);
    await bad({ name: 'x', kind: 'percent', amount: 150 }, msg.growth.bonusPercentTooLarge);
    await bad({ name: 'x', kind: 'fixed', amount: 0 }, msg.growth.bonusAmountInvalid);
    await bad({ name: 'x', kind: 'fixed', amount: 10, perMember: 'period' }, msg.growth.periodDaysRequired);
    await bad({ name: 'x', kind: 'fixed', amount: 10, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }, msg.growth.datesReversed);
    await bad({ name: 'x', kind: 'fixed', amount: 10, startsAt: '2026-12-02', endsAt: '2026-12-01' }, msg.growth.datesReversed);
    await bad({ name: 'x', kind: 'fixed', amount: 10, endsAt: '2026-02-30' }, msg.growth.dateInvalid);
    await bad({ name: 'x', kind: 'bogus', amount: 10 }, msg.growth.bonusKindInvalid);

    const r = await rule({ name: '감사 확인', kind: 'fixed', amount: 500 });
    const patched = await t.call('PATCH', `/rest/admin/growth/bonus-rules/${r.id}`, { kind: 'percent', amount: 200 });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(msg.growth.bonusPercentTooLarge);
    expect((await t.call('PATCH', `/rest/admin/growth/bonus-rules/${r.id}`, { enabled: false })).json()).toMatchObject({ enabled: false });
    expect((await t.call('PATCH', '/rest/admin/growth/bonus-rules/999999', { enabled: false })).statusCode).toBe(404);
    await t.call('PATCH', `/rest/admin/growth/bonus-rules/${r.id}`, { enabled: true });
    const m = await registeredMember(t.app);
    await charged(m, 1_000);
    const listed = (await t.call('GET', '/rest/admin/growth/bonus-rules')).json().find((x: AdminBonusRule) => x.id === r.id);
    expect(listed).toMatchObject({ granted: 1, grantedPoints: 500 });
    const del = await t.call('DELETE', `/rest/admin/growth/bonus-rules/${r.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(msg.growth.ruleInUse);
    expect((await auditOf(t.app, 'bonus-rule', r.id)).map((a) => a.action)).toEqual(['bonus-rule.create', 'bonus-rule.update', 'bonus-rule.update']);
    // a member is not the owner: the console answers 404
    expect((await t.app.inject({ url: '/rest/admin/growth/bonus-rules', headers: m.auth })).statusCode).toBe(404);
  });
});
