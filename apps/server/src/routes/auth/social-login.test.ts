import { msg } from '@snsshop/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, freshIp, outboxTo, setSetting } from '../../../test/helpers/accounts.js';
import { OTHER_KAKAO_APP } from '../../../test/stand-ins/social.js';
import { createTestApp, dbKinds, newMember, signUpConsents, type TestApp } from '../../../test/helpers/test-app.js';
import { socialSignInsOn, socialTestApp, type SocialStandIn } from '../../../test/helpers/social-shop.js';

let userCounter = 0;
const someone = (email?: string) => {
  userCounter += 1;
  return { id: String(900000 + userCounter + (process.pid % 1000) * 1000), ...(email ? { email } : {}) };
};

describe.each(dbKinds)('Naver and Kakao login on %s', (kind) => {
  let t: TestApp;
  let idp: SocialStandIn;
  beforeAll(async () => ({ t, idp } = await socialTestApp(kind)));
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });
  beforeEach(() => socialSignInsOn(t.app));

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: freshIp() });
  const get = (url: string) => t.app.inject({ url });
  const state = async (provider: 'naver' | 'kakao') => (await get(`/rest/auth/${provider}/authorize-url`)).json().state as string;
  const profileOf = async (accessToken: string) => (await t.app.inject({ url: '/rest/auth/profile', headers: { authorization: `Bearer ${accessToken}` } })).json();

  describe('Naver', () => {
    it('gives the authorize URL with our client id, the callback address and a signed state', async () => {
      const res = await get('/rest/auth/naver/authorize-url');
      expect(res.statusCode).toBe(200);
      const { url, state: s } = res.json();
      const u = new URL(url);
      expect(`${u.origin}${u.pathname}`).toBe(`${idp.baseUrl}/oauth2.0/authorize`);
      expect(Object.fromEntries(u.searchParams)).toEqual({
        response_type: 'code',
        client_id: 'naver-client-id',
        redirect_uri: 'http://localhost:3000/auth/naver',
        state: s,
      });
    });

    it.each([['a string', '3600'], ['a number', 3600]])(
      'new member: 404 with a token, sign-up, then login (expires_in as %s)',
      async (_name, expiresIn) => {
        const user = someone(`naver${userCounter}@example.com`);
        const first = await post('/rest/auth/login/naver', { code: idp.naverCode(user, expiresIn), state: await state('naver') });
        expect(first.statusCode, first.body).toBe(404);
        expect(first.json().message).toBe(msg.social.notRegistered);
        const token = first.json().data.token as string;
        expect(decodeJwt(token).exp).toBeGreaterThan(Date.parse('2026-01-01') / 1000);

        const reg = await post('/rest/auth/register/naver', { registerWhere: '지인 추천', ...signUpConsents, accessToken: token });
        expect(reg.statusCode, reg.body).toBe(201);
        expect(reg.json()).toEqual({ message: msg.register.success });

        const login = await post('/rest/auth/login/naver', { code: idp.naverCode(user, expiresIn), state: await state('naver') });
        expect(login.statusCode, login.body).toBe(200);
        const profile = await profileOf(login.json().accessToken);
        expect(profile.id).toMatch(/^naver_[a-z0-9]{8}$/);
        expect(profile.point).toBe(0);

        const again = await post('/rest/auth/register/naver', { registerWhere: '지인 추천', ...signUpConsents, accessToken: token });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(msg.social.alreadyRegistered);
      },
    );

    it('exchanges the code by POST form with the secret and the state', async () => {
      const s = await state('naver');
      const code = idp.naverCode(someone());
      await post('/rest/auth/login/naver', { code, state: s });
      expect(idp.tokenForms.at(-1)).toEqual({ grant_type: 'authorization_code', client_id: 'naver-client-id', client_secret: 'naver-client-secret', code, state: s });
    });

    it('refuses a bad, foreign or expired state without calling Naver', async () => {
      const calls = idp.tokenForms.length;
      const good = await state('naver');
      const expired = await state('naver');
      const cases = ['made-up', good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA'), await state('kakao')];
      for (const s of cases) {
        const res = await post('/rest/auth/login/naver', { code: idp.naverCode(someone()), state: s });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(msg.social.badState);
      }
      t.clock.advance(11 * 60_000);
      const late = await post('/rest/auth/login/naver', { code: idp.naverCode(someone()), state: expired });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(msg.social.badState);
      expect(idp.tokenForms.length).toBe(calls);
    });

    it('answers 400 for a code Naver refuses', async () => {
      const res = await post('/rest/auth/login/naver', { code: 'never-issued', state: await state('naver') });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(msg.social.naverFailed);
    });

    it('never links to an existing member by e-mail', async () => {
      const existing = newMember();
      expect((await post('/rest/auth/register', existing)).statusCode).toBe(201);
      const user = someone(existing.email);
      const first = await post('/rest/auth/login/naver', { code: idp.naverCode(user), state: await state('naver') });
      expect(first.statusCode).toBe(404);
      expect((await post('/rest/auth/register/naver', { registerWhere: '지인 추천', ...signUpConsents, accessToken: first.json().data.token })).statusCode).toBe(201);
      const login = await post('/rest/auth/login/naver', { code: idp.naverCode(user), state: await state('naver') });
      expect((await profileOf(login.json().accessToken)).id).not.toBe(existing.id);
    });

    it('refuses an expired or altered sign-up token, and one meant for Kakao', async () => {
      const first = await post('/rest/auth/login/naver', { code: idp.naverCode(someone()), state: await state('naver') });
      const token = first.json().data.token as string;
      const altered = await post('/rest/auth/register/naver', { registerWhere: '지인 추천', ...signUpConsents, accessToken: token.slice(0, -3) + 'xyz' });
      expect(altered.statusCode).toBe(400);
      expect(altered.json().message).toBe(msg.social.registerTokenInvalid);
      const wrongProvider = await post('/rest/auth/register/kakao', { registerWhere: '지인 추천', ...signUpConsents, accessToken: token });
      expect(wrongProvider.statusCode).toBe(400);
      t.clock.advance(31 * 60_000);
      const late = await post('/rest/auth/register/naver', { registerWhere: '지인 추천', ...signUpConsents, accessToken: token });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(msg.social.registerTokenInvalid);
    });

    it('with phone verification on, social sign-up needs the phone code', async () => {
      await setSetting(t.app, 'ENABLE_PHONE_NUMBER', true);
      const first = await post('/rest/auth/login/naver', { code: idp.naverCode(someone()), state: await state('naver') });
      const accessToken = first.json().data.token as string;
      const missing = await post('/rest/auth/register/naver', { registerWhere: '지인 추천', ...signUpConsents, accessToken });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(msg.register.phoneCodeNotSent);
      const phoneNumber = '01020203030';
      expect((await post('/rest/auth/send-phone-number', { phoneNumber })).statusCode).toBe(200);
      const sendCode = codeIn((await outboxTo(t.app, phoneNumber)).body);
      const ok = await post('/rest/auth/register/naver', { registerWhere: '지인 추천', ...signUpConsents, accessToken, phoneNumber, sendCode });
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('is 404 in Korean while ENABLE_SNS_NAVER is off', async () => {
      await setSetting(t.app, 'ENABLE_SNS_NAVER', false);
      for (const res of [
        await get('/rest/auth/naver/authorize-url'),
        await post('/rest/auth/login/naver', { code: 'x', state: 'y' }),
        await post('/rest/auth/register/naver', { registerWhere: '지인 추천', ...signUpConsents, accessToken: 'x' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, message: msg.social.naverDisabled });
      }
    });
  });

  describe('Kakao', () => {
    it('new member with an access token of our app: 404 with a token, sign-up, then login', async () => {
      const user = someone('kakao-user@example.com');
      const first = await post('/rest/auth/login/kakao', { accessToken: idp.kakaoToken(user) });
      expect(first.statusCode, first.body).toBe(404);
      expect(first.json().message).toBe(msg.social.notRegistered);
      const reg = await post('/rest/auth/register/kakao', { registerWhere: '지인 추천', ...signUpConsents, accessToken: first.json().data.token });
      expect(reg.statusCode, reg.body).toBe(201);
      const login = await post('/rest/auth/login/kakao', { accessToken: idp.kakaoToken(user) });
      expect(login.statusCode).toBe(200);
      expect((await profileOf(login.json().accessToken)).id).toMatch(/^kakao_/);
    });

    it('refuses a token issued to another Kakao app, and an unknown token', async () => {
      const user = someone();
      const foreign = await post('/rest/auth/login/kakao', { accessToken: idp.kakaoToken(user, OTHER_KAKAO_APP) });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(msg.social.kakaoFailed);
      const unknown = await post('/rest/auth/login/kakao', { accessToken: 'not-a-kakao-token' });
      expect(unknown.statusCode).toBe(400);
    });

    it('the redirect flow: authorize URL, then code and state', async () => {
      const { url, state: s } = (await get('/rest/auth/kakao/authorize-url')).json();
      const q = new URL(url).searchParams;
      expect(q.get('client_id')).toBe('kakao-rest-key');
      expect(q.get('redirect_uri')).toBe('http://localhost:3000/auth/kakao');
      expect(q.get('response_type')).toBe('code');
      const user = someone();
      const first = await post('/rest/auth/login/kakao', { code: idp.kakaoCode(user), state: s });
      expect(first.statusCode, first.body).toBe(404);
      expect((await post('/rest/auth/register/kakao', { registerWhere: '지인 추천', ...signUpConsents, accessToken: first.json().data.token })).statusCode).toBe(201);
      const login = await post('/rest/auth/login/kakao', { code: idp.kakaoCode(user), state: await state('kakao') });
      expect(login.statusCode).toBe(200);

      const badState = await post('/rest/auth/login/kakao', { code: idp.kakaoCode(user), state: await state('naver') });
      expect(badState.statusCode).toBe(400);
      expect(badState.json().message).toBe(msg.social.badState);
      const badCode = await post('/rest/auth/login/kakao', { code: 'never-issued', state: await state('kakao') });
      expect(badCode.statusCode).toBe(400);
      expect(badCode.json().message).toBe(msg.social.kakaoFailed);
    });

    it('answers a body with neither token nor code with 400', async () => {
      const res = await post('/rest/auth/login/kakao', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    });

    it('is 404 in Korean while ENABLE_SNS_KAKAO is off', async () => {
      await setSetting(t.app, 'ENABLE_SNS_KAKAO', false);
      const res = await post('/rest/auth/login/kakao', { accessToken: idp.kakaoToken(someone()) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: msg.social.kakaoDisabled });
    });
  });
});

describe.each(dbKinds)('social login without keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await setSetting(t.app, 'ENABLE_SNS_NAVER', true);
    await setSetting(t.app, 'ENABLE_SNS_KAKAO', true);
  });
  afterAll(() => t?.close());

  it('stays off (404) when the setting is on but config has no keys', async () => {
    const naver = await t.app.inject({ url: '/rest/auth/naver/authorize-url' });
    expect(naver.statusCode).toBe(404);
    expect(naver.json().message).toBe(msg.social.naverDisabled);
    const kakao = await t.app.inject({ url: '/rest/auth/kakao/authorize-url' });
    expect(kakao.json().message).toBe(msg.social.kakaoDisabled);
  });

  it('answers 502 when Naver cannot be reached', async () => {
    const down = await createTestApp(kind, { NAVER_CLIENT_ID: 'id', NAVER_CLIENT_SECRET: 'secret', NAVER_AUTH_BASE_URL: 'http://127.0.0.1:1' });
    try {
      await setSetting(down.app, 'ENABLE_SNS_NAVER', true);
      const { state } = (await down.app.inject({ url: '/rest/auth/naver/authorize-url' })).json();
      const res = await down.app.inject({ method: 'POST', url: '/rest/auth/login/naver', payload: { code: 'c', state } });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(msg.social.upstreamDown);
    } finally {
      await down.close();
    }
  });
});
