import type { Profile } from '@snsshop/shared/auth';
import { AuthState, msg } from '@snsshop/shared/common';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { GUEST_LABEL } from '../../../config/constants';
import { getAuthState } from '../../../lib/auth-state';
import { storage } from '../../../lib/storage';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { AccountPage } from './account-page';
import { apiPaths } from '../../../config/paths';
import { memberApiPaths } from '../../../config/member-api-paths';
import { del, get, mockApi, post, refuse, type ApiMock } from '../../../testing/mock-api';
import { shopSettings } from '../../../testing/shop-settings';

const member: Profile = { id: 'member1', point: 5000, apiKey: null, referralCode: null };
/** What the page's other sections read, answered plainly: no tier yet, no referrals, no preferences, no webhook. */
const quietReads = [
  get(memberApiPaths.tier, { tier: null, next: null }),
  get(memberApiPaths.referral, { enabled: true, code: null, invited: 0, rewarded: 0, earned: 0 }),
  get(memberApiPaths.notificationPreferences, { items: [] }),
  get(memberApiPaths.marketingConsent, { marketing: false, at: null }),
  get(memberApiPaths.webhook, { url: null, deliveries: [] }),
];
const section = (name: string) => within(screen.getByRole('region', { name }));
const findSection = async (name: string) => within(await screen.findByRole('region', { name }));
const alertsIn = (name: string) => section(name).queryAllByRole('alert').map((a) => a.textContent);
const toasts = () => Array.from(document.querySelectorAll('.toast__message'), (el) => el.textContent);
const changes = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.filter(([, init]) => init?.method !== 'GET');

function renderAccount(answers: ApiMock[] = [], profile: Profile = member) {
  const fetch = mockApi(
    get(apiPaths.settings, shopSettings({ ENABLE_REFERRAL: true })),
    get(apiPaths.profile, profile),
    ...quietReads,
    ...answers,
  );
  const view = renderWithProviders(
    <>
      <AccountPage />
      <Toaster />
    </>,
    { path: '/account' },
  );
  return { fetch, view };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const changeButton = () => screen.getByRole('button', { name: '비밀번호 변경' });

describe('account settings for a member', () => {
  resetBetweenTests(AuthState.authorization);

  it('shows the id read-only', async () => {
    storage.setToken('tok');
    renderAccount();
    const id = (await screen.findByLabelText('아이디')) as HTMLInputElement;
    await waitFor(() => expect(id.value).toBe('member1'));
    expect(id.readOnly).toBe(true);
  });

  it('checks the password change in the order of the storefront rules before any request', async () => {
    const { fetch } = renderAccount();
    await screen.findByDisplayValue('member1');
    const expectMessage = (message: string) => {
      fireEvent.click(changeButton());
      expect(alertsIn('비밀번호 변경')).toContain(message);
    };
    expectMessage('현재 비밀번호를 입력해 주세요.');
    fill('현재 비밀번호', 'old-password1');
    expectMessage('새로운 비밀번호를 입력해주세요.');
    fill('새 비밀번호', 'new-password1');
    fill('새 비밀번호 재입력', 'new-password2');
    expectMessage('비밀번호 재확인이 다릅니다.');
    expect(changes(fetch)).toEqual([]);
  });

  it('sends one change at a time and goes to /logout on success', async () => {
    let release: () => void = () => {};
    let sent: unknown;
    // Hold the first answer back so the second click lands while it is in flight.
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fetch, view } = renderAccount([
      post(memberApiPaths.changePassword, async ({ body }) => {
        sent = body;
        await held;
        return { message: msg.account.passwordChanged, accessToken: 'tok-2' };
      }),
    ]);
    await screen.findByDisplayValue('member1');
    fill('현재 비밀번호', 'old-password1');
    fill('새 비밀번호', 'new-password1');
    fill('새 비밀번호 재입력', 'new-password1');
    fireEvent.click(changeButton());
    fireEvent.click(changeButton());
    fireEvent.click(changeButton());
    await act(async () => release());
    await waitFor(() => expect(view.location()).toBe('/logout'));
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/change-password'))).toHaveLength(1);
    expect(sent).toEqual({ currentPassword: 'old-password1', newPassword: 'new-password1' });
  });

  it.each([
    [409, '현재 비밀번호가 다릅니다.'],
    [500, '오류가 발생했습니다.'],
  ])('a change answered %i shows "%s" and stays', async (status, message) => {
    const { view } = renderAccount([post(memberApiPaths.changePassword, refuse(status, '서버 문구'))]);
    await screen.findByDisplayValue('member1');
    fill('현재 비밀번호', 'old-password1');
    fill('새 비밀번호', 'new-password1');
    fill('새 비밀번호 재입력', 'new-password1');
    fireEvent.click(changeButton());
    await waitFor(() => expect(alertsIn('비밀번호 변경')).toContain(message));
    expect(view.location()).toBe('/account');
  });

  it('renews the API key, shows the new key with a copy button and refetches the profile', async () => {
    let profileFetches = 0;
    let apiKey: string | null = 'old-key-1234';
    renderAccount([
      get(apiPaths.profile, () => {
        profileFetches += 1;
        return { ...member, apiKey };
      }),
      post(memberApiPaths.apiKey, () => {
        apiKey = 'new-key-5678';
        return { apiKey };
      }),
    ]);
    const keys = await findSection('API 키');
    expect(await keys.findByText('old-key-1234')).toBeTruthy();
    const before = profileFetches;
    fireEvent.click(keys.getByRole('button', { name: 'API 키 재발급' }));
    expect(await keys.findByText('new-key-5678')).toBeTruthy();
    expect(keys.queryByText('old-key-1234')).toBeNull();
    expect(keys.getByRole('button', { name: 'API 키 복사' })).toBeTruthy();
    await waitFor(() => expect(profileFetches).toBeGreaterThan(before));
  });

  it('offers to issue a referral code only while there is none', async () => {
    renderAccount([post(memberApiPaths.referralCode, { referralCode: 'FRIEND77' })]);
    const referral = await findSection('친구 초대');
    fireEvent.click(await referral.findByRole('button', { name: '추천인 코드 발급' }));
    expect(await referral.findByText('FRIEND77')).toBeTruthy();
    expect(referral.queryByRole('button', { name: '추천인 코드 발급' })).toBeNull();
    expect(referral.getByRole('button', { name: '추천인 코드 복사' })).toBeTruthy();
  });

  it('shows an existing referral code, the link to share, invited friends and rewards earned', async () => {
    renderAccount([get(memberApiPaths.referral, { enabled: true, code: 'HAVE123', invited: 4, rewarded: 2, earned: 6_500 })], { ...member, referralCode: 'HAVE123' });
    const referral = await findSection('친구 초대');
    expect(await referral.findByText('HAVE123')).toBeTruthy();
    expect(referral.getByLabelText('초대 링크').textContent).toBe(`${window.location.origin}/register?ref=HAVE123`);
    expect(referral.getByRole('button', { name: '초대 링크 복사' })).toBeTruthy();
    expect((await referral.findByText('초대한 친구')).parentElement?.textContent).toBe('초대한 친구4명');
    expect(referral.getByText('받은 보상').parentElement?.textContent).toBe('받은 보상6,500원');
    expect(screen.queryByRole('button', { name: '추천인 코드 발급' })).toBeNull();
  });

  it('has no referral section when the referral setting is off', async () => {
    renderAccount([get(apiPaths.settings, shopSettings())]);
    await screen.findByRole('region', { name: 'API 키' });
    await screen.findByDisplayValue('member1');
    expect(screen.queryByRole('region', { name: '친구 초대' })).toBeNull();
  });

  it('deletes the account in two steps, then clears everything and enters browse mode at /', async () => {
    storage.setToken('tok');
    let deletes = 0;
    const { view } = renderAccount([
      del(memberApiPaths.account, () => {
        deletes += 1;
        return { message: msg.account.deleted };
      }),
    ]);
    await screen.findByDisplayValue('member1');
    fireEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    expect(deletes).toBe(0);
    const confirm = await screen.findByRole('button', { name: '정말 탈퇴하시겠습니까?' });
    fireEvent.click(confirm);
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(deletes).toBe(1);
    expect(toasts()).toContain('회원탈퇴가 완료됬습니다.');
    expect(getAuthState()).toBe(AuthState.guest);
    expect(storage.getToken()).toBeNull();
    expect(view.queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it('can step back from the delete question, and reports a failed deletion', async () => {
    const { view } = renderAccount([del(memberApiPaths.account, refuse(500, '서버 문구'))]);
    await screen.findByDisplayValue('member1');
    fireEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByRole('button', { name: '회원탈퇴' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    fireEvent.click(screen.getByRole('button', { name: '정말 탈퇴하시겠습니까?' }));
    await waitFor(() => expect(alertsIn('회원탈퇴')).toContain('계정삭제에 실패했습니다.'));
    expect(view.location()).toBe('/account');
    expect(getAuthState()).toBe(AuthState.authorization);
  });
});

describe('account settings in browse (guest) mode', () => {
  resetBetweenTests(AuthState.guest);
  const blocked = '둘러보기 상태에서는 불가능 합니다';

  it('shows the guest label and refuses every action without calling the server', async () => {
    const { fetch } = renderAccount();
    const id = (await screen.findByLabelText('아이디')) as HTMLInputElement;
    expect(id.value).toBe(GUEST_LABEL);

    fill('현재 비밀번호', 'old-password1');
    fill('새 비밀번호', 'new-password1');
    fill('새 비밀번호 재입력', 'new-password1');
    fireEvent.click(changeButton());
    expect(alertsIn('비밀번호 변경')).toEqual([blocked]);

    fireEvent.click(await (await findSection('친구 초대')).findByRole('button', { name: '추천인 코드 발급' }));
    expect(alertsIn('친구 초대')).toEqual([blocked]);

    fireEvent.click(section('API 키').getByRole('button', { name: 'API 키 발급' }));
    expect(alertsIn('API 키')).toEqual([blocked]);

    fireEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    expect(alertsIn('회원탈퇴')).toEqual([blocked]);
    expect(screen.queryByRole('button', { name: '정말 탈퇴하시겠습니까?' })).toBeNull();

    // Each refusal shows once, next to its section; no toast repeats it (issue 18).
    expect(toasts().filter((t) => t === blocked)).toHaveLength(0);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/rest/service/settings']);
    expect(getAuthState()).toBe(AuthState.guest);
  });
});
