import { AuthState } from '@snsshop/shared/common';
import type { AdminMe } from '@snsshop/shared/staff';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../router';
import { getAuthState, setAuthState } from '../../lib/auth-state';
import { renderWithProviders } from '../../testing/render';
import { resetBetweenTests } from '../../testing/reset-between-tests';
import { adminApiPaths } from '../../config/admin-paths';
import { memberApiPaths } from '../../config/member-api-paths';
import { get, mockApi, post, refuse } from '../../testing/mock-api';
import { noTier, shopStart } from '../../testing/quiet-answers';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '로그인' }));

resetBetweenTests();

describe('where a sign-in lands: staff in the console, members on /order', () => {
  const staffMe: AdminMe = { id: 2, loginId: 'helper', role: 'support', permissions: [], twoFactor: 'verify' };
  const notStaff = refuse(404, '요청한 내용을 찾을 수 없습니다.');
  it.each([
    ['a staff member', { accessToken: 'tok-s' }, { role: 'admin' as const }, staffMe, '/admin', '2단계 인증'],
    ['an invited staff member with the temporary password', { accessToken: 'tok-s', passwordChange: true as const }, { role: 'admin' as const }, { ...staffMe, passwordChange: true }, '/admin', '새 비밀번호 정하기'],
    ['a member who is not staff', { accessToken: 'tok-m' }, {}, notStaff, '/order', null],
  ])('brings %s where they work, past the signed-in routes\' catch-all', async (_who, answer, profile, me, lands, heading) => {
    setAuthState(AuthState.unAuthorization);
    mockApi(
      ...shopStart({ id: 'helper', point: 0, apiKey: null, ...profile }),
      noTier,
      post(memberApiPaths.login, answer),
      get(adminApiPaths.me, me),
    );
    const view = renderWithProviders(<AppRoutes />, { path: '/login' });
    fireEvent.change(await screen.findByLabelText('아이디', {}, { timeout: 5000 }), { target: { value: 'helper' } });
    fill('비밀번호', 'Temp-1234');
    submit();
    await waitFor(() => expect(getAuthState()).toBe(AuthState.authorization));
    await waitFor(() => expect(view.location()).toBe(lands), { timeout: 5000 });
    // And it stays there: the console's first step for staff, the shop for a member.
    if (heading) expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 5000 })).toBeTruthy();
    else await new Promise((r) => setTimeout(r, 300));
    expect(view.location()).toBe(lands);
  });
});
