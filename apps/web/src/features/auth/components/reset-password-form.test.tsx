import { msg } from '@snsshop/shared/common';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { Toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { memberApiPaths } from '../../../config/member-api-paths';
import { mockApi, post, refuse } from '../../../testing/mock-api';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { readResetToken } from './read-reset-token';
import { ResetPasswordForm } from './reset-password-form';

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: unknown) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const live = () => jwt({ sub: 'reset', exp: nowSeconds() + 1800 });

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The reset link is opened from another page, so there is a page to go back to. */
function openLink(search: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/find-password', `/reset-password${search}`]} initialIndex={1}>
        <ResetPasswordForm />
        <Where />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

const toasts = () => Array.from(document.querySelectorAll('.toast__message'), (el) => el.textContent);

resetBetweenTests();

describe('reset token reading', () => {
  it('accepts a token whose exp (seconds) is not yet past', () => {
    const token = jwt({ exp: 2_000_000_000 });
    expect(readResetToken(token, 1_999_999_999_000)).toBe(token);
    expect(readResetToken(token, 2_000_000_001_000)).toBeNull();
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not a JWT', 'abc'],
    ['undecodable payload', 'a.%%%.c'],
    ['payload not JSON', `a.${btoa('hello')}.c`],
    ['no exp', jwt({ sub: 'x' })],
    ['exp not a number', jwt({ exp: 'soon' })],
  ])('refuses a %s token', (_case, token) => {
    expect(readResetToken(token)).toBeNull();
  });
});

describe('/reset-password', () => {
  it.each([
    ['missing', ''],
    ['undecodable', '?token=not-a-token'],
    ['expired', `?token=${jwt({ exp: nowSeconds() - 60 })}`],
  ])('a %s token goes back one page and shows nothing', async (_case, search) => {
    const fetch = mockApi();
    const view = openLink(search);
    await waitFor(() => expect(view.location()).toBe('/find-password'));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button', { name: msg.findAccount.resetButton })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses different passwords without a request', () => {
    const fetch = mockApi();
    openLink(`?token=${live()}`);
    expect(screen.getByRole('heading', { name: '비밀번호 재설정' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'new-password1' } });
    fireEvent.change(screen.getByLabelText('비밀번호 확인'), { target: { value: 'new-password2' } });
    fireEvent.click(screen.getByRole('button', { name: '재설정' }));
    // Shown once, inline next to the form; no toast repeats it (issue 18).
    expect(screen.getByRole('alert').textContent).toBe('비밀번호 재확인이 다릅니다.');
    expect(toasts()).not.toContain('비밀번호 재확인이 다릅니다.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the token and password, toasts success and goes to /', async () => {
    const token = live();
    let sent: unknown;
    mockApi(
      post(memberApiPaths.resetPassword, ({ body }) => {
        sent = body;
        return { message: msg.findAccount.resetSuccess };
      }),
    );
    const view = openLink(`?token=${token}`);
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'new-password1' } });
    fireEvent.change(screen.getByLabelText('비밀번호 확인'), { target: { value: 'new-password1' } });
    fireEvent.click(screen.getByRole('button', { name: '재설정' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(sent).toEqual({ token, password: 'new-password1' });
    expect(toasts()).toContain(msg.findAccount.resetSuccess);
  });

  it('toasts "오류가 발생했습니다." when the reset fails', async () => {
    mockApi(post(memberApiPaths.resetPassword, refuse(500, '서버 문구')));
    const view = openLink(`?token=${live()}`);
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'new-password1' } });
    fireEvent.change(screen.getByLabelText('비밀번호 확인'), { target: { value: 'new-password1' } });
    fireEvent.click(screen.getByRole('button', { name: '재설정' }));
    await waitFor(() => expect(toasts()).toContain('오류가 발생했습니다.'));
    expect(view.location()).toBe('/reset-password');
  });
});
