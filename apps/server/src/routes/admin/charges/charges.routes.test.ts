import { msg, PaymentStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, createTestApp, dbKinds, registerAndLogin, type TestApp } from '../../../../test/helpers/test-app.js';
import { makeAdmin } from '../../../cli/make-admin.js';
import { expireCharges } from '../../../jobs/expire-charges.js';
import { chargeStatus, FEED_SECRET, feedDeposit, invoice, memberIdOf, payactionMatch, pendingCharge } from '../../../../test/helpers/charges.js';
import { loginAuth, setTwoFactorRoles } from '../../../../test/helpers/admin.js';

describe.each(dbKinds)('admin charge desk on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { PAYACTION_WEBHOOK_KEY: 'hook-key-0123', PAYACTION_MALL_ID: 'mall-77', DEPOSIT_FEED_SECRET: FEED_SECRET });
    const a = await registerAndLogin(t.app);
    await makeAdmin(t.app.ctx, a.id);
    await setTwoFactorRoles(t.app, []);
    admin = await loginAuth(t.app, a.id, a.password);
  });
  afterAll(() => t?.close());

  async function member() {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: await memberIdOf(t.app, m.id) };
  }
  const post = (url: string, headers = admin, payload?: object) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const get = (url: string, headers = admin) => t.app.inject({ url, headers });
  async function expectMoney(memberId: number, balance: number, rows: number) {
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance, ledgerSum: balance, rows });
  }

  it('answers 404, like an unknown path, to anyone but an admin', async () => {
    const m = await member();
    const c = await pendingCharge(t.app, m.auth, { name: '권한 확인', point: 5_000 });
    const unknown = await get('/rest/admin/nothing-here', m.auth);
    for (const headers of [{}, m.auth, { authorization: 'Bearer not-a-token' }]) {
      for (const res of [
        await get('/rest/admin/charges', headers),
        await get('/rest/admin/deposits', headers),
        await post(`/rest/admin/charges/${c.id}/approve`, headers),
        await post(`/rest/admin/charges/${c.id}/reject`, headers),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
    }
    expect((await chargeStatus(t.app, c.id)).status).toBe(PaymentStatus.PENDING);
    await expectMoney(m.memberId, 0, 0);
    const doc = (await t.app.inject({ url: '/rest/openapi.json' })).json();
    expect(Object.keys(doc.paths).some((p) => p.includes('/admin'))).toBe(false);
  });

  it('lists charges with invoice details, approves once and rejects only pending ones', async () => {
    const m = await member();
    const c = await pendingCharge(t.app, m.auth, { name: '수동 승인', point: 20_000, feeType: 'FEE', feeValue: invoice });
    const listed = (await get('/rest/admin/charges?status=pending')).json().items;
    expect(listed.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      loginId: m.id.toLowerCase(),
      depositor: '수동 승인',
      point: 20_000,
      payAmount: 22_000,
      feeType: 'FEE',
      feeValue: { company: '(주)가나다', businessNumber: '1234567891' },
      status: PaymentStatus.PENDING,
      registeredForMatching: false,
    });
    const ok = await post(`/rest/admin/charges/${c.id}/approve`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: c.id, status: PaymentStatus.SUCCESS, decidedBy: 'admin' });
    expect((await post(`/rest/admin/charges/${c.id}/approve`)).json()).toEqual({ statusCode: 409, message: msg.charge.notPending });
    expect((await post(`/rest/admin/charges/${c.id}/reject`)).json()).toEqual({ statusCode: 409, message: msg.charge.notPending });
    await expectMoney(m.memberId, 20_000, 1);

    const r = await pendingCharge(t.app, m.auth, { name: '수동 거절', point: 3_000 });
    const rejected = await post(`/rest/admin/charges/${r.id}/reject`);
    expect(rejected.json()).toMatchObject({ id: r.id, status: PaymentStatus.FAIL, decidedBy: 'admin' });
    expect((await post(`/rest/admin/charges/${r.id}/approve`)).statusCode).toBe(409);
    const history = (await t.app.inject({ url: '/rest/service/point-history', headers: m.auth })).json();
    expect(history.map((h: { status: number }) => h.status)).toEqual([PaymentStatus.FAIL, PaymentStatus.SUCCESS]);
    expect(history.every((h: { responseAt: string | null }) => h.responseAt !== null)).toBe(true);
    await expectMoney(m.memberId, 20_000, 1);

    expect((await post('/rest/admin/charges/999999/approve')).json()).toEqual({ statusCode: 404, message: msg.charge.notFound });
    expect((await get('/rest/admin/charges?status=maybe')).statusCode).toBe(400);
  });

  it('pages the desk newest first by status, and finds charges by part of the depositor or by the login id', async () => {
    const a = await member();
    const b = await member();
    const mine = [];
    for (const name of ['페이지김하나', '페이지김둘', '페이지박셋']) mine.push(await pendingCharge(t.app, a.auth, { name, point: 1_000 }));
    const theirs = await pendingCharge(t.app, b.auth, { name: '페이지최넷', point: 2_000 });
    const list = async (query: string) => (await get(`/rest/admin/charges?${query}`)).json() as { items: { id: number; depositor: string }[]; total: number; cursors?: { page: number; after: number | null }[] };

    const byName = await list(`q=${encodeURIComponent('페이지김')}`);
    expect(byName.items.map((c) => c.depositor)).toEqual(['페이지김둘', '페이지김하나']);
    expect(byName.total).toBe(2);
    // the login id typed as the member sees it (any case): that member's charges only
    const byLogin = await list(`q=${encodeURIComponent(b.id.toUpperCase())}`);
    expect(byLogin.items.map((c) => c.id)).toEqual([theirs.id]);
    // a wildcard is a letter like any other
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);

    // pending, two at a time: page 2 starts where page 1 ended (the cursor), no charge twice or missed
    const first = await list('status=pending&size=2');
    expect(first.items.map((c) => c.id)).toEqual([theirs.id, mine[2]!.id]);
    const next = first.cursors!.find((c) => c.page === 2)!;
    const second = await list(`status=pending&size=2&page=2&after=${next.after}`);
    expect(second.items.map((c) => c.id)).toEqual([mine[1]!.id, mine[0]!.id]);
    await post(`/rest/admin/charges/${mine[0]!.id}/reject`);
    expect((await list('status=fail')).items.map((c) => c.id)).toContain(mine[0]!.id);
    expect((await list('status=pending')).items.map((c) => c.id)).not.toContain(mine[0]!.id);
    expect((await get('/rest/admin/charges?q=' + 'x'.repeat(41))).statusCode).toBe(400);
  });

  it('credits once when an approval and the match webhook arrive at the same moment', async () => {
    const m = await member();
    const charges = [];
    for (let i = 0; i < 8; i++) charges.push(await pendingCharge(t.app, m.auth, { name: `경합${i}`, point: 1_000 + i }));
    const results = await Promise.all(
      charges.map(async (c, i) => {
        const approveNow = () => post(`/rest/admin/charges/${c.id}/approve`);
        const hookNow = () => payactionMatch(t.app, c.orderNumber, `trace-race-${c.id}`);
        // Half the pairs start with the webhook, half with the approval.
        const [approve, hook] = i % 2 ? await Promise.all([approveNow(), hookNow()]) : (await Promise.all([hookNow(), approveNow()])).reverse();
        return { approve: approve!.statusCode, hook: hook!.statusCode, decided: (await chargeStatus(t.app, c.id)).decided_by };
      }),
    );
    for (const r of results) {
      expect(r.hook).toBe(200);
      expect(r.approve).toBe(r.decided === 'admin' ? 200 : 409);
    }
    const total = charges.reduce((s, c) => s + c.payAmount, 0);
    await expectMoney(m.memberId, total, charges.length);
    const ledger = await t.app.ctx.db.selectFrom('point_ledger').select(['kind', 'ref_type']).where('member_id', '=', m.memberId).execute();
    expect(ledger.every((row) => row.kind === 'charge' && row.ref_type === 'charge')).toBe(true);
    // Only the approvals that won left an audit row; a losing one rolled back with its 409.
    const audited = await t.app.ctx.db
      .selectFrom('admin_audit')
      .select('target_id')
      .where('action', '=', 'charge.approve')
      .where('target_id', 'in', charges.map((c) => String(c.id)))
      .execute();
    const won = charges.filter((_, i) => results[i]!.decided === 'admin').map((c) => String(c.id));
    expect(audited.map((a) => a.target_id).sort()).toEqual(won.sort());
  });

  it('lets a person credit a late deposit: the expired charge is approved and its parked deposit resolved', async () => {
    const m = await member();
    const c = await pendingCharge(t.app, m.auth, { name: '늦은 승인', point: 8_000 });
    t.clock.advance(3 * 3600_000);
    await expireCharges(t.app.ctx);
    await payactionMatch(t.app, c.orderNumber, 'trace-late-admin');
    const waiting = (await get('/rest/admin/deposits')).json();
    const deposit = waiting.find((d: { chargeId: number | null }) => d.chargeId === c.id);
    expect(deposit).toMatchObject({ source: 'payaction', amount: 8_000, reason: 'late', status: 'waiting' });

    const ok = await post(`/rest/admin/charges/${c.id}/approve`);
    expect(ok.json()).toMatchObject({ status: PaymentStatus.SUCCESS, decidedBy: 'admin' });
    await expectMoney(m.memberId, 8_000, 1);
    expect((await get('/rest/admin/deposits')).json().some((d: { id: number }) => d.id === deposit.id)).toBe(false);
    expect((await get('/rest/admin/deposits?status=resolved')).json().find((d: { id: number }) => d.id === deposit.id)).toMatchObject({ status: 'resolved' });
  });

  it('resolves a parked feed deposit by crediting the charge it belongs to, once', async () => {
    const a = await member();
    const b = await member();
    const ca = await pendingCharge(t.app, a.auth, { name: '최지우', point: 14_000 });
    await pendingCharge(t.app, b.auth, { name: '최지우', point: 14_000 });
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect((await feedDeposit(t.app, { traceId: 'bank-tx-resolve', amount: 14_000, depositor: '최지우', depositedAt: at })).json()).toEqual({ status: 'unmatched' });
    const deposit = (await get('/rest/admin/deposits')).json().find((d: { traceId: string }) => d.traceId === 'bank-tx-resolve');
    const res = await post(`/rest/admin/deposits/${deposit.id}/resolve`, admin, { chargeId: ca.id });
    expect(res.json()).toMatchObject({ id: deposit.id, status: 'resolved', chargeId: ca.id });
    expect((await post(`/rest/admin/deposits/${deposit.id}/resolve`, admin, { chargeId: ca.id })).json()).toEqual({ statusCode: 409, message: msg.charge.depositResolved });
    await expectMoney(a.memberId, 14_000, 1);
    await expectMoney(b.memberId, 0, 0);
  });

  it('closes a deposit by hand without crediting anything when the request has no body', async () => {
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect((await feedDeposit(t.app, { traceId: 'bank-tx-by-hand', amount: 3_333, depositor: '모르는사람', depositedAt: at })).json()).toEqual({ status: 'unmatched' });
    const deposit = (await get('/rest/admin/deposits')).json().find((d: { traceId: string }) => d.traceId === 'bank-tx-by-hand');
    const res = await post(`/rest/admin/deposits/${deposit.id}/resolve`);
    expect(res.json()).toMatchObject({ id: deposit.id, status: 'resolved', chargeId: null, note: 'resolved by hand' });
    const audit = await t.app.ctx.db.selectFrom('admin_audit').select(['action', 'admin_id']).where('target_type', '=', 'deposit').where('target_id', '=', String(deposit.id)).execute();
    expect(audit).toEqual([{ action: 'deposit.resolve', admin_id: expect.any(Number) }]);
  });
});
