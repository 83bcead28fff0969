import { AuthState, msg } from '@snsshop/shared/common';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { Toaster } from '../../../components/ui/toaster';
import { getAuthState } from '../../../lib/auth-state';
import { storage } from '../../../lib/storage';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { LoginForm } from './login-form';
import { SocialCallback } from './social-callback';
import { SocialRegisterForm } from './social-register-form';
import { apiPaths } from '../../../config/paths';
import { memberApiPaths } from '../../../config/member-api-paths';
import { contentApiPaths } from '../../../config/content-api-paths';
import { get, mockApi, offContract, post, refuse, type ApiMock } from '../../../testing/mock-api';
import { shopSettings } from '../../../testing/shop-settings';

const toasts = () => Array.from(document.querySelectorAll('.toast__message'), (el) => el.textContent);
const calls = (fetch: ReturnType<typeof mockApi>, path: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(path));

resetBetweenTests();
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'opener');
});

/** A stand-in popup: window.open hands it back, and the page sets its location. */
function stubPopup() {
  const popup = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

function renderSignIn(...answers: ApiMock[]) {
  const fetch = mockApi(
    get(apiPaths.settings, shopSettings({ ENABLE_SNS_NAVER: true, ENABLE_SNS_KAKAO: true })),
    get(contentApiPaths.registerWhere, [{ id: 1, text: '검색' }]),
    get(apiPaths.profile, { id: 'naver-member', point: 0, apiKey: null }),
    ...answers,
  );
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="/register/naver" element={<SocialRegisterForm provider="naver" />} />
        <Route path="/register/kakao" element={<SocialRegisterForm provider="kakao" />} />
        <Route path="*" element={null} />
      </Routes>
      <Toaster />
    </>,
    { path: '/login' },
  );
  return { fetch, view };
}

function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('the /auth/naver and /auth/kakao callback screens', () => {
  it.each([
    ['naver', 'naver-auth'],
    ['kakao', 'kakao-auth'],
  ] as const)('%s: posts the code and state to the opener (same origin only) and closes', (provider, source) => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage, closed: false }, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderWithProviders(<SocialCallback provider={provider} />, { path: `/auth/${provider}?code=CODE1&state=STATE1` });
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ source, code: 'CODE1', state: 'STATE1', error: null }, window.location.origin);
    expect(close).toHaveBeenCalled();
  });
});

describe('Naver and Kakao sign-in from /login', () => {
  it('shows the buttons only when the settings are on', async () => {
    mockApi(get(apiPaths.settings, shopSettings({ ENABLE_SNS_KAKAO: true })));
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect(await screen.findByRole('button', { name: msg.social.kakaoLogin })).toBeTruthy();
    expect(screen.queryByRole('button', { name: msg.social.naverLogin })).toBeNull();
  });

  it('a known Naver member is logged in and enters /order', async () => {
    const { popup, open } = stubPopup();
    let loginBody: unknown;
    const { view } = renderSignIn(
      get(memberApiPaths.naverAuthorizeUrl, { url: 'https://nid.naver.test/authorize?state=S1', state: 'S1' }),
      post(memberApiPaths.loginNaver, ({ body }) => {
        loginBody = body;
        return { accessToken: 'naver-token' };
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: msg.social.naverLogin }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.href).toBe('https://nid.naver.test/authorize?state=S1'));
    postFromPopup({ source: 'naver-auth', code: 'C1', state: 'S1', error: null });
    await waitFor(() => expect(view.location()).toBe('/order'));
    expect(loginBody).toEqual({ code: 'C1', state: 'S1' });
    expect(storage.getToken()).toBe('naver-token');
    expect(getAuthState()).toBe(AuthState.authorization);
  });

  it('an unknown Naver account goes to /register/naver with the token, which the sign-up sends', async () => {
    stubPopup();
    let registerBody: unknown;
    const { fetch, view } = renderSignIn(
      get(memberApiPaths.naverAuthorizeUrl, { url: 'https://nid.naver.test/a', state: 'S2' }),
      post(memberApiPaths.loginNaver, refuse(404, msg.social.notRegistered, { token: 'signup-token' })),
      post(memberApiPaths.registerNaver, ({ body }) => {
        registerBody = body;
        return { message: msg.register.success };
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: msg.social.naverLogin }));
    await waitFor(() => expect(calls(fetch, '/authorize-url')).toHaveLength(1));
    postFromPopup({ source: 'naver-auth', code: 'C2', state: 'S2', error: null });
    await waitFor(() => expect(view.location()).toBe('/register/naver'));
    expect(await screen.findByRole('heading', { name: '네이버 회원가입' })).toBeTruthy();
    await screen.findByRole('option', { name: '검색' });
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(msg.register.registerWhereRequired);
    fireEvent.change(screen.getByLabelText('가입 경로'), { target: { value: '검색' } });
    // the consent step before the account exists: nothing is sent until both required boxes are ticked
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(msg.register.termsRequired);
    fireEvent.click(screen.getByRole('checkbox', { name: '[필수] 이용약관 동의' }));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(msg.register.privacyRequired);
    expect(calls(fetch, '/register/naver')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신 동의' }));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(registerBody).toEqual({ registerWhere: '검색', accessToken: 'signup-token', agreeTerms: true, agreePrivacy: true, agreeMarketing: true });
    expect(toasts()).toContain(msg.register.success);
  });

  it('an unknown Kakao account goes to /register/kakao', async () => {
    stubPopup();
    const { fetch, view } = renderSignIn(
      get(memberApiPaths.kakaoAuthorizeUrl, { url: 'https://kauth.kakao.test/a', state: 'K1' }),
      post(memberApiPaths.loginKakao, refuse(404, msg.social.notRegistered, { token: 'kakao-signup' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: msg.social.kakaoLogin }));
    await waitFor(() => expect(calls(fetch, '/kakao/authorize-url')).toHaveLength(1));
    postFromPopup({ source: 'kakao-auth', code: 'K-CODE', state: 'K1', error: null });
    await waitFor(() => expect(view.location()).toBe('/register/kakao'));
    expect(await screen.findByRole('heading', { name: '카카오 회원가입' })).toBeTruthy();
  });

  it('ignores other origins, refuses a state it did not issue, and shows the server message on failure', async () => {
    stubPopup();
    const { fetch } = renderSignIn(
      get(memberApiPaths.naverAuthorizeUrl, { url: 'https://nid.naver.test/a', state: 'S3' }),
      post(memberApiPaths.loginNaver, refuse(400, msg.social.badState)),
    );
    const naver = await screen.findByRole('button', { name: msg.social.naverLogin });

    fireEvent.click(naver);
    await waitFor(() => expect(calls(fetch, '/authorize-url')).toHaveLength(1));
    postFromPopup({ source: 'naver-auth', code: 'C3', state: 'S3' }, 'https://evil.example');
    postFromPopup({ source: 'naver-auth', code: 'C3', state: 'FORGED' });
    expect(toasts()).toContain(msg.social.naverFailed);
    expect(calls(fetch, '/auth/login/naver')).toHaveLength(0);

    fireEvent.click(naver);
    await waitFor(() => expect(calls(fetch, '/authorize-url')).toHaveLength(2));
    postFromPopup({ source: 'naver-auth', code: 'C4', state: 'S3' });
    await waitFor(() => expect(toasts()).toContain(msg.social.badState));
    expect(calls(fetch, '/auth/login/naver')).toHaveLength(1);
  });

  it('a login failure without a server message says "네이버 로그인에 실패했습니다."', async () => {
    stubPopup();
    const { fetch } = renderSignIn(
      get(memberApiPaths.naverAuthorizeUrl, { url: 'https://nid.naver.test/a', state: 'S5' }),
      post(memberApiPaths.loginNaver, offContract('not json', 502)),
    );
    fireEvent.click(await screen.findByRole('button', { name: msg.social.naverLogin }));
    await waitFor(() => expect(calls(fetch, '/authorize-url')).toHaveLength(1));
    postFromPopup({ source: 'naver-auth', code: 'C5', state: 'S5' });
    await waitFor(() => expect(toasts()).toContain('네이버 로그인에 실패했습니다.'));
  });
});

describe('/register/naver and /register/kakao', () => {
  it('without a token in navigation state, goes back to /register', async () => {
    mockApi(get(apiPaths.settings, shopSettings()));
    const view = renderWithProviders(<SocialRegisterForm provider="naver" />, { path: '/register/naver' });
    await waitFor(() => expect(view.location()).toBe('/register'));
  });
});
