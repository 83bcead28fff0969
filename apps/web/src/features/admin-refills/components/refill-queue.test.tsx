import { AuthState, msg } from '@snsshop/shared/common';
import type { AdminRefill } from '@snsshop/shared/refills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { RefillQueue } from './refill-queue';

resetBetweenTests(AuthState.authorization);

const manual: AdminRefill = {
  id: 31,
  orderId: 501,
  memberId: 7,
  loginId: 'member7',
  serviceId: 3,
  serviceText: '외국인 구독자 (30일 보장)',
  link: 'https://youtube.com/@ch',
  mode: 'manual',
  status: 'waiting',
  statusText: '대기',
  needsOwner: true,
  upstreamRefillId: null,
  reason: null,
  lastError: null,
  requestedAt: '2026-11-21T03:00:00.000Z',
  finishedAt: null,
  overdue: false,
};
const atProvider: AdminRefill = { ...manual, id: 32, orderId: 502, mode: 'provider', status: 'in_progress', statusText: '진행 중', needsOwner: false, upstreamRefillId: '88' };

function setup() {
  const fetch = mockFetch({
    'GET /rest/admin/refills': { body: [manual, atProvider] },
    'GET /rest/admin/refills/rates': { body: [{ serviceId: 3, serviceText: '외국인 구독자 (30일 보장)', requested: 2, completedOrders: 40, ratePercent: 5 }] },
    'POST /rest/admin/refills/31/approve': { body: { refill: { ...manual, status: 'completed', statusText: '완료', needsOwner: false }, message: msg.refill.approved } },
    'POST /rest/admin/refills/31/reject': { body: { refill: { ...manual, status: 'rejected', statusText: '거절', needsOwner: false, reason: '확인 불가' }, message: msg.refill.rejected } },
  });
  renderWithProviders(
    <>
      <RefillQueue />
      <Toaster />
    </>,
    { path: '/admin/refills' },
  );
  return fetch;
}
const posts = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : null]);

describe('the refill (A/S) queue', () => {
  it('lists open refills, offers 완료 and 거절 only where the owner must act, and shows each service refill rate', async () => {
    const fetch = setup();
    const table = await screen.findByRole('table', { name: '리필 요청 목록' });
    expect(within(table).getByRole('button', { name: '리필 31 완료 처리' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /리필 32/ })).toBeNull();
    expect(await screen.findByText('5%')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: '리필 31 완료 처리' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '완료 처리' }));
    expect(await screen.findByText(msg.refill.approved)).toBeTruthy();
    expect(posts(fetch)).toEqual([['/rest/admin/refills/31/approve', null]]);
  });

  it('a rejection needs a reason, which is sent for the member to read', async () => {
    const fetch = setup();
    const table = await screen.findByRole('table', { name: '리필 요청 목록' });
    fireEvent.click(within(table).getByRole('button', { name: '리필 31 거절' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '거절하기' }));
    expect(dialog.getByText(msg.refill.rejectReasonRequired)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('거절 사유'), { target: { value: ' 확인 불가 ' } });
    fireEvent.click(dialog.getByRole('button', { name: '거절하기' }));
    expect(await screen.findByText(msg.refill.rejected)).toBeTruthy();
    await waitFor(() => expect(posts(fetch)).toEqual([['/rest/admin/refills/31/reject', { reason: '확인 불가' }]]));
  });
});
