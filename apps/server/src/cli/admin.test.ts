import { PaymentStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, createTestApp, dbKinds, registerAndLogin, type TestApp } from '../../test/helpers/test-app.js';
import { chargeStatus, memberIdOf, pendingCharge } from '../../test/helpers/charges.js';
import { runAdminCommand } from './admin.js';

describe.each(dbKinds)('admin CLI on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  async function run(...args: string[]) {
    const out: string[] = [];
    const code = await runAdminCommand(t.app.ctx, args, (text) => out.push(text));
    return { code, text: out.join('\n') };
  }

  it('lists, approves (once) and rejects charges with the same use cases as the API', async () => {
    const m = await registerAndLogin(t.app);
    const memberId = await memberIdOf(t.app, m.id);
    const a = await pendingCharge(t.app, m.auth, { name: '명령 승인', point: 6_000 });
    const b = await pendingCharge(t.app, m.auth, { name: '명령 거절', point: 7_000 });

    const listed = await run('charges', 'list', 'pending');
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(`#${a.id} `);
    expect(listed.text).toContain('입금자:명령 거절');

    expect((await run('charges', 'approve', String(a.id))).code).toBe(0);
    expect(await run('charges', 'approve', String(a.id))).toEqual({ code: 1, text: '실패: 이미 처리되었거나 취소된 충전 신청입니다.' });
    expect((await run('charges', 'reject', String(b.id))).code).toBe(0);
    expect((await chargeStatus(t.app, a.id)).status).toBe(PaymentStatus.SUCCESS);
    expect((await chargeStatus(t.app, b.id)).status).toBe(PaymentStatus.FAIL);
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance: 6_000, ledgerSum: 6_000, rows: 1 });

    expect((await run('charges', 'approve', 'abc')).code).toBe(1);
    expect((await run('charges', 'approve', '999999')).text).toBe('실패: 충전 신청을 찾을 수 없습니다.');
    expect((await run('deposits', 'list')).text).toBe('확인이 필요한 입금이 없습니다.');
    expect((await run('what')).code).toBe(2);
  });

  it('makes a member an owner, who signs in again and is sent to two-factor enrolment first', async () => {
    const m = await registerAndLogin(t.app);
    expect((await t.app.inject({ url: '/rest/admin/charges', headers: m.auth })).statusCode).toBe(404);
    expect((await run('make-admin', m.id.toUpperCase())).code).toBe(0);
    // The token from before has no console session: sign in again.
    expect((await t.app.inject({ url: '/rest/admin/charges', headers: m.auth })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id: m.id, password: m.password } });
    const auth = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    expect((await t.app.inject({ url: '/rest/admin/me', headers: auth })).json()).toMatchObject({ role: 'owner', twoFactor: 'enrol' });
    expect((await t.app.inject({ url: '/rest/admin/charges', headers: auth })).statusCode).toBe(403);
    expect((await run('make-admin', 'nobody_here')).text).toBe('실패: 해당 아이디의 회원이 없습니다.');
  });

  it('creates an admin with a one-time password that logs in to the console', async () => {
    const created = await run('create-admin', 'Shop_Owner1');
    expect(created.code).toBe(0);
    expect(created.text).toContain('아이디:   shop_owner1');
    const password = /비밀번호: (\S+)/.exec(created.text)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    const login = await t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id: 'shop_owner1', password } });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    expect((await t.app.inject({ url: '/rest/admin/me', headers: auth })).json()).toMatchObject({ loginId: 'shop_owner1', role: 'owner', twoFactor: 'enrol' });
    const audit = await t.app.ctx.db.selectFrom('admin_audit').selectAll().where('action', '=', 'member.create-admin').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: null });
    expect(JSON.stringify(audit)).not.toContain(password);

    expect(await run('create-admin', 'shop_owner1')).toEqual({ code: 1, text: '실패: 이미 있는 아이디입니다. 기존 회원에게 권한을 주려면 make-admin 명령을 쓰세요.' });
    expect((await run('create-admin', 'a b')).code).toBe(1);
    // A second run prints a different password for a different account: nothing is reused.
    const other = await run('create-admin', 'owner_two');
    expect(/비밀번호: (\S+)/.exec(other.text)![1]).not.toBe(password);
  });
});
