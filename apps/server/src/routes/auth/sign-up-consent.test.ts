import { legalVersions, msg } from '@snsshop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/helpers/accounts.js';
import { getMarketingConsent, setMarketingConsent } from '../../services/members/member-consents.js';
import { insertMember } from '../../services/members/new-member.js';
import { dbKinds, newMember, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { socialSignInsOn, socialTestApp, type SocialStandIn } from '../../../test/helpers/social-shop.js';

let n = 0;

/** docs/storefront-rules.md §5: 이용약관 and 개인정보 수집·이용 are required, separately; marketing is a choice. */
describe.each(dbKinds)('sign-up consents on %s', (kind) => {
  let t: TestApp;
  let idp: SocialStandIn;
  beforeAll(async () => ({ t, idp } = await socialTestApp(kind)));
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });
  beforeEach(() => socialSignInsOn(t.app));

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
  const memberRow = (loginId: string) => t.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', loginId.toLowerCase()).executeTakeFirst();
  const consentsOf = (memberId: number) => t.app.ctx.db.selectFrom('member_consents').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  const memberCount = async () => (await t.app.ctx.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const missing: [string, Record<string, unknown>, string][] = [
    ['이용약관 left out', { agreeTerms: undefined }, msg.register.termsRequired],
    ['이용약관 unticked', { agreeTerms: false }, msg.register.termsRequired],
    ['개인정보 left out', { agreePrivacy: undefined }, msg.register.privacyRequired],
    ['개인정보 unticked', { agreePrivacy: false }, msg.register.privacyRequired],
    ['both unticked, the terms named first', { agreeTerms: false, agreePrivacy: false }, msg.register.termsRequired],
    ['a string for a tick', { agreeTerms: 'true' }, msg.register.termsRequired],
  ];

  describe('id and password', () => {
    it.each(missing)('%s: a 400 naming it, and no member', async (_name, override, message) => {
      const body = newMember(override);
      const before = await memberCount();
      const res = await post('/rest/auth/register', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await memberRow(body.id as string)).toBeUndefined();
      expect(Number(await memberCount())).toBe(Number(before));
    });

    it("the form's own field messages still come first", async () => {
      const res = await post('/rest/auth/register', newMember({ id: '', agreeTerms: false }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(msg.register.idRequired);
    });

    it('records both consents with the time and the texts’ versions; marketing off unless ticked', async () => {
      const plain = newMember();
      expect((await post('/rest/auth/register', plain)).statusCode).toBe(201);
      const at = t.clock.now().toISOString();
      const id = (await memberRow(plain.id as string))!.id;
      expect(await consentsOf(id)).toEqual({
        member_id: id,
        terms_version: legalVersions.terms,
        terms_agreed_at: at,
        privacy_version: legalVersions.privacy,
        privacy_agreed_at: at,
        marketing: 0,
        marketing_at: at,
      });

      const keen = newMember({ agreeMarketing: true });
      expect((await post('/rest/auth/register', keen)).statusCode).toBe(201);
      expect((await consentsOf((await memberRow(keen.id as string))!.id))?.marketing).toBe(1);
    });
  });

  describe.each(['naver', 'kakao'] as const)('%s sign-up', (provider) => {
    const signUpToken = async () => {
      n += 1;
      const user = { id: String(700000 + n + (process.pid % 1000) * 1000), email: `consent${n}x${process.pid}@example.com` };
      const login =
        provider === 'naver'
          ? await post('/rest/auth/login/naver', {
              code: idp.naverCode(user),
              state: (await t.app.inject({ url: '/rest/auth/naver/authorize-url' })).json().state as string,
            })
          : await post('/rest/auth/login/kakao', { accessToken: idp.kakaoToken(user) });
      expect(login.statusCode, login.body).toBe(404);
      return login.json().data.token as string;
    };
    const identities = async () => Number((await t.app.ctx.db.selectFrom('member_identities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

    it.each(missing)('%s: a 400 naming it, no member, and the same token still signs up', async (_name, override, message) => {
      const accessToken = await signUpToken();
      const [members, linked] = [Number(await memberCount()), await identities()];
      const res = await post(`/rest/auth/register/${provider}`, { registerWhere: '지인 추천', accessToken, agreeTerms: true, agreePrivacy: true, ...override });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect([Number(await memberCount()), await identities()]).toEqual([members, linked]);

      const ok = await post(`/rest/auth/register/${provider}`, { registerWhere: '지인 추천', accessToken, agreeTerms: true, agreePrivacy: true, agreeMarketing: true });
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('records the consents of the new member with the time and the versions', async () => {
      const accessToken = await signUpToken();
      const res = await post(`/rest/auth/register/${provider}`, { registerWhere: '지인 추천', accessToken, agreeTerms: true, agreePrivacy: true });
      expect(res.statusCode, res.body).toBe(201);
      const newest = await t.app.ctx.db.selectFrom('members').select('id').where('login_id', 'like', `${provider}_%`).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const at = t.clock.now().toISOString();
      expect(await consentsOf(newest.id)).toMatchObject({
        terms_version: legalVersions.terms,
        terms_agreed_at: at,
        privacy_version: legalVersions.privacy,
        privacy_agreed_at: at,
        marketing: 0,
      });
    });
  });

  describe('marketing consent in /account', () => {
    const call = (method: 'GET' | 'PUT', auth: Record<string, string> | undefined, payload?: object) =>
      t.app.inject({ method, url: '/rest/auth/marketing-consent', headers: auth, ...(payload ? { payload } : {}) });

    it('shows the sign-up answer, changes it with its time, and keeps the terms consents as they were', async () => {
      const m = await registerAndLogin(t.app, { agreeMarketing: false });
      const signedUpAt = t.clock.now().toISOString();
      expect((await call('GET', m.auth)).json()).toEqual({ marketing: false, at: signedUpAt });

      t.clock.advance(60_000);
      const on = await call('PUT', m.auth, { marketing: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ marketing: true, at: t.clock.now().toISOString() });
      expect((await call('GET', m.auth)).json()).toEqual({ marketing: true, at: t.clock.now().toISOString() });
      const id = (await memberRow(m.id))!.id;
      expect(await consentsOf(id)).toMatchObject({ terms_agreed_at: signedUpAt, terms_version: legalVersions.terms, marketing: 1 });

      expect((await call('PUT', m.auth, { marketing: false })).json().marketing).toBe(false);
      expect((await consentsOf(id))?.marketing).toBe(0);
    });

    it('keeps the answer of a member from before consents were kept, without inventing their terms consents', async () => {
      const id = await insertMember(t.app.ctx.db, t.app.ctx, { loginId: `before${process.pid % 1000}x${++n}`, passwordHash: null, email: null, phone: null, registerWhere: '지인 추천', referredBy: null });
      expect(await getMarketingConsent(t.app.ctx, id)).toEqual({ marketing: false, at: null });
      await setMarketingConsent(t.app.ctx, id, true);
      expect(await consentsOf(id)).toMatchObject({ terms_version: null, terms_agreed_at: null, privacy_version: null, marketing: 1 });
    });

    it('refuses a signed-out call (401) and a body that is not yes or no (Korean 400)', async () => {
      expect((await call('GET', undefined)).statusCode).toBe(401);
      const m = await registerAndLogin(t.app);
      for (const payload of [{}, { marketing: 'yes' }, { marketing: null }]) {
        const res = await call('PUT', m.auth, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(msg.common.badFormat);
      }
    });
  });
});
