import { formatKoreanDateTime, msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createAdminTestApp, loginAuth, routeTable, setTwoFactorRoles, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { memberIdOf } from '../../../../test/helpers/members.js';
import { balanceAndLedger, dbKinds, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { pendingCharge } from '../../../../test/helpers/charges.js';
import { base32Decode, totpAt } from '../../../auth/totp.js';

describe.each(dbKinds)('two-factor sign-in for the console on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    // The shop's default policy: every staff role must enrol.
    t = await createAdminTestApp(kind, {}, { keepTwoFactorDefault: true });
  });
  afterAll(() => t?.close());

  const codeAt = (secret: string, offsetSteps = 0) => totpAt(base32Decode(secret), t.clock.now().getTime() + offsetSteps * 30_000);
  const post = (url: string, payload: unknown, auth: Record<string, string>) => t.call('POST', url, payload, auth);

  /** Enrols through the screens' routes: QR code and secret once, the first code, ten recovery codes. */
  async function enrol(auth: Record<string, string>) {
    const start = await post('/rest/admin/two-factor/enrolment', {}, auth);
    expect(start.statusCode, start.body).toBe(200);
    const { secret, qrSvg, otpauthUrl } = start.json() as { secret: string; qrSvg: string; otpauthUrl: string };
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const done = await post('/rest/admin/two-factor/enrolment/confirm', { code: codeAt(secret) }, auth);
    expect(done.statusCode, done.body).toBe(200);
    return { secret, recoveryCodes: (done.json() as { recoveryCodes: string[] }).recoveryCodes };
  }

  it('sends an owner who has not enrolled to enrolment before any screen, then signs in with a code on the next sign-in', async () => {
    expect((await t.call('GET', '/rest/admin/me')).json()).toMatchObject({ role: 'owner', twoFactor: 'enrol' });
    const blocked = await t.call('GET', '/rest/admin/dashboard');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ message: msg.staff.enrolRequired, data: { twoFactor: 'enrol' } });

    const { secret, recoveryCodes } = await enrol(t.admin.auth);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Shown once: a second enrolment is refused, and the codes are stored hashed only.
    expect((await post('/rest/admin/two-factor/enrolment', {}, t.admin.auth)).statusCode).toBe(409);
    const stored = await t.app.ctx.db.selectFrom('staff_recovery_codes').select('code_hash').where('member_id', '=', t.admin.memberId).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash).some((h) => recoveryCodes.some((c) => h.includes(c.replace('-', ''))))).toBe(false);
    const staffRow = await t.app.ctx.db.selectFrom('staff').select('totp_secret_enc').where('member_id', '=', t.admin.memberId).executeTakeFirstOrThrow();
    expect(staffRow.totp_secret_enc).not.toContain(secret);
    expect((await t.call('GET', '/rest/admin/dashboard')).statusCode).toBe(200);

    // A new sign-in must give a code; the code already used at enrolment is refused (each code once).
    t.clock.advance(10_000);
    const auth = await loginAuth(t.app, t.admin.id, 'secret-pass1');
    expect((await t.call('GET', '/rest/admin/me', undefined, auth)).json()).toMatchObject({ twoFactor: 'verify' });
    expect((await t.call('GET', '/rest/admin/members', undefined, auth)).json()).toMatchObject({ data: { twoFactor: 'verify' } });
    const reused = await post('/rest/admin/two-factor/verify', { code: codeAt(secret) }, auth);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(msg.staff.codeWrong);
    t.clock.advance(30_000);
    const next = codeAt(secret);
    expect((await post('/rest/admin/two-factor/verify', { code: next }, auth)).statusCode).toBe(200);
    expect((await t.call('GET', '/rest/admin/members', undefined, auth)).statusCode).toBe(200);
    // The same code on another session: refused, it was used.
    const third = await loginAuth(t.app, t.admin.id, 'secret-pass1');
    expect((await post('/rest/admin/two-factor/verify', { code: next }, third)).statusCode).toBe(400);
    // One step either side of the app's clock is accepted, two steps is not.
    t.clock.advance(5 * 30_000);
    expect((await post('/rest/admin/two-factor/verify', { code: codeAt(secret, -2) }, third)).statusCode).toBe(400);
    expect((await post('/rest/admin/two-factor/verify', { code: codeAt(secret, 1) }, third)).statusCode).toBe(200);
    await t.app.ctx.db.updateTable('staff').set({ totp_failures: 0 }).where('member_id', '=', t.admin.memberId).execute();
  });

  it('asks every role for two-factor sign-in by default: no staff member reads members with a password alone until the owner relaxes the role', async () => {
    const owner = await addStaff(t.app, 'owner');
    await enrol(owner.auth);
    for (const role of ['manager', 'support', 'accountant'] as const) {
      const s = await addStaff(t.app, role);
      expect((await t.call('GET', '/rest/admin/me', undefined, s.auth)).json(), role).toMatchObject({ twoFactor: 'enrol' });
      const members = await t.call('GET', '/rest/admin/members', undefined, s.auth);
      expect(members.statusCode, role).toBe(403);
      expect(members.json()).toMatchObject({ message: msg.staff.enrolRequired, data: { twoFactor: 'enrol' } });
    }
    const listed = (await t.call('GET', '/rest/admin/staff', undefined, owner.auth)).json() as { role: string; twoFactorRequired: boolean }[];
    expect(listed.every((s) => s.twoFactorRequired)).toBe(true);
    expect((await t.call('GET', '/rest/admin/staff/policy', undefined, owner.auth)).json()).toMatchObject({ twoFactorRoles: ['owner', 'manager', 'support', 'accountant'] });

    // The owner relaxes the manager role (the screen warns first): a manager then signs in with a password alone.
    const policy = (await t.call('GET', '/rest/admin/staff/policy', undefined, owner.auth)).json() as { twoFactorRoles: string[] };
    const relaxed = { ...policy, twoFactorRoles: policy.twoFactorRoles.filter((r) => r !== 'manager') };
    expect((await t.call('PUT', '/rest/admin/staff/policy', relaxed, owner.auth)).statusCode).toBe(200);
    const manager = await addStaff(t.app, 'manager');
    expect((await t.call('GET', '/rest/admin/members', undefined, manager.auth)).statusCode).toBe(200);
    expect((await t.call('PUT', '/rest/admin/staff/policy', policy, owner.auth)).statusCode).toBe(200);
    expect((await t.call('GET', '/rest/admin/members', undefined, manager.auth)).statusCode).toBe(403);
  });

  it.each([
    ['an accountant (2FA required for the role)', 'accountant'],
    ['a support member whose role the owner relaxed, who enrolled anyway', 'support'],
  ] as const)('ends every session of %s when the owner resets their 2FA: refused on every console route and cannot enrol', async (_who, role) => {
    if (role === 'support') await setTwoFactorRoles(t.app, ['owner', 'manager', 'accountant']);
    const owner = await addStaff(t.app, 'owner');
    await enrol(owner.auth);
    const staff = await addStaff(t.app, role);
    const { secret } = await enrol(staff.auth);
    // a second session that gave its code too (the one a thief could hold)
    t.clock.advance(30_000);
    const other = await loginAuth(t.app, staff.id, staff.password, 'other-device');
    expect((await post('/rest/admin/two-factor/verify', { code: codeAt(secret) }, other)).statusCode).toBe(200);
    const screen = role === 'accountant' ? '/rest/admin/charges' : '/rest/admin/inquiries';
    for (const auth of [staff.auth, other]) expect((await t.call('GET', screen, undefined, auth)).statusCode).toBe(200);

    const reset = await t.call('DELETE', `/rest/admin/staff/${staff.memberId}/two-factor`, undefined, owner.auth);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ twoFactorEnrolled: false, activeSessions: 0 });

    const fill = (url: string) => url.replace(/:id\b/g, '1').replace(':sid', 'aaaaaaaaaaaa').replace(':day', '2026-11-20').replace(':event', 'order.completed').replace(':name', 'x.png');
    for (const auth of [staff.auth, other]) {
      for (const r of routeTable(t.app).filter((x) => x.url.startsWith('/rest/admin') && x.method !== 'HEAD')) {
        const res = await t.call(r.method, fill(r.url), r.method === 'GET' || r.method === 'DELETE' ? undefined : {}, auth);
        expect([r.method, r.url, res.statusCode]).toEqual([r.method, r.url, 404]);
      }
    }
    const row = await t.app.ctx.db.selectFrom('staff').select(['totp_secret_enc', 'totp_pending_enc']).where('member_id', '=', staff.memberId).executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret_enc: null, totp_pending_enc: null });
    // signing in again (with the password) is how they come back, and they enrol a new authenticator first
    const again = await loginAuth(t.app, staff.id, staff.password);
    expect((await t.call('GET', '/rest/admin/me', undefined, again)).json()).toMatchObject({ twoFactor: role === 'accountant' ? 'enrol' : 'off' });
    await t.app.ctx.db.deleteFrom('site_settings').where('key', '=', 'staff.security').execute();
  });

  it('takes each recovery code once', async () => {
    const acc = await addStaff(t.app, 'accountant');
    const { recoveryCodes } = await enrol(acc.auth);
    const [first, second] = recoveryCodes as [string, string];
    const s1 = await loginAuth(t.app, acc.id, acc.password);
    expect((await post('/rest/admin/two-factor/verify', { code: first.toLowerCase() }, s1)).statusCode).toBe(200);
    expect((await t.call('GET', '/rest/admin/charges', undefined, s1)).statusCode).toBe(200);
    const s2 = await loginAuth(t.app, acc.id, acc.password);
    expect((await post('/rest/admin/two-factor/verify', { code: first }, s2)).statusCode).toBe(400);
    expect((await post('/rest/admin/two-factor/verify', { code: second }, s2)).statusCode).toBe(200);
    const bad = await post('/rest/admin/two-factor/verify', { code: 'abc' }, s2);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(msg.staff.codeFormat);
  });

  it('locks 2FA sign-in for 15 minutes after 5 wrong codes and tells the owner once', async () => {
    const acc = await addStaff(t.app, 'accountant');
    const { secret } = await enrol(acc.auth);
    t.clock.advance(30_000);
    const s = await loginAuth(t.app, acc.id, acc.password);
    const wrong = (c: string) => String((Number(c) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) expect((await post('/rest/admin/two-factor/verify', { code: wrong(codeAt(secret)) }, s)).statusCode).toBe(400);
    const locked = await post('/rest/admin/two-factor/verify', { code: codeAt(secret) }, s);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(msg.staff.codeLocked);
    const alerts = await t.app.ctx.db.selectFrom('owner_alerts').select(['kind', 'line']).where('kind', '=', 'staff.two_factor_locked').execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.line).toContain(acc.id.toLowerCase());
    // the owner reads the time the lock ends on Korea's clock
    expect(alerts[0]!.line).toContain(`${formatKoreanDateTime(t.clock.now().getTime() + 15 * 60_000)}까지`);
    t.clock.advance(14 * 60_000);
    expect((await post('/rest/admin/two-factor/verify', { code: codeAt(secret) }, s)).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await post('/rest/admin/two-factor/verify', { code: codeAt(secret) }, s)).statusCode).toBe(200);
  });

  it('asks for a code again before moving points when the last one is older than the owner\'s minutes', async () => {
    const member = await registerAndLogin(t.app);
    const memberId = await memberIdOf(t.app, member.id);
    const owner = await addStaff(t.app, 'owner');
    const { secret } = await enrol(owner.auth);
    const give = () => t.call('POST', `/rest/admin/members/${memberId}/points`, { delta: 1000, reason: '이벤트' }, owner.auth);
    expect((await give()).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    expect((await t.call('GET', '/rest/admin/members', undefined, owner.auth)).statusCode).toBe(200);
    const refused = await give();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: msg.staff.stepUpRequired, data: { twoFactor: 'step-up' } });
    const ledger = await t.app.ctx.db.selectFrom('point_ledger').select('delta').where('member_id', '=', memberId).execute();
    expect(ledger).toHaveLength(1);
    expect((await post('/rest/admin/two-factor/verify', { code: codeAt(secret) }, owner.auth)).statusCode).toBe(200);
    expect((await give()).statusCode).toBe(200);
    // Staff changes are step-up actions too; reading the staff list is not.
    t.clock.advance(11 * 60_000);
    expect((await t.call('GET', '/rest/admin/staff', undefined, owner.auth)).statusCode).toBe(200);
    expect((await t.call('POST', '/rest/admin/staff', { loginId: 'helper_x1', role: 'support' }, owner.auth)).statusCode).toBe(403);
  });

  it('asks for a fresh code before approving a charge above the owner\'s threshold, not below it', async () => {
    const acc = await addStaff(t.app, 'accountant');
    const { secret } = await enrol(acc.auth);
    const member = await registerAndLogin(t.app);
    const memberId = await memberIdOf(t.app, member.id);
    const big = await pendingCharge(t.app, member.auth, { point: 200_000 });
    const small = await pendingCharge(t.app, member.auth, { point: 10_000 });
    t.clock.advance(11 * 60_000);
    const refused = await t.call('POST', `/rest/admin/charges/${big.id}/approve`, undefined, acc.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ data: { twoFactor: 'step-up' } });
    expect((await balanceAndLedger(t.app, memberId)).balance).toBe(0);
    expect((await t.call('POST', `/rest/admin/charges/${small.id}/approve`, undefined, acc.auth)).statusCode).toBe(200);
    expect((await post('/rest/admin/two-factor/verify', { code: codeAt(secret) }, acc.auth)).statusCode).toBe(200);
    expect((await t.call('POST', `/rest/admin/charges/${big.id}/approve`, undefined, acc.auth)).statusCode).toBe(200);
    expect(await balanceAndLedger(t.app, memberId)).toMatchObject({ balance: 210_000, ledgerSum: 210_000, rows: 2 });
  });
});
