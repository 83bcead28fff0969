import { msg } from '@snsshop/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, outboxTo } from '../../../test/helpers/accounts.js';
import { createTestApp, dbKinds, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { maskLoginId } from '../../services/members/find-account.js';

describe('maskLoginId', () => {
  it.each([
    ['abcde12', 'ab***12'],
    ['abcdef12', 'ab****12'],
    ['abcde', 'ab*de'],
    ['abcd', 'a***'],
  ])('%s → %s', (id, masked) => expect(maskLoginId(id)).toBe(masked));
});

describe.each(dbKinds)('find id, find password and reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://shop.example.kr/' });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: freshIp() });
  const resetLink = async (email: string) => {
    const res = await post('/rest/service/find-password', { email });
    expect(res.statusCode).toBe(200);
    const body = (await outboxTo(t.app, email)).body;
    const link = /https:\/\/\S+/.exec(body)?.[0] ?? '';
    expect(link.startsWith('https://shop.example.kr/reset-password?token=')).toBe(true);
    return new URL(link).searchParams.get('token')!;
  };

  it('find-id shows the id masked and e-mails it in full', async () => {
    const m = await registerAndLogin(t.app);
    const res = await post('/rest/service/find-id', { email: m.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: maskLoginId(m.id) });
    expect(res.json().userId).not.toBe(m.id);
    expect((await outboxTo(t.app, m.email)).body).toContain(m.id);
  });

  it('find-id answers 404 for an unknown address and 400 for a malformed one', async () => {
    const unknown = await post('/rest/service/find-id', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(msg.findAccount.emailNotFound);
    const bad = await post('/rest/service/find-id', { email: 'nobody' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(msg.findAccount.emailInvalid);
  });

  it('find-password answers known and unknown addresses alike', async () => {
    const m = await registerAndLogin(t.app);
    const known = await post('/rest/service/find-password', { email: m.email });
    const unknown = await post('/rest/service/find-password', { email: 'stranger@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await outboxTo(t.app, m.email);
    expect(await t.app.ctx.db.selectFrom('outbox').selectAll().where('target', '=', 'stranger@example.com').execute()).toEqual([]);
  });

  it('the link resets the password once, ends every session, and carries exp for the screen', async () => {
    const m = await registerAndLogin(t.app);
    const token = await resetLink(m.email);
    const exp = decodeJwt(token).exp!;
    expect(exp - t.clock.now().getTime() / 1000).toBe(30 * 60);

    const res = await post('/rest/service/reset-password', { token, password: 'reset-pass-123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: msg.findAccount.resetSuccess });
    expect((await t.app.inject({ url: '/rest/auth/profile', headers: m.auth })).statusCode).toBe(401);
    expect((await post('/rest/auth/login', { id: m.id, password: 'reset-pass-123' })).statusCode).toBe(200);

    const twice = await post('/rest/service/reset-password', { token, password: 'other-pass-456' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(msg.findAccount.resetInvalid);
    expect((await post('/rest/auth/login', { id: m.id, password: 'other-pass-456' })).statusCode).toBe(404);
  });

  it('refuses an expired link', async () => {
    const m = await registerAndLogin(t.app);
    const token = await resetLink(m.email);
    t.clock.advance(30 * 60_000 + 1000);
    const res = await post('/rest/service/reset-password', { token, password: 'reset-pass-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.findAccount.resetInvalid);
  });

  it('refuses a link issued before the password was changed', async () => {
    const m = await registerAndLogin(t.app);
    const token = await resetLink(m.email);
    const change = await post('/rest/auth/change-password', { currentPassword: m.password, newPassword: 'changed-pass-1' }, m.auth);
    expect(change.statusCode).toBe(200);
    const res = await post('/rest/service/reset-password', { token, password: 'reset-pass-123' });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['garbage', () => 'not.a.token'],
    ['a session token', (session: string) => session],
  ])('refuses %s as a reset token', async (_name, make) => {
    const m = await registerAndLogin(t.app);
    const res = await post('/rest/service/reset-password', { token: make(m.token), password: 'reset-pass-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.findAccount.resetInvalid);
  });

  it('checks the new password like sign-up', async () => {
    const res = await post('/rest/service/reset-password', { token: 'x', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.register.passwordLength);
  });

  it('limits find-password mails to one a minute per address', async () => {
    const m = await registerAndLogin(t.app);
    expect((await post('/rest/service/find-password', { email: m.email })).statusCode).toBe(200);
    const soon = await post('/rest/service/find-password', { email: m.email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(msg.common.tooManyRequests);
  });
});
