import { AuthState } from '@snsshop/shared/common';
import { rolePermissions, type AdminMe } from '@snsshop/shared/staff';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../router';
import { storage } from '../../lib/storage';
import { sentAuthorization } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render';
import { resetBetweenTests } from '../../testing/reset-between-tests';
import { adminApiPaths } from '../../config/admin-paths';
import { get, mockApi, post, refuse } from '../../testing/mock-api';
import { shopStart } from '../../testing/quiet-answers';

const shopReplies = shopStart({ id: 'helper', point: 0, apiKey: null, role: 'admin' });
const invited: AdminMe = { id: 2, loginId: 'helper', role: 'support', permissions: [...rolePermissions.support], twoFactor: 'enrol', passwordChange: true };

resetBetweenTests(AuthState.authorization);

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the console gate: an invited staff member’s own password first', () => {
  it('asks for a new password before 2FA enrolment and any screen, then goes on to 2FA with the new token', async () => {
    storage.setToken('old-token');
    let me = invited;
    const fetch = mockApi(
      ...shopReplies,
      get(adminApiPaths.me, () => me),
      post(adminApiPaths.mePassword, ({ body }) => {
        expect(body).toEqual({ currentPassword: 'Temp-1234', newPassword: 'my-own-pass1' });
        me = { ...invited, passwordChange: false };
        return { message: '비밀번호가 변경되었습니다.', accessToken: 'new-token' };
      }),
    );
    renderWithProviders(<AppRoutes />, { path: '/admin/members' });
    expect(await screen.findByRole('heading', { name: '새 비밀번호 정하기', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/임시 비밀번호로 로그인했습니다/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '2단계 인증 등록' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    expect((screen.getByLabelText('새 비밀번호') as HTMLInputElement).placeholder).toBe('8~64자');

    // The shared rule, before anything is sent: a short password and a mismatch.
    fill('임시 비밀번호', 'Temp-1234');
    fill('새 비밀번호', 'short');
    fill('새 비밀번호 재입력', 'short');
    fireEvent.click(screen.getByRole('button', { name: '새 비밀번호로 바꾸기' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/8/);
    fill('새 비밀번호', 'my-own-pass1');
    fireEvent.click(screen.getByRole('button', { name: '새 비밀번호로 바꾸기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('비밀번호 재확인이 다릅니다.');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/me/password'))).toBe(false);

    fill('새 비밀번호 재입력', 'my-own-pass1');
    fireEvent.click(screen.getByRole('button', { name: '새 비밀번호로 바꾸기' }));
    expect(await screen.findByRole('heading', { name: '2단계 인증 등록', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(storage.getToken()).toBe('new-token');
    const lastMe = fetch.mock.calls.filter(([url]) => String(url).endsWith('/rest/admin/me')).at(-1);
    expect(sentAuthorization(lastMe)).toBe('Bearer new-token');
    // Nothing of the console was asked for on the way.
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/rest/admin') && !u.includes('/rest/admin/me'))).toEqual([]);
  });

  it('says why when the temporary password typed is not the one given', async () => {
    mockApi(
      ...shopReplies,
      get(adminApiPaths.me, invited),
      post(adminApiPaths.mePassword, refuse(409, '현재 비밀번호가 다릅니다.')),
    );
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    await screen.findByRole('heading', { name: '새 비밀번호 정하기', level: 1 }, { timeout: 5000 });
    fill('임시 비밀번호', 'wrong-temp');
    fill('새 비밀번호', 'my-own-pass1');
    fill('새 비밀번호 재입력', 'my-own-pass1');
    fireEvent.click(screen.getByRole('button', { name: '새 비밀번호로 바꾸기' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/임시 비밀번호가 맞지 않습니다/));
    expect(screen.getByRole('heading', { name: '새 비밀번호 정하기', level: 1 })).toBeTruthy();
  });
});
