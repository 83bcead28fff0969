import { AuthState, msg } from '@snsshop/shared/common';
import type { AdminOrder } from '@snsshop/shared/orders';
import { rolePermissions } from '@snsshop/shared/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { adminOrder } from '../../../testing/admin-order';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderActions } from './order-actions';

resetBetweenTests(AuthState.authorization);

// The shared console fixture, with this test's link and provider order id.
const order: AdminOrder = adminOrder(31, { link: 'https://instagram.com/a', providerOrderId: 'P-778' });

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [String(url), JSON.parse(String(init?.body ?? '{}')) as unknown]);

describe('order actions', () => {
  it('are not offered to a role that may only read orders (support), and are to one that may act', async () => {
    const staff = (role: 'support' | 'manager') => ({ id: 2, loginId: 'helper', role, permissions: [...rolePermissions[role]], twoFactor: 'off' });
    mockFetch({ 'GET /rest/admin/me': { body: staff('support') } });
    const { unmount } = renderWithProviders(<OrderActions order={order} />);
    expect(await screen.findByText('이 주문을 처리할 권한이 없습니다. 주문 내용만 볼 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '취소·전액 환불' })).toBeNull();
    unmount();
    mockFetch({ 'GET /rest/admin/me': { body: staff('manager') } });
    renderWithProviders(<OrderActions order={order} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '취소·전액 환불' })).toBeTruthy());
    expect(screen.queryByText('이 주문을 처리할 권한이 없습니다. 주문 내용만 볼 수 있습니다.')).toBeNull();
  });

  it('cancels with a full refund only after confirming, and offers a forced cancel when the provider refuses', async () => {
    const refusal = msg.admin.providerCancelFailed('cancel not allowed');
    const fetch = mockFetch({
      'POST /rest/admin/orders/31/cancel': (init) =>
        (JSON.parse(String(init?.body)) as { force?: boolean }).force
          ? { body: { order: { ...order, status: 5, refunded: 45000 }, message: msg.admin.orderCancelled, providerCancel: 'failed' } }
          : { status: 409, body: { statusCode: 409, message: refusal, data: { providerError: 'cancel not allowed' } } },
    });
    renderWithProviders(
      <>
        <OrderActions order={order} />
        <Toaster />
      </>,
    );
    expect(screen.queryByRole('button', { name: '재전송' })).toBeNull(); // already sent upstream
    fireEvent.click(screen.getByRole('button', { name: '취소·전액 환불' }));
    const first = screen.getByRole('alertdialog', { name: '주문 취소 (전액 환불)' });
    expect(first.textContent).toContain('45,000원');
    expect(posts(fetch)).toEqual([]);
    fireEvent.click(within(first).getByRole('button', { name: '취소하고 환불' }));

    const force = await screen.findByRole('alertdialog', { name: '강제 취소' });
    expect(force.textContent).toContain(refusal);
    fireEvent.click(within(force).getByRole('button', { name: '강제 취소' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(2));
    expect(posts(fetch)).toEqual([
      ['/rest/admin/orders/31/cancel', { force: false }],
      ['/rest/admin/orders/31/cancel', { force: true }],
    ]);
    expect(await screen.findByText(msg.admin.orderCancelled)).toBeTruthy();
  });

  it('marks partial with the remains after checking them against the quantity', async () => {
    const fetch = mockFetch({
      'POST /rest/admin/orders/31/partial': { body: { order: { ...order, status: 3 }, message: msg.admin.markedPartial } },
    });
    renderWithProviders(
      <>
        <OrderActions order={order} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '부분 완료 처리' }));
    const dialog = screen.getByRole('dialog', { name: '부분 완료 처리' });
    const remains = within(dialog).getByLabelText('남은 수량') as HTMLInputElement;
    expect(remains.value).toBe('400');
    fireEvent.change(remains, { target: { value: '1001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '다음' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(msg.admin.remainsInvalid);
    fireEvent.change(remains, { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '다음' }));
    const confirm = screen.getByRole('alertdialog', { name: '부분 완료 처리' });
    expect(confirm.textContent).toContain('18,000원'); // 400 / 1000 × 45,000원
    fireEvent.click(within(confirm).getByRole('button', { name: '처리하기' }));
    await waitFor(() => expect(posts(fetch)).toEqual([['/rest/admin/orders/31/partial', { remains: 400 }]]));
    expect(await screen.findByText(msg.admin.markedPartial)).toBeTruthy();
  });
});
