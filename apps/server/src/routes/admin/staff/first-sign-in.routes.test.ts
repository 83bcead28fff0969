import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, setTwoFactorRoles, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { dbKinds } from '../../../../test/helpers/test-app.js';
import { createAdmin } from '../../../cli/create-admin.js';

describe.each(dbKinds)('a staff member\'s first sign-in with the owner\'s temporary password on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    // The invited role must use 2FA: the new password comes first, the authenticator after it.
    await setTwoFactorRoles(t.app, ['support']);
  });
  afterAll(() => t?.close());

  const login = (id: string, password: string) => t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id, password } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function invite(loginId: string) {
    const res = await t.call('POST', '/rest/admin/staff', { loginId, role: 'support' });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { temporaryPassword: string }).temporaryPassword;
  }

  it('asks for a new password before anything else in the console, then for 2FA, and lets the new password in', async () => {
    const temporary = await invite('helper_first');
    const signedIn = await login('helper_first', temporary);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ passwordChange: true });
    const auth = bearer(signedIn.json().accessToken);

    expect((await t.call('GET', '/rest/admin/me', undefined, auth)).json()).toMatchObject({ loginId: 'helper_first', role: 'support', passwordChange: true });
    for (const [method, url] of [['GET', '/rest/admin/inquiries'], ['GET', '/rest/admin/dashboard'], ['POST', '/rest/admin/two-factor/enrolment']] as const) {
      const refused = await t.call(method, url, method === 'POST' ? {} : undefined, auth);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ message: msg.staff.passwordChangeRequired, data: { passwordChange: true } });
    }

    const change = (currentPassword: string, newPassword: string, headers = auth) => t.call('POST', '/rest/admin/me/password', { currentPassword, newPassword }, headers);
    const same = await change(temporary, temporary);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(msg.staff.passwordSameAsTemporary);
    const wrong = await change('not-the-temporary', 'my-own-pass1');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(msg.account.currentPasswordWrong);
    const short = await change(temporary, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(msg.register.passwordLength);

    const changed = await change(temporary, 'my-own-pass1');
    expect(changed.statusCode, changed.body).toBe(200);
    const next = bearer(changed.json().accessToken);
    // The same console session goes on, now at two-factor enrolment.
    expect((await t.call('GET', '/rest/admin/me', undefined, next)).json()).toMatchObject({ passwordChange: false, twoFactor: 'enrol' });
    expect((await t.call('GET', '/rest/admin/inquiries', undefined, next)).json()).toMatchObject({ message: msg.staff.enrolRequired });
    expect((await t.call('POST', '/rest/admin/two-factor/enrolment', {}, next)).statusCode).toBe(200);

    expect((await login('helper_first', temporary)).statusCode).toBe(404);
    const again = await login('helper_first', 'my-own-pass1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ accessToken: expect.any(String) });
  });

  it('takes a new password from the account screen as well, and never asks staff who chose their own', async () => {
    const temporary = await invite('helper_acct');
    const auth = bearer((await login('helper_acct', temporary)).json().accessToken);
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/change-password', headers: auth, payload: { currentPassword: temporary, newPassword: 'my-own-pass2' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', '/rest/admin/me', undefined, bearer(res.json().accessToken))).json()).toMatchObject({ passwordChange: false });

    // The owner made on the command line, and the owner of this test app, are not asked.
    const owner = await createAdmin(t.app.ctx, 'cli_owner1');
    expect((await login(owner.loginId, owner.password)).json()).toEqual({ accessToken: expect.any(String) });
    expect((await t.call('GET', '/rest/admin/me')).json()).toMatchObject({ passwordChange: false });
  });
});
