import { AuthState } from '@snsshop/shared/common';
import { adminWebhookMessages } from '@snsshop/shared/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { NotificationsScreen } from './notifications-screen';

resetBetweenTests(AuthState.authorization);

const failed = {
  id: 31,
  memberId: 4,
  memberLoginId: 'reseller1',
  orderId: 12,
  eventKey: 'order:12:status:2',
  orderStatus: 2,
  state: 'failed',
  attempts: 6,
  responseStatus: 502,
  lastError: 'HTTP 502',
  createdAt: '2026-11-21T03:00:00.000Z',
  updatedAt: '2026-11-21T05:50:00.000Z',
  sentAt: null,
};
const sent = { ...failed, id: 30, eventKey: 'order:12:status:1', orderStatus: 1, state: 'sent', attempts: 1, responseStatus: 200, lastError: null, sentAt: '2026-11-21T03:00:05.000Z' };

describe('the console’s webhook delivery log', () => {
  it('shows member, order, reported status, tries, response and error; sends a failed one again', async () => {
    const calls: string[] = [];
    mockFetch({
      'GET /rest/admin/webhook-deliveries': { body: { items: [failed, sent], total: 2, page: 1, size: 20 } },
      'POST /rest/admin/webhook-deliveries/31/resend': () => {
        calls.push('resend 31');
        return { body: { message: adminWebhookMessages.resent } };
      },
    });
    renderWithProviders(
      <>
        <NotificationsScreen />
        <Toaster />
      </>,
      { path: '/admin/notifications?tab=webhooks' },
    );
    const table = await screen.findByRole('table', { name: '웹훅 전송 기록' });
    const [, failedRow, sentRow] = within(table).getAllByRole('row');
    for (const text of ['reseller1', '#12', '완료', '실패', '6회', 'HTTP 502']) expect(failedRow!.textContent).toContain(text);
    for (const text of ['진행 중', '전달됨', '1회', 'HTTP 200']) expect(sentRow!.textContent).toContain(text);
    expect(within(table).getAllByRole('link', { name: '#12' })[0]!.getAttribute('href')).toBe('/admin/orders/12');
    // Only the failed one can be sent again.
    expect(within(table).getAllByRole('button', { name: /다시 보내기/ })).toHaveLength(1);
    fireEvent.click(within(failedRow!).getByRole('button', { name: '웹훅 31 다시 보내기' }));
    expect(await screen.findByText(adminWebhookMessages.resent)).toBeTruthy();
    expect(calls).toEqual(['resend 31']);
  });

  it('filters by state and stays on its tab', async () => {
    const fetchMock = mockFetch({ 'GET /rest/admin/webhook-deliveries': { body: { items: [], total: 0, page: 1, size: 20 } } });
    renderWithProviders(<NotificationsScreen />, { path: '/admin/notifications?tab=webhooks' });
    expect(await screen.findByText('보낸 웹훅이 없습니다.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('전송 상태'), { target: { value: 'failed' } });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('state=failed'))).toBe(true));
    expect(screen.getByRole('tab', { name: '웹훅' }).getAttribute('aria-selected')).toBe('true');
  });
});
