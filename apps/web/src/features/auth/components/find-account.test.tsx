import { msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { memberApiPaths } from '../../../config/member-api-paths';
import { mockApi, post, refuse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { FindIdForm } from './find-id-form';
import { FindPasswordForm } from './find-password-form';

const toasts = () => Array.from(document.querySelectorAll('.toast__message'), (el) => el.textContent);
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

resetBetweenTests();

describe('/find-id', () => {
  it('shows the masked id and says the full id was e-mailed', async () => {
    let sent: unknown;
    mockApi(
      post(memberApiPaths.findId, ({ body }) => {
        sent = body;
        return { userId: 'ab***12' };
      }),
    );
    renderWithProviders(<FindIdForm />, { path: '/find-id' });
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: ' me@mail.kr ' } });
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(await screen.findByText('ab***12')).toBeTruthy();
    expect(screen.getByText(msg.findAccount.fullIdSent)).toBeTruthy();
    expect(sent).toEqual({ email: 'me@mail.kr' });
  });

  it('checks the address first, then shows the server message', async () => {
    const fetch = mockApi(post(memberApiPaths.findId, refuse(404, msg.findAccount.emailNotFound)));
    renderWithProviders(<FindIdForm />, { path: '/find-id' });
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(alerts()).toContain(msg.findAccount.emailInvalid);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'who@mail.kr' } });
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    await waitFor(() => expect(alerts()).toContain(msg.findAccount.emailNotFound));
  });
});

describe('/find-password', () => {
  it('says "이메일이 발송되었습니다." on success', async () => {
    mockApi(post(memberApiPaths.findPassword, { message: msg.findAccount.resetLinkSent }));
    renderWithProviders(
      <>
        <FindPasswordForm />
        <Toaster />
      </>,
      { path: '/find-password' },
    );
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'me@mail.kr' } });
    fireEvent.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    await waitFor(() => expect(toasts()).toContain('이메일이 발송되었습니다.'));
    expect(screen.getByText(msg.findAccount.resetLinkSent)).toBeTruthy();
  });
});
