import { describe, expect, it } from 'vitest';
import { readSettings } from '@snsshop/shared/content';
import { memberApiPaths } from '../config/member-api-paths';
import { apiPaths } from '../config/paths';
import { ApiError, request } from '../lib/api-client';
import { getSettings } from '../lib/get-settings';
import { callsTo, get, mockApi, networkDown, offContract, post, refuse } from './mock-api';
import { resetBetweenTests } from './reset-between-tests';
import { shopSettings } from './shop-settings';

resetBetweenTests();

describe('the typed API mock', () => {
  it('answers the app’s own fetcher with the shared settings fixture and its overrides', async () => {
    mockApi(get(apiPaths.settings, shopSettings({ ENABLE_REFERRAL: true, FOOTER_COMPANY: '성장상회' })));
    const settings = readSettings(await getSettings());
    expect(settings.flag('ENABLE_REFERRAL')).toBe(true);
    expect(settings.text('FOOTER_COMPANY')).toBe('성장상회');
    expect(settings.flag('ENABLE_SNS_NAVER')).toBe(false);
    expect((await getSettings()).length).toBeGreaterThan(30);
  });

  it('refuses with the server’s Korean message, and fails the way the network does', async () => {
    mockApi(post(memberApiPaths.login, refuse(400, '아이디를 확인해 주세요')), get(apiPaths.profile, networkDown()));
    await expect(request(memberApiPaths.login, { method: 'POST', body: {} })).rejects.toMatchObject({ status: 400, message: '아이디를 확인해 주세요' });
    await expect(request(apiPaths.profile)).rejects.toMatchObject({ status: 0 });
  });

  it('hands a handler the call, and the test reads what was sent', async () => {
    const fetch = mockApi(post(memberApiPaths.login, ({ body }) => ({ accessToken: `tok-${(body as { id: string }).id}` })));
    await request(memberApiPaths.login, { method: 'POST', body: { id: 'member1' } });
    expect(callsTo(fetch, 'POST', memberApiPaths.login).map((c) => c.body)).toEqual([{ id: 'member1' }]);
  });

  it('sends an off-contract answer only when asked for one', async () => {
    mockApi(get(apiPaths.settings, offContract({ not: 'a list' })));
    await expect(getSettings()).rejects.toBeInstanceOf(ApiError);
  });

  it.fails('fails a test that calls an endpoint no mock answers', async () => {
    mockApi(get(apiPaths.settings, shopSettings()));
    await request(apiPaths.notices).catch(() => undefined);
  });

  it('types each answer by the shared contract', () => {
    // @ts-expect-error a settings answer is a list of { key, value }
    get(apiPaths.settings, { FOOTER_COMPANY: '성장상회' });
    // @ts-expect-error a flag is a boolean
    shopSettings({ ENABLE_REFERRAL: 'true' });
    // @ts-expect-error no such setting
    shopSettings({ NO_SUCH_KEY: '' });
    // @ts-expect-error login answers an accessToken
    post(memberApiPaths.login, { token: 'x' });
    expect(true).toBe(true);
  });
});
