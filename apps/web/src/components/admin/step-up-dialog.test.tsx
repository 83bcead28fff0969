import { adminMessageSchema } from '@snsshop/shared/admin';
import { msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepUpDialog } from './step-up-dialog';
import { adminApi, useAdminMutation } from '../../lib/admin/admin-request';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render';

function GivePoints() {
  const give = useAdminMutation({ mutationFn: () => adminApi.post('/rest/admin/members/5/points', { delta: 1000, reason: '이벤트' }, adminMessageSchema), success: (r) => r.message });
  return (
    <>
      <button type="button" onClick={() => give.mutate()}>
        지급
      </button>
      <StepUpDialog />
    </>
  );
}

describe('step-up code', () => {
  it('asks for a fresh code when the server wants one, then runs the same action again', async () => {
    let verified = false;
    const fetch = mockFetch({
      'POST /rest/admin/members/5/points': () =>
        verified ? { body: { message: '지급했습니다.' } } : { status: 403, body: { statusCode: 403, message: msg.staff.stepUpRequired, data: { twoFactor: 'step-up' } } },
      'POST /rest/admin/two-factor/verify': (init) => {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        if (code !== '123456') return { status: 400, body: { statusCode: 400, message: msg.staff.codeWrong } };
        verified = true;
        return { body: { message: '인증했습니다.' } };
      },
    });
    renderWithProviders(<GivePoints />);
    fireEvent.click(screen.getByRole('button', { name: '지급' }));
    const dialog = await screen.findByRole('dialog', { name: '인증 코드 다시 확인' });
    fireEvent.change(screen.getByLabelText('인증 코드'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '확인하고 계속' }));
    expect((await screen.findByRole('alert')).textContent).toBe(msg.staff.codeWrong);
    fireEvent.change(screen.getByLabelText('인증 코드'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '확인하고 계속' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/points'))).toHaveLength(2));
  });
});
