import { legalVersions, msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../../test/helpers/accounts.js';
import { balanceAndLedger, dbKinds, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { memberIdOf } from '../../../../test/helpers/charges.js';
import { FOLLOWERS, serviceIdByText } from '../../../../test/helpers/seeded-followers.js';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { recountMembers } from '../../../db/rollup-sql.js';
import { insertMember } from '../../../services/members/new-member.js';

describe.each(dbKinds)('admin members on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  async function member(points = 0) {
    const m = await registerAndLogin(t.app);
    const memberId = points ? await grantPoints(t.app, m.id, points) : await memberIdOf(t.app, m.id);
    return { ...m, memberId };
  }
  const adjust = (memberId: number, payload: object) => t.call('POST', `/rest/admin/members/${memberId}/points`, payload);

  it('counts every member in the list, as sign-ups and removals happen, without counting the table', async () => {
    const { ctx } = t.app;
    const rows = async () => Number((await ctx.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const listed = async () => (await t.call('GET', '/rest/admin/members')).json().total as number;
    expect(await listed()).toBe(await rows());
    const before = await rows();
    await member();
    const spare = await Promise.all([1, 2, 3].map((i) => insertMember(ctx.db, ctx, { loginId: `total${i}${Date.now() % 100_000}`, passwordHash: null, email: null, phone: null, registerWhere: '지인 추천', referredBy: null })));
    expect(await listed()).toBe(before + 4);
    // two rows removed by one statement (PostgreSQL's trigger counts a statement's rows at once)
    await ctx.db.deleteFrom('members').where('id', 'in', spare.slice(0, 2)).execute();
    expect(await listed()).toBe(before + 2);
    expect(await listed()).toBe(await rows());
    // recounted from the rows, as after a copy to PostgreSQL (whatever the count held)
    await ctx.db.updateTable('member_total').set({ n: 0 }).execute();
    await recountMembers(ctx.db);
    expect(await listed()).toBe(before + 2);
  });

  it('finds members by part of the id or e-mail, paged, and shows one with balance and history', async () => {
    const m = await member(5_000);
    const part = m.id.slice(-5).toUpperCase();
    const found = (await t.call('GET', `/rest/admin/members?q=${part}`)).json();
    expect(found.items.map((x: { loginId: string }) => x.loginId)).toContain(m.id.toLowerCase());
    expect(found).toMatchObject({ page: 1, size: 20 });
    const byMail = (await t.call('GET', `/rest/admin/members?q=${encodeURIComponent(m.email.toUpperCase())}`)).json();
    expect(byMail.total).toBe(1);
    expect((await t.call('GET', '/rest/admin/members?q=%25')).json().total).toBe(0);
    const paged = (await t.call('GET', '/rest/admin/members?size=1&page=2')).json();
    expect(paged.items).toHaveLength(1);
    expect((await t.call('GET', '/rest/admin/members?size=500')).statusCode).toBe(400);

    const detail = (await t.call('GET', `/rest/admin/members/${m.memberId}`)).json();
    expect(detail.member).toMatchObject({ id: m.memberId, loginId: m.id.toLowerCase(), email: m.email, point: 5_000, status: 'active', role: 'member' });
    expect(detail.stats).toEqual({ charged: 0, spent: 0, refunded: 0, orders: 0, activeOrders: 0 });
    // what the member agreed to at sign-up, with the texts' versions; none for a member made before consents were kept
    expect(detail.consents).toEqual({
      termsVersion: legalVersions.terms,
      termsAgreedAt: expect.any(String),
      privacyVersion: legalVersions.privacy,
      privacyAgreedAt: expect.any(String),
      marketing: false,
      marketingAt: expect.any(String),
    });
    const older = await insertMember(t.app.ctx.db, t.app.ctx, { loginId: `older${Date.now() % 100_000}`, passwordHash: null, email: null, phone: null, registerWhere: '지인 추천', referredBy: null });
    expect((await t.call('GET', `/rest/admin/members/${older}`)).json().consents).toBeNull();
    expect((await t.call('GET', '/rest/admin/members/99999999')).json()).toEqual({ statusCode: 404, message: msg.admin.memberNotFound });

    // an order placed: counted once, as running, its charge as spent
    const serviceId = await serviceIdByText(t.app, FOLLOWERS);
    const placed = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId, link: `https://www.instagram.com/detail_${m.memberId}`, amount: 10 } });
    expect(placed.statusCode, placed.body).toBe(201);
    const after = (await t.call('GET', `/rest/admin/members/${m.memberId}`)).json();
    expect(after.stats).toEqual({ charged: 0, spent: 5_000 - after.member.point, refunded: 0, orders: 1, activeOrders: 1 });
    expect(after.stats.spent).toBeGreaterThan(0);
  });

  it('the search follows a changed e-mail and login id, and finds a member the moment they sign up', async () => {
    const found = async (text: string) => (await t.call('GET', `/rest/admin/members?q=${encodeURIComponent(text)}`)).json().items.map((x: { id: number }) => x.id);
    const m = await member();
    expect(await found(m.id)).toEqual([m.memberId]);
    const mail = `moved${m.memberId}@mail.example`;
    await t.app.ctx.db.updateTable('members').set({ email: mail }).where('id', '=', m.memberId).execute();
    expect(await found(`moved${m.memberId}@`)).toEqual([m.memberId]);
    expect(await found(m.email)).toEqual([]);
    const login = `renamed${m.memberId}x`;
    await t.app.ctx.db.updateTable('members').set({ login_id: login }).where('id', '=', m.memberId).execute();
    expect(await found(login.toUpperCase())).toEqual([m.memberId]);
    expect(await found(m.id)).toEqual([]);
    // two characters: no trigram to narrow by, still found by the row itself
    expect(await found(`d${m.memberId}`.slice(0, 2))).toContain(m.memberId);
  });

  it('adjusts points with a reason: ledger row and audit row together, never below zero', async () => {
    const m = await member(1_000);
    const ok = await adjust(m.memberId, { delta: 2_500, reason: '이벤트 보상' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ member: { id: m.memberId, point: 3_500 }, entry: { delta: 2_500, balanceAfter: 3_500, kind: 'adjust', memo: '이벤트 보상' } });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 3_500, ledgerSum: 3_500, rows: 2 });
    const audit = await auditOf(t.app, 'member', m.memberId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: t.admin.memberId, action: 'member.points' });
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ point: 1_000 });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ point: 3_500, delta: 2_500, reason: '이벤트 보상' });
    const ledger = (await t.call('GET', `/rest/admin/members/${m.memberId}/ledger`)).json();
    expect(ledger.items[0]).toMatchObject({ kind: 'adjust', delta: 2_500, refType: 'admin-audit', refId: String(audit[0]!.id) });

    // Taking more than the balance changes nothing at all: no ledger row, no audit row, same balance.
    const tooMuch = await adjust(m.memberId, { delta: -3_501, reason: '회수' });
    expect(tooMuch.json()).toEqual({ statusCode: 400, message: msg.admin.pointsBelowZero });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 3_500, ledgerSum: 3_500, rows: 2 });
    expect(await auditOf(t.app, 'member', m.memberId)).toHaveLength(1);

    const exact = await adjust(m.memberId, { delta: -3_500, reason: '전액 회수' });
    expect(exact.json().member.point).toBe(0);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 0, ledgerSum: 0, minBalanceAfter: 0, rows: 3 });
  });

  it('refuses a missing reason, a zero or fractional amount, and a repeated request id', async () => {
    const m = await member();
    expect((await adjust(m.memberId, { delta: 100 })).json()).toEqual({ statusCode: 400, message: msg.admin.reasonRequired });
    expect((await adjust(m.memberId, { delta: 100, reason: '   ' })).json()).toEqual({ statusCode: 400, message: msg.admin.reasonRequired });
    expect((await adjust(m.memberId, { delta: 0, reason: '영' })).json().message).toBe(msg.admin.deltaInvalid);
    expect((await adjust(m.memberId, { delta: 1.5, reason: '소수' })).json().message).toBe(msg.admin.deltaInvalid);
    expect((await adjust(99999999, { delta: 1, reason: '없음' })).statusCode).toBe(404);

    const body = { delta: 700, reason: '두 번 누름', requestId: 'click-0001-abcd' };
    const results = await Promise.all([adjust(m.memberId, body), adjust(m.memberId, body), adjust(m.memberId, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(msg.admin.alreadyProcessed);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 700, ledgerSum: 700, rows: 1 });
    expect(await auditOf(t.app, 'member', m.memberId)).toHaveLength(1);
  });

  it('suspends a member (sessions end, login refused) and restores them', async () => {
    const m = await member();
    const login = () => t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id: m.id, password: m.password } });
    const suspended = await t.call('POST', `/rest/admin/members/${m.memberId}/suspend`, { reason: '부정 사용' });
    expect(suspended.json()).toMatchObject({ id: m.memberId, status: 'suspended' });
    expect((await t.app.inject({ url: '/rest/auth/profile', headers: m.auth })).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(404);
    expect((await t.call('POST', `/rest/admin/members/${m.memberId}/suspend`, {})).json()).toEqual({ statusCode: 409, message: msg.admin.alreadySuspended });
    expect((await t.call('GET', '/rest/admin/members?status=suspended')).json().items.map((x: { id: number }) => x.id)).toContain(m.memberId);

    expect((await t.call('POST', `/rest/admin/members/${m.memberId}/restore`)).json()).toMatchObject({ status: 'active' });
    expect((await login()).statusCode).toBe(200);
    // The old token stays dead: suspension moved the token version.
    expect((await t.app.inject({ url: '/rest/auth/profile', headers: m.auth })).statusCode).toBe(401);
    expect((await t.call('POST', `/rest/admin/members/${m.memberId}/restore`)).json()).toEqual({ statusCode: 409, message: msg.admin.notSuspended });
    expect((await t.call('POST', `/rest/admin/members/${t.admin.memberId}/suspend`)).json()).toEqual({ statusCode: 400, message: msg.admin.cannotSuspendSelf });
    expect((await auditOf(t.app, 'member', m.memberId)).map((a) => a.action)).toEqual(['member.suspend', 'member.restore']);
  });

  it('e-mails a reset link that works once', async () => {
    const m = await member();
    const sent = await t.call('POST', `/rest/admin/members/${m.memberId}/reset-password`);
    expect(sent.json()).toEqual({ message: msg.admin.resetLinkSent, email: m.email });
    const mail = await outboxTo(t.app, m.email);
    const token = decodeURIComponent(/token=([^\s"<]+)/.exec(mail.body)![1]!);
    const reset = await t.app.inject({ method: 'POST', url: '/rest/service/reset-password', payload: { token, password: 'brand-new-pass1' } });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id: m.id, password: 'brand-new-pass1' } });
    expect(login.statusCode).toBe(200);
    expect((await auditOf(t.app, 'member', m.memberId)).map((a) => a.action)).toEqual(['member.reset-password']);

    await t.app.ctx.db.updateTable('members').set({ email: null }).where('id', '=', m.memberId).execute();
    expect((await t.call('POST', `/rest/admin/members/${m.memberId}/reset-password`)).json()).toEqual({ statusCode: 400, message: msg.admin.noEmail });
  });

  it('lists the audit trail newest first, filterable by target', async () => {
    const m = await member();
    await adjust(m.memberId, { delta: 10, reason: '감사 확인' });
    const list = (await t.call('GET', `/rest/admin/audit?targetType=member&targetId=${m.memberId}`)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ adminId: t.admin.memberId, adminLoginId: t.admin.id.toLowerCase(), action: 'member.points', targetType: 'member', targetId: String(m.memberId), before: { point: 0 } });
    const all = (await t.call('GET', '/rest/admin/audit?size=5')).json();
    expect(all.items.length).toBeLessThanOrEqual(5);
    expect(all.items[0].id).toBeGreaterThan(all.items.at(-1).id);
  });
});
