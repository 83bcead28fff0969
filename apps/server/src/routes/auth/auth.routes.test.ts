import { msg } from '@snsshop/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecrets } from '../../lib/secrets.js';
import { createTestApp, dbKinds, newMember, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { makeAdmin } from '../../cli/make-admin.js';

describe.each(dbKinds)('auth routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('registers a member who can then log in and read a profile with zero points', async () => {
    const body = newMember();
    const reg = await post('/rest/auth/register', body);
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({ message: msg.register.success });

    const login = await post('/rest/auth/login', { id: body.id, password: body.password });
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json();
    expect(accessToken.split('.')).toHaveLength(3);

    const profile = await t.app.inject({ url: '/rest/auth/profile', headers: { authorization: `Bearer ${accessToken}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({ id: body.id, point: 0, apiKey: null, referralCode: null });

    // A shop owner's profile says so (the top bar then offers the console); nobody else's does.
    await makeAdmin(t.app.ctx, body.id);
    const owner = await t.app.inject({ url: '/rest/auth/profile', headers: { authorization: `Bearer ${accessToken}` } });
    expect(owner.json()).toEqual({ id: body.id, point: 0, apiKey: null, referralCode: null, role: 'admin' });
  });

  it('refuses a duplicate id with 409, also when only the letter case differs', async () => {
    const body = newMember();
    expect((await post('/rest/auth/register', body)).statusCode).toBe(201);
    for (const id of [body.id, body.id.toUpperCase()]) {
      const again = await post('/rest/auth/register', { ...body, id, email: `other-${id}@example.com` });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(msg.register.idTaken);
    }
  });

  it('refuses an e-mail that another member already uses with 409', async () => {
    const first = newMember();
    expect((await post('/rest/auth/register', first)).statusCode).toBe(201);
    const second = newMember({ email: first.email.toUpperCase() });
    const res = await post('/rest/auth/register', second);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.register.emailTaken);
  });

  it('lets exactly one of ten simultaneous sign-ups for one id succeed', async () => {
    const base = newMember();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('/rest/auth/register', { ...base, email: `race${i}-${base.email}` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
  });

  it.each([
    ['id with a space', { id: 'ab cd' }, msg.register.idNoSpaces],
    ['id too short', { id: 'ab' }, msg.register.idFormat],
    ['id with Hangul', { id: '아이디입니다' }, msg.register.idFormat],
    ['password with a space', { password: 'pass word1' }, msg.register.passwordNoSpaces],
    ['password too short', { password: 'short1' }, msg.register.passwordLength],
    ['password too long', { password: 'x'.repeat(65) }, msg.register.passwordLength],
    ['e-mail without a dot', { email: 'user@example' }, msg.register.emailInvalid],
    ['empty sign-up route', { registerWhere: '' }, msg.register.registerWhereRequired],
    ['unknown sign-up route', { registerWhere: '없는 경로' }, msg.register.registerWhereUnknown],
    ['id as a number', { id: 12345 }, msg.register.idRequired],
  ])('answers 400 with a Korean message for %s', async (_name, override, message) => {
    const res = await post('/rest/auth/register', newMember(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message });
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['a string', 'hello'],
    ['nulls', { id: null, password: null, email: null, registerWhere: null }],
    ['huge strings', { id: 'a'.repeat(100_000) }],
  ])('answers malformed register input (%s) with a 4xx and a Korean message, never a 500', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/register', payload: payload as object, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('answers broken JSON and a wrong content type with 400/415 in Korean', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: '{"id":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(msg.common.badRequest);
    const xml = await t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: '<id/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe(msg.common.unsupportedMediaType);
  });

  it('answers a wrong password and an unknown id with the same 404 message', async () => {
    const m = await registerAndLogin(t.app);
    const wrongPw = await post('/rest/auth/login', { id: m.id, password: 'not-the-password' });
    const unknown = await post('/rest/auth/login', { id: 'nobody-here', password: 'whatever123' });
    for (const res of [wrongPw, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: msg.login.wrong });
    }
  });

  it('logs in with the id in any letter case', async () => {
    const m = await registerAndLogin(t.app);
    const res = await post('/rest/auth/login', { id: m.id.toUpperCase(), password: m.password });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['empty id', { id: '', password: 'x' }],
    ['missing password', { id: 'someone' }],
    ['numbers', { id: 1, password: 2 }],
  ])('answers a malformed login (%s) with 400 "%s"', async (_name, payload) => {
    const res = await post('/rest/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.login.badFormat);
  });

  describe('profile answers 401 for any token that is not a live session', () => {
    const expect401 = async (authorization?: string) => {
      const res = await t.app.inject({ url: '/rest/auth/profile', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(msg.common.unauthorized);
    };

    it('missing or garbage token', async () => {
      await expect401();
      await expect401('Bearer ');
      await expect401('Bearer not.a.jwt');
      await expect401('Basic dXNlcjpwYXNz');
    });

    it('token signed with another key', async () => {
      const forged = await new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('snsshop')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(48)));
      await expect401(`Bearer ${forged}`);
    });

    it('token signed with the real key but without an expiry, or without an issue time', async () => {
      const { tokenKey } = loadSecrets(t.env.config.dataDir, t.env.config.tokenSecret);
      const m = await registerAndLogin(t.app);
      const memberId = String((await t.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', m.id.toLowerCase()).executeTakeFirstOrThrow()).id);
      const base = () => new SignJWT({ tv: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(memberId).setIssuer('snsshop');
      const now = Math.floor(t.clock.now().getTime() / 1000);
      // The same claims with both set are accepted, so the refusals below are about the missing claim.
      const complete = await base().setIssuedAt(now).setExpirationTime(now + 3600).sign(tokenKey);
      expect((await t.app.inject({ url: '/rest/auth/profile', headers: { authorization: `Bearer ${complete}` } })).statusCode).toBe(200);
      await expect401(`Bearer ${await base().setIssuedAt(now).sign(tokenKey)}`);
      await expect401(`Bearer ${await base().setExpirationTime(now + 3600).sign(tokenKey)}`);
    });

    it('unsigned token (alg none)', async () => {
      const m = await registerAndLogin(t.app);
      const [, payload] = m.token.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      await expect401(`Bearer ${header}.${payload}.`);
    });

    it('expired token', async () => {
      const m = await registerAndLogin(t.app);
      expect((await t.app.inject({ url: '/rest/auth/profile', headers: m.auth })).statusCode).toBe(200);
      t.clock.advance(t.env.config.tokenTtlSeconds * 1000 + 1000);
      try {
        await expect401(m.auth.authorization);
      } finally {
        t.clock.advance(-(t.env.config.tokenTtlSeconds * 1000 + 1000));
      }
    });

    it('token of a member whose sessions were ended', async () => {
      const m = await registerAndLogin(t.app);
      await t.app.ctx.db.updateTable('members').set({ token_version: 1 }).where('login_id', '=', m.id).execute();
      await expect401(m.auth.authorization);
    });
  });
});
