import { AuthState } from '@snsshop/shared/common';
import { notificationEventNames, notificationEvents, notificationMessages } from '@snsshop/shared/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { NotificationsScreen } from './notifications-screen';

resetBetweenTests(AuthState.authorization);

const failed = {
  id: 7,
  event: 'order.partial',
  memberId: 3,
  memberLoginId: 'buyer1',
  recipient: '01012345678',
  channel: 'sms',
  status: 'failed',
  attempts: 2,
  lastError: 'sms: SMS API refused: HTTP 200 3059',
  createdAt: '2026-11-21T03:00:00.000Z',
  sentAt: null,
};
const templates = {
  items: notificationEventNames.map((event) => ({ event, label: notificationEvents[event].label, templateId: '', text: notificationEvents[event].text, defaultText: notificationEvents[event].text, sample: notificationEvents[event].sample })),
};

describe('the console’s notification screen', () => {
  it('lists what was sent with its channel, status, attempts and error, and sends a failed one again', async () => {
    const calls: string[] = [];
    mockFetch({
      'GET /rest/admin/notifications': { body: { items: [failed, { ...failed, id: 8, status: 'sending', lastError: null }], total: 2, page: 1, size: 20 } },
      'POST /rest/admin/notifications/7/resend': () => {
        calls.push('resend 7');
        return { body: { message: notificationMessages.resent } };
      },
    });
    renderWithProviders(
      <>
        <NotificationsScreen />
        <Toaster />
      </>,
    );
    const table = await screen.findByRole('table', { name: '알림 발송 기록' });
    const row = within(table).getAllByRole('row').find((r) => r.textContent?.includes('3059'))!;
    for (const text of ['주문 부분 완료 (환불)', 'buyer1 · 01012345678', '문자', '실패', '2회']) expect(row.textContent).toContain(text);
    // One being sent cannot be sent again.
    expect(within(table).getAllByRole('button', { name: /다시 보내기/ })).toHaveLength(1);
    fireEvent.click(within(row).getByRole('button', { name: '알림 7 다시 보내기' }));
    expect(await screen.findByText(notificationMessages.resent)).toBeTruthy();
    expect(calls).toEqual(['resend 7']);
  });

  it('shows a verification code’s row in Korean, as the person who asked for it, with no resend button', async () => {
    const code = { ...failed, id: 9, event: 'account.code', memberId: null, memberLoginId: null, recipient: '01055556666', status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-21T03:00:01.000Z' };
    mockFetch({ 'GET /rest/admin/notifications': { body: { items: [code], total: 1, page: 1, size: 20 } } });
    renderWithProviders(<NotificationsScreen />);
    const table = await screen.findByRole('table', { name: '알림 발송 기록' });
    const row = within(table).getAllByRole('row').find((r) => r.textContent?.includes('01055556666'))!;
    for (const text of ['계정: 인증번호', '발송 완료', '다시 보낼 수 없음']) expect(row.textContent).toContain(text);
    expect(row.textContent).not.toContain('관리자');
    expect(within(table).queryAllByRole('button', { name: /다시 보내기/ })).toEqual([]);
  });

  it('previews a template with sample values as it is typed, and saves the template id and text', async () => {
    let sent: unknown;
    mockFetch({
      'GET /rest/admin/notification-templates': { body: templates },
      'PUT /rest/admin/notification-templates/charge.credited': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: templates };
      },
    });
    renderWithProviders(<NotificationsScreen />, { path: '/admin/notifications?tab=templates' });
    const preview = await screen.findByLabelText('포인트 충전 완료 미리보기');
    expect(preview.textContent).toBe('[SNS성장] 50,000원 충전이 완료되었습니다. 현재 잔액은 62,300원입니다.');
    const [idBox] = screen.getAllByLabelText('알림톡 템플릿 ID');
    const [textBox] = screen.getAllByLabelText('문구');
    fireEvent.change(idBox!, { target: { value: 'KA01TP-CREDIT' } });
    fireEvent.change(textBox!, { target: { value: '#{금액}원 충전, 잔액 #{잔액}원, #{없는값}' } });
    expect(preview.textContent).toBe('50,000원 충전, 잔액 62,300원, #{없는값}');
    fireEvent.click(screen.getAllByRole('button', { name: '저장' })[0]!);
    await waitFor(() => expect(sent).toEqual({ templateId: 'KA01TP-CREDIT', text: '#{금액}원 충전, 잔액 #{잔액}원, #{없는값}' }));
  });
});
