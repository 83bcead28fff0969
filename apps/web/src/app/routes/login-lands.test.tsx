import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../router';
import { getAuthState, setAuthState } from '../../lib/auth-state';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render';
import { resetBetweenTests } from '../../testing/reset-between-tests';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '로그인' }));

resetBetweenTests();

describe('where a sign-in lands: staff in the console, members on /order', () => {
  const staffMe = { id: 2, loginId: 'helper', role: 'support', permissions: [], twoFactor: 'verify' };
  const notStaff = { status: 404, body: { statusCode: 404, message: '요청한 내용을 찾을 수 없습니다.' } };
  it.each([
    ['a staff member', { accessToken: 'tok-s' }, { role: 'admin' }, { body: staffMe }, '/admin', '2단계 인증'],
    ['an invited staff member with the temporary password', { accessToken: 'tok-s', passwordChange: true }, { role: 'admin' }, { body: { ...staffMe, passwordChange: true } }, '/admin', '새 비밀번호 정하기'],
    ['a member who is not staff', { accessToken: 'tok-m' }, {}, notStaff, '/order', null],
  ])('brings %s where they work, past the signed-in routes\' catch-all', async (_who, answer, profile, me, lands, heading) => {
    setAuthState(AuthState.unAuthorization);
    mockFetch({
      'GET /rest/service/settings': { body: [] },
      'GET /rest/service/notices': { body: [] },
      'GET /rest/service/popup': { body: [] },
      'POST /rest/auth/login': { body: answer },
      'GET /rest/auth/profile': { body: { id: 'helper', point: 0, apiKey: null, ...profile } },
      'GET /rest/admin/me': me,
    });
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
