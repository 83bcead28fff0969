import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { pendingCharge, setSetting } from '../../../test/helpers/charges.js';
import { expectMoney } from '../../../test/helpers/members.js';
import { balanceAndLedger, dbKinds, signUpConsents } from '../../../test/helpers/test-app.js';
import { isoNow } from '../../lib/clock.js';
import { onChargeReversed } from '../growth/charge-events.js';
import { applyPointChange } from '../points/apply-point-change.js';


describe.each(dbKinds)('referral rewards on %s', (kind) => {
  let t: AdminTestApp;
  let ip = 0;
  let n = 0;

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    await setSetting(t.app, 'ENABLE_REFERRAL', true);
  });
  afterAll(() => t?.close());

  const rules = (settings: object) =>
    t.call('PUT', '/rest/admin/referrals/settings', { enabled: true, settings: { mode: 'percent', percent: 10, maxReward: 0, fixed: 0, refereeReward: 0, monthlyCap: 0, sameIpHours: 72, ...settings } });
  /** Each member signs up from its own address unless a test says otherwise. */
  const signUp = (from?: string) => register({ id: `owner${process.pid % 1000}z${++n}`, password: 'secret-pass1', email: `owner${n}x${process.pid}@example.com`, registerWhere: '지인 추천', ...signUpConsents }, from);
  async function referrer() {
    const m = await signUp();
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/referral-code', headers: m.auth });
    return { ...m, code: res.json().referralCode as string };
  }
  async function register(body: Record<string, unknown>, from?: string) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/register', payload: body, remoteAddress: from ?? `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });
    expect(res.statusCode, res.body).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id: body.id, password: body.password } });
    const row = await t.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', String(body.id).toLowerCase()).executeTakeFirstOrThrow();
    return { ...body, memberId: row.id, auth: { authorization: `Bearer ${login.json().accessToken as string}` } };
  }
  const refereeBody = (code: string, over: Record<string, unknown> = {}) => ({ id: `friend${process.pid % 1000}y${++n}`, password: 'secret-pass1', email: `friend${n}x${process.pid}@example.com`, registerWhere: '지인 추천', referral: code, ...signUpConsents, ...over });
  const approve = (id: number) => t.call('POST', `/rest/admin/charges/${id}/approve`);
  const referralOf = (refereeId: number) => t.app.ctx.db.selectFrom('referrals').selectAll().where('referee_id', '=', refereeId).executeTakeFirst();
  const summary = async (auth: Record<string, string>) => (await t.app.inject({ url: '/rest/service/referral', headers: auth })).json();

  it('pays the referrer once, on the first credited charge, however many credits race', async () => {
    expect((await rules({ percent: 10, refereeReward: 500 })).statusCode).toBe(200);
    const r = await referrer();
    const friend = await register(refereeBody(r.code));
    const first = await pendingCharge(t.app, friend.auth, { point: 20_000 });
    const second = await pendingCharge(t.app, friend.auth, { point: 30_000 });
    const results = await Promise.all([approve(first.id), approve(first.id), approve(second.id), approve(first.id), approve(second.id)]);
    expect(results.filter((x) => x.statusCode === 200).length).toBe(2);
    const row = await referralOf(friend.memberId);
    expect(row).toMatchObject({ status: 'rewarded', referrer_id: r.memberId });
    // 10 % of whichever charge was credited first
    expect([2_000, 3_000]).toContain(Number(row!.referrer_points));
    await expectMoney(t.app, r.memberId, Number(row!.referrer_points), 1);
    await expectMoney(t.app, friend.memberId, 50_000 + 500, 3);
    expect(await summary(r.auth)).toEqual({ enabled: true, code: r.code, invited: 1, rewarded: 1, earned: Number(row!.referrer_points) });
    // a later charge earns nothing more
    const third = await pendingCharge(t.app, friend.auth, { point: 10_000 });
    expect((await approve(third.id)).statusCode).toBe(200);
    await expectMoney(t.app, r.memberId, Number(row!.referrer_points), 1);
  });

  it('refuses self-referral by the same phone and by the same sign-up address, and says why', async () => {
    await rules({ percent: 10 });
    const r = await referrer();
    const samePhone = await register(refereeBody(r.code));
    await t.app.ctx.db.updateTable('members').set({ phone_number: '01012345678' }).where('id', 'in', [r.memberId, samePhone.memberId]).execute();
    const c1 = await pendingCharge(t.app, samePhone.auth, { point: 10_000 });
    expect((await approve(c1.id)).statusCode).toBe(200);
    expect(await referralOf(samePhone.memberId)).toMatchObject({ status: 'refused', reason: 'same_phone', referrer_points: 0 });

    const home = '172.16.0.9';
    const r2 = await signUp(home);
    const code2 = (await t.app.inject({ method: 'POST', url: '/rest/auth/referral-code', headers: r2.auth })).json().referralCode as string;
    const sameIp = await register(refereeBody(code2), home);
    const c2 = await pendingCharge(t.app, sameIp.auth, { point: 10_000 });
    expect((await approve(c2.id)).statusCode).toBe(200);
    expect(await referralOf(sameIp.memberId)).toMatchObject({ status: 'refused', reason: 'same_ip' });
    await expectMoney(t.app, r.memberId, 0, 0);
    await expectMoney(t.app, r2.memberId, 0, 0);

    const list = (await t.call('GET', '/rest/admin/referrals?view=refused')).json();
    const reasons = list.items.filter((i: { refereeId: number }) => [samePhone.memberId, sameIp.memberId].includes(i.refereeId)).map((i: { reasonText: string }) => i.reasonText);
    expect(reasons.sort()).toEqual(['추천인과 같은 IP에서 가입', '추천인과 같은 휴대폰 번호']);
  });

  it('refuses a referee who deleted their account and signed up again with the same e-mail', async () => {
    await rules({ percent: 10 });
    const r = await referrer();
    const body = refereeBody(r.code);
    const first = await register(body);
    const del = await t.app.inject({ method: 'DELETE', url: '/rest/auth/account', headers: first.auth, });
    expect(del.statusCode, del.body).toBe(200);
    const again = await register({ ...body, id: `${body.id}b` });
    const c = await pendingCharge(t.app, again.auth, { point: 10_000 });
    expect((await approve(c.id)).statusCode).toBe(200);
    expect(await referralOf(again.memberId)).toMatchObject({ status: 'refused', reason: 'rejoined' });
    await expectMoney(t.app, r.memberId, 0, 0);
  });

  it('stops at the owner cap per referrer per month, even when the referees charge together', async () => {
    await rules({ mode: 'fixed', fixed: 1_000, monthlyCap: 2 });
    const r = await referrer();
    const friends = await Promise.all([0, 1, 2, 3].map(() => register(refereeBody(r.code))));
    const charges = await Promise.all(friends.map((f) => pendingCharge(t.app, f.auth, { point: 10_000 })));
    const results = await Promise.all(charges.map((c) => approve(c.id)));
    expect(results.map((x) => x.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.app.ctx.db.selectFrom('referrals').select(['status', 'reason']).where('referrer_id', '=', r.memberId).execute();
    expect(rows.filter((x) => x.status === 'rewarded').length).toBe(2);
    expect(rows.filter((x) => x.reason === 'monthly_cap').length).toBe(2);
    await expectMoney(t.app, r.memberId, 2_000, 2);
  });

  it('takes the reward back when the first charge is reversed; what was spent is a shortfall, never a negative balance', async () => {
    await rules({ mode: 'fixed', fixed: 5_000, refereeReward: 1_000 });
    const r = await referrer();
    const friend = await register(refereeBody(r.code));
    const c = await pendingCharge(t.app, friend.auth, { point: 10_000 });
    expect((await approve(c.id)).statusCode).toBe(200);
    await expectMoney(t.app, r.memberId, 5_000, 1);
    // the referrer spends 3,000 of the 5,000
    const at = isoNow(t.clock);
    await t.app.ctx.db.transaction().execute((trx) => applyPointChange(trx, { memberId: r.memberId, delta: -3_000, kind: 'order', refType: 'test', refId: 'spent', at }));
    const charge = await t.app.ctx.db.selectFrom('point_charges').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    // two reversals racing (a refund and a Toss cancel of one charge): one takes the reward back
    await Promise.all([1, 2].map(() => t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge, points: 10_000, whole: true, ref: { type: 'refund_request', id: 900008 } }, at))));
    expect(await referralOf(friend.memberId)).toMatchObject({ status: 'clawed_back', clawed_back_points: 3_000, shortfall: 3_000 });
    await expectMoney(t.app, r.memberId, 0, 3);
    expect((await balanceAndLedger(t.app, r.memberId)).minBalanceAfter).toBe(0);
    await expectMoney(t.app, friend.memberId, 10_000, 3); // the referee's 1,000 came back whole
    const alerts = await t.app.ctx.db.selectFrom('owner_alerts').select('line').where('kind', '=', 'referral.shortfall').execute();
    expect(alerts.some((a) => a.line.includes(`#${c.id}`))).toBe(true);
    expect((await summary(r.auth)).earned).toBe(3_000); // 5,000 paid, 2,000 taken back
  });

  it('pays nothing while referrals are off', async () => {
    await rules({ percent: 10 });
    const r = await referrer();
    const friend = await register(refereeBody(r.code));
    await t.call('PUT', '/rest/admin/referrals/settings', { enabled: false, settings: { mode: 'percent', percent: 10, maxReward: 0, fixed: 0, refereeReward: 0, monthlyCap: 0, sameIpHours: 72 } });
    const c = await pendingCharge(t.app, friend.auth, { point: 10_000 });
    expect((await approve(c.id)).statusCode).toBe(200);
    expect(await referralOf(friend.memberId)).toBeUndefined();
    await expectMoney(t.app, r.memberId, 0, 0);
    await setSetting(t.app, 'ENABLE_REFERRAL', true);
  });
});
