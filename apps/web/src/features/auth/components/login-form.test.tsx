import { AuthState, msg } from '@snsshop/shared/common';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthState } from '../../../lib/auth-state';
import { storage } from '../../../lib/storage';
import { sentAuthorization } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { apiPaths } from '../../../config/paths';
import { memberApiPaths } from '../../../config/member-api-paths';
import { get, mockApi, post, refuse } from '../../../testing/mock-api';
import { shopSettings } from '../../../testing/shop-settings';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '로그인' }));
const alertText = () => screen.getAllByRole('alert').map((el) => el.textContent);

resetBetweenTests();

describe('login form', () => {
  it('runs the ordered checks before any request', () => {
    const fetch = mockApi(get(apiPaths.settings, shopSettings()));
    renderWithProviders(<LoginForm />, { path: '/login' });
    submit();
    expect(alertText()).toContain(msg.login.idRequired);
    fill('아이디', 'my id');
    submit();
    expect(alertText()).toContain(msg.login.idNoSpaces);
    fill('아이디', 'member1');
    submit();
    expect(alertText()).toContain(msg.login.passwordRequired);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/auth/login'))).toBe(false);
  });

  it('stores the token, saves the id, refetches the profile and enters /order', async () => {
    const fetch = mockApi(
      get(apiPaths.settings, shopSettings()),
      post(memberApiPaths.login, { accessToken: 'tok-1' }),
      get(apiPaths.profile, { id: 'member1', point: 0, apiKey: null }),
    );
    const view = renderWithProviders(<LoginForm />, { path: '/login' });
    fill('아이디', 'member1');
    fill('비밀번호', 'secret123');
    fireEvent.click(screen.getByLabelText('아이디 저장'));
    submit();
    await waitFor(() => expect(getAuthState()).toBe(AuthState.authorization));
    expect(storage.getToken()).toBe('tok-1');
    expect(storage.getSavedLoginId()).toBe('member1');
    const profileCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/auth/profile'));
    expect(sentAuthorization(profileCall)).toBe('Bearer tok-1');
    await waitFor(() => expect(view.location()).toBe('/order'));
  });

  it('restores a saved id and maps a 404 to the wrong-credentials message', async () => {
    storage.setSavedLoginId('saved-user');
    mockApi(
      get(apiPaths.settings, shopSettings()),
      post(memberApiPaths.login, refuse(404, 'not found')),
    );
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect((screen.getByLabelText('아이디') as HTMLInputElement).value).toBe('saved-user');
    expect((screen.getByLabelText('아이디 저장') as HTMLInputElement).checked).toBe(true);
    fill('비밀번호', 'wrong');
    submit();
    await waitFor(() => expect(alertText()).toContain(msg.login.wrong));
    expect(getAuthState()).toBe(AuthState.unAuthorization);
    expect(storage.getToken()).toBeNull();
  });

  it('forgets a saved id when save-id is unticked', async () => {
    storage.setSavedLoginId('saved-user');
    mockApi(
      get(apiPaths.settings, shopSettings()),
      post(memberApiPaths.login, { accessToken: 'tok-2' }),
      get(apiPaths.profile, { id: 'saved-user', point: 0, apiKey: null }),
    );
    renderWithProviders(<LoginForm />, { path: '/login' });
    fireEvent.click(screen.getByLabelText('아이디 저장'));
    fill('비밀번호', 'secret123');
    submit();
    await waitFor(() => expect(storage.getToken()).toBe('tok-2'));
    expect(storage.getSavedLoginId()).toBeNull();
  });

  it('links to find-id and find-password only when e-mail verification is on', async () => {
    mockApi(get(apiPaths.settings, shopSettings({ ENABLE_EMAIL_VERIFY: true })));
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect(await screen.findByRole('link', { name: '아이디 찾기' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toBeTruthy();
    cleanup();
    mockApi(get(apiPaths.settings, shopSettings()));
    renderWithProviders(<LoginForm />, { path: '/login' });
    await waitFor(() => expect(screen.getByLabelText('아이디')).toBeTruthy());
    expect(screen.queryByRole('link', { name: '아이디 찾기' })).toBeNull();
  });
});
