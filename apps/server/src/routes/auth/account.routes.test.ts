import { AutoOrderStatus, msg, PaymentStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, setSetting } from '../../../test/helpers/accounts.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, newMember, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { findMemberByApiKey } from '../../services/members/api-keys.js';

describe.each(dbKinds)('account settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, auth?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth ?? {}, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as object }) });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const profile = async (auth: Record<string, string>) => call('GET', '/rest/auth/profile', auth);

  it.each([
    ['POST', '/rest/auth/change-password', { currentPassword: 'a', newPassword: 'bbbbbbbb' }],
    ['POST', '/rest/auth/api-key', undefined],
    ['POST', '/rest/auth/referral-code', undefined],
    ['DELETE', '/rest/auth/account', undefined],
  ] as const)('%s %s answers 401 without a session', async (method, url, payload) => {
    const res = await call(method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(msg.common.unauthorized);
  });

  describe('change password', () => {
    it('answers 409 "현재 비밀번호가 다릅니다." for a wrong current password', async () => {
      const m = await registerAndLogin(t.app);
      const res = await call('POST', '/rest/auth/change-password', m.auth, { currentPassword: 'not-mine-123', newPassword: 'new-secret-99' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, message: '현재 비밀번호가 다릅니다.' });
    });

    it.each([
      ['empty current', { currentPassword: '', newPassword: 'new-secret-99' }, msg.account.currentPasswordRequired],
      ['empty new', { currentPassword: 'x', newPassword: '' }, msg.account.newPasswordRequired],
      ['short new', { currentPassword: 'x', newPassword: 'short1' }, msg.register.passwordLength],
      ['new with a space', { currentPassword: 'x', newPassword: 'new secret 1' }, msg.register.passwordNoSpaces],
    ])('answers 400 for %s', async (_name, body, message) => {
      const m = await registerAndLogin(t.app);
      const res = await call('POST', '/rest/auth/change-password', m.auth, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('ends the other sessions; the new password logs in and the old one does not', async () => {
      const m = await registerAndLogin(t.app);
      const other = (await call('POST', '/rest/auth/login', undefined, { id: m.id, password: m.password })).json().accessToken as string;
      const res = await call('POST', '/rest/auth/change-password', m.auth, { currentPassword: m.password, newPassword: 'brand-new-pass1' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(msg.account.passwordChanged);
      expect((await profile(bearer(other))).statusCode).toBe(401);
      expect((await profile(m.auth)).statusCode).toBe(401);
      expect((await profile(bearer(res.json().accessToken))).statusCode).toBe(200);
      expect((await call('POST', '/rest/auth/login', undefined, { id: m.id, password: m.password })).statusCode).toBe(404);
      expect((await call('POST', '/rest/auth/login', undefined, { id: m.id, password: 'brand-new-pass1' })).statusCode).toBe(200);
    });
  });

  describe('API key', () => {
    it('issues a key shown in the profile; renewing stops the old key at once', async () => {
      const m = await registerAndLogin(t.app);
      expect((await profile(m.auth)).json().apiKey).toBeNull();
      const first = await call('POST', '/rest/auth/api-key', m.auth);
      expect(first.statusCode).toBe(200);
      const key1 = first.json().apiKey as string;
      expect(key1).toMatch(/^[0-9a-f]{40}$/);
      expect((await profile(m.auth)).json().apiKey).toBe(key1);
      expect((await findMemberByApiKey(t.app.ctx, key1))?.loginId).toBe(m.id);

      const key2 = (await call('POST', '/rest/auth/api-key', m.auth)).json().apiKey as string;
      expect(key2).not.toBe(key1);
      expect(await findMemberByApiKey(t.app.ctx, key1)).toBeNull();
      expect((await findMemberByApiKey(t.app.ctx, key2))?.loginId).toBe(m.id);
      expect((await profile(m.auth)).json().apiKey).toBe(key2);
    });

    it('keeps no usable plain key in the database', async () => {
      const m = await registerAndLogin(t.app);
      const key = (await call('POST', '/rest/auth/api-key', m.auth)).json().apiKey as string;
      const row = await t.app.ctx.db.selectFrom('members').selectAll().where('login_id', '=', m.id).executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(key);
      expect(row.api_key_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('finds nobody for an unknown, empty or huge key', async () => {
      expect(await findMemberByApiKey(t.app.ctx, 'f'.repeat(40))).toBeNull();
      expect(await findMemberByApiKey(t.app.ctx, '')).toBeNull();
      expect(await findMemberByApiKey(t.app.ctx, 'a'.repeat(10_000))).toBeNull();
    });
  });

  describe('referral code', () => {
    it('is 404 while ENABLE_REFERRAL is off', async () => {
      await setSetting(t.app, 'ENABLE_REFERRAL', false);
      const m = await registerAndLogin(t.app);
      const res = await call('POST', '/rest/auth/referral-code', m.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(msg.account.referralDisabled);
    });

    it('issues one unique code, once; a new member can name it', async () => {
      await setSetting(t.app, 'ENABLE_REFERRAL', true);
      const m = await registerAndLogin(t.app);
      const results = await Promise.all([call('POST', '/rest/auth/referral-code', m.auth), call('POST', '/rest/auth/referral-code', m.auth)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const code = results.find((r) => r.statusCode === 200)!.json().referralCode as string;
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      expect((await profile(m.auth)).json().referralCode).toBe(code);
      const again = await call('POST', '/rest/auth/referral-code', m.auth);
      expect(again.json().message).toBe(msg.account.referralExists);

      const friend = newMember({ referral: code.toLowerCase() });
      expect((await call('POST', '/rest/auth/register', undefined, friend)).statusCode).toBe(201);
      const row = await t.app.ctx.db.selectFrom('members').select('referred_by').where('login_id', '=', friend.id).executeTakeFirstOrThrow();
      const referrer = await t.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', m.id).executeTakeFirstOrThrow();
      expect(row.referred_by).toBe(referrer.id);
    });
  });

  describe('account deletion', () => {
    it('removes personal data and login, keeps orders and ledger rows de-identified', async () => {
      const m = await registerAndLogin(t.app);
      const memberId = await grantPoints(t.app, m.id, 50_000);
      await call('POST', '/rest/auth/api-key', m.auth);
      const services = (await call('GET', '/rest/service/services')).json() as { id: number; min: number; isReadOnly: boolean; enableAuto: boolean }[];
      const service = services.find((s) => !s.isReadOnly)!;
      const order = await call('POST', '/rest/service/order', m.auth, { serviceId: service.id, link: 'https://instagram.com/someone', amount: service.min });
      expect(order.statusCode, order.body).toBe(201);
      const auto = await call('POST', '/rest/service/order', m.auth, { serviceId: services.find((s) => s.enableAuto && !s.isReadOnly)!.id, link: 'https://instagram.com/someone_else', amount: 100, runs: 5, interval: 60 });
      expect(auto.statusCode, auto.body).toBe(201);
      const charge = await call('POST', '/rest/service/point', m.auth, { name: '홍길동', point: 10_000, feeType: 'CASH', feeValue: { phone: '01012345678' } });
      expect(charge.statusCode, charge.body).toBe(201);
      const before = await balanceAndLedger(t.app, memberId);

      const res = await call('DELETE', '/rest/auth/account', m.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: '회원탈퇴가 완료됬습니다.' });

      expect((await profile(m.auth)).statusCode).toBe(401);
      const login = await call('POST', '/rest/auth/login', undefined, { id: m.id, password: m.password });
      expect(login.statusCode).toBe(404);
      expect(login.json().message).toBe(msg.login.wrong);

      const row = await t.app.ctx.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'deleted', email: null, phone_number: null, password_hash: null, api_key_hash: null, api_key_enc: null });
      expect(row.login_id).not.toContain(m.id);
      expect(JSON.stringify(row)).not.toContain(m.email);
      const orders = await t.app.ctx.db.selectFrom('orders').select('id').where('member_id', '=', memberId).execute();
      expect(orders).toHaveLength(2);
      expect(await balanceAndLedger(t.app, memberId)).toEqual(before);
      // Nothing keeps spending or waiting for a member who left; payment records lose the personal details.
      const autos = await t.app.ctx.db.selectFrom('auto_orders').select('status').where('member_id', '=', memberId).execute();
      expect(autos).toEqual([{ status: AutoOrderStatus.CANCLED }]);
      const charges = await t.app.ctx.db.selectFrom('point_charges').select(['status', 'depositor', 'fee_value']).where('member_id', '=', memberId).execute();
      expect(charges).toEqual([{ status: PaymentStatus.FAIL, depositor: '탈퇴회원', fee_value: null }]);

      // the id is free again for a new person, who starts from nothing
      const again = await registerAndLogin(t.app, { id: m.id, email: `again-${m.email}` });
      expect((await profile(again.auth)).json()).toEqual({ id: m.id, point: 0, apiKey: null, referralCode: null });
    });
  });
});
