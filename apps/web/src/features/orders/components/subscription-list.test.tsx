import { AuthState, msg, OrderStatus } from '@snsshop/shared/common';
import { memberOrder } from '../../../testing/member-order';
import type { Order } from '@snsshop/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { SubscriptionList } from './subscription-list';
import { subscriptionRefundWords } from './subscription-refund';

const slow = { timeout: 15_000 };

const subscription = (id: number, over: Partial<Order> = {}, sub: Partial<NonNullable<Order['subscription']>> = {}): Order =>
  memberOrder(id, {
    serviceId: 300,
    link: 'my_account',
    point: 3000,
    amount: 1000,
    serviceType: 'Subscriptions',
    fields: { username: 'my_account', min: '50', max: '100', posts: '10', delay: '15' },
    subscription: { state: 'Active', postsUsed: 4, posts: 10, childOrders: ['9001', '9002'], expiry: '2026-12-31', ...sub },
    ...over,
  });

resetBetweenTests(AuthState.authorization);

describe('the member’s subscriptions (자동 좋아요 구독)', () => {
  it('shows each with its Korean state, posts used of those bought, expiry and child orders; 취소 요청 asks first and posts the cancel', async () => {
    const fetch = mockFetch({
      'GET /rest/service/subscriptions': { body: { orders: [subscription(8, { canCancel: true }), subscription(7, { status: OrderStatus.COMPLETED, refunded: 1800 }, { state: 'Completed', postsUsed: 4 })], next: null } },
      'GET /rest/service/services': { body: [{ id: 300, text: '자동 좋아요', categoryId: 10, min: 20, max: 500, point: 3, priceE7: 30_000_000, priceText: '3원', notice: '', isReadOnly: false, enableAuto: false, serviceType: 'Subscriptions' }] },
      'POST /rest/service/order/8/cancel': { body: { order: subscription(8, { cancelRequested: true }), message: msg.order.cancelRequested } },
    });
    renderWithProviders(
      <>
        <SubscriptionList />
        <Toaster />
      </>,
      { path: '/order-history/subscriptions' },
    );
    const cards = await screen.findAllByRole('listitem', {}, slow);
    expect(cards).toHaveLength(2);
    const active = within(cards[0]!);
    expect(active.getByText('진행 중')).toBeTruthy();
    expect(active.getByText('@my_account')).toBeTruthy();
    expect(active.getByText('4 / 10개')).toBeTruthy();
    expect(active.getByText('2026-12-31')).toBeTruthy();
    expect(active.getByText('#9001, #9002')).toBeTruthy();
    const done = within(cards[1]!);
    expect(done.getByText('완료')).toBeTruthy();
    expect(done.queryByRole('button', { name: /취소 요청/ })).toBeNull();
    expect(done.getByText(/쓰지 않은 게시물 6개 × 게시물당 최대 100개 = 600개분: 결제 3,000원 × 600 ÷ 1,000 = 1,800원 환불/)).toBeTruthy();

    fireEvent.click(active.getByRole('button', { name: '8번 구독 취소 요청' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '취소 요청' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/rest/service/order/8/cancel'))).toHaveLength(1));
    await screen.findAllByText(msg.order.cancelRequested, {}, slow);
  });

  it('says so when there are none', async () => {
    mockFetch({ 'GET /rest/service/subscriptions': { body: { orders: [], next: null } }, 'GET /rest/service/services': { body: [] } });
    renderWithProviders(<SubscriptionList />, { path: '/order-history/subscriptions' });
    await screen.findByText(/아직 자동 좋아요 구독이 없습니다/, {}, slow);
  });
});

describe('a subscription’s refund in words', () => {
  it('states the arithmetic the server refunds by, a full refund, and a running one', () => {
    expect(subscriptionRefundWords(subscription(1, { refunded: 1800 }, { state: 'Expired', postsUsed: 4 }))).toContain('쓰지 않은 게시물 6개 × 게시물당 최대 100개 = 600개분: 결제 3,000원 × 600 ÷ 1,000 = 1,800원 환불.');
    expect(subscriptionRefundWords(subscription(1, { refunded: 3000, status: OrderStatus.CANCELED }, { state: null, postsUsed: 0 }))).toContain('3,000원 전액을 돌려드렸습니다');
    expect(subscriptionRefundWords(subscription(1, {}, { state: 'Active', postsUsed: 4 }))).toContain('지금까지 4개 사용');
    expect(subscriptionRefundWords(subscription(1, {}, { state: 'Completed', postsUsed: 10 }))).toContain('모두 사용해 돌려드릴 금액이 없습니다');
  });
});
