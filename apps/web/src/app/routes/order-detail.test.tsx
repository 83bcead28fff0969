import { AuthState, OrderStatus } from '@snsshop/shared/common';
import { priceLinesIn } from '../../testing/price-lines';
import { memberOrder } from '../../testing/member-order';
import type { OrderDetail } from '@snsshop/shared/orders';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import OrderDetailRoute from './order-detail';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render';
import { resetBetweenTests } from '../../testing/reset-between-tests';
import { HISTORY_PAGE, historyPageReply } from '../../testing/order-history-reply';
import { OrderHistory } from '../../features/orders/components/order-history';

const order = memberOrder(42, { link: 'https://instagram.com/me', point: 450, refunded: 166, status: OrderStatus.PARTIAL, startCount: 1234, remains: 37 });

const partial: OrderDetail = {
  order,
  serviceText: '한국인 팔로워',
  spent: 284,
  refunds: [{ at: '2026-11-20T04:13:00.000Z', amount: 166, text: '미완료 37개 ÷ 100개 × 450원 = 166원 환불' }],
  timeline: [
    { kind: 'placed', at: '2026-11-20T03:00:00.000Z', quantity: 100, charge: 450 },
    { kind: 'sent', at: '2026-11-20T03:01:00.000Z' },
    { kind: 'started', at: '2026-11-20T03:13:00.000Z', startCount: 1234 },
    { kind: 'progress', at: '2026-11-20T04:13:00.000Z', delivered: 63, quantity: 100 },
    { kind: 'finished', at: '2026-11-20T04:13:00.000Z', status: OrderStatus.PARTIAL },
    { kind: 'refund', at: '2026-11-20T04:13:00.000Z', amount: 166, text: '미완료 37개 ÷ 100개 × 450원 = 166원 환불' },
    { kind: 'refill', at: '2026-11-21T04:13:00.000Z', refillId: 7, event: 'rejected', statusText: null, reason: '이미 리필된 주문' },
  ],
  autoOrder: null,
};

function open(path: string, replies: Parameters<typeof mockFetch>[0]) {
  mockFetch(replies);
  return renderWithProviders(
    <Routes>
      <Route path="/order-history/:id" element={<OrderDetailRoute />} />
    </Routes>,
    { path },
  );
}

resetBetweenTests(AuthState.authorization);

describe('order detail', () => {
  it('shows the timeline, the progress bar, the refund arithmetic and what the order finally cost', async () => {
    open('/order-history/42', { 'GET /rest/service/order-history/42': { body: partial } });
    expect(await screen.findByRole('heading', { name: '주문 상세 (주문번호 42)' })).toBeTruthy();
    const timeline = await screen.findByRole('list', { name: '진행 기록' });
    const titles = within(timeline).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);
    expect(titles).toEqual(['주문 접수', '작업 요청', '작업 시작', '진행 상황', '부분 완료', '환불', '리필 거절']);
    expect(screen.getByText('시작 수량 1,234개')).toBeTruthy();
    expect(screen.getByText('100개 · 450원 결제')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '진행률' }).getAttribute('aria-valuenow')).toBe('63');
    expect(screen.getByText('63개 / 100개 (63%)')).toBeTruthy();
    expect(screen.getByText('사유: 이미 리필된 주문')).toBeTruthy();
    const refunds = within(screen.getByRole('list', { name: '환불 내역' }));
    expect(refunds.getByText('미완료 37개 ÷ 100개 × 450원 = 166원 환불')).toBeTruthy();
    expect(screen.getByText('최종 사용 금액').nextElementSibling?.textContent).toBe('284원');
    expect(priceLinesIn(screen.getByRole('region', { name: '결제와 환불' }))).toEqual([
      ['정가', '450원'],
      ['결제 금액', '450원'],
    ]);
  });

  it('다시 주문 opens /order with the product, link and quantity while the product can still be ordered; not for a read-only one', async () => {
    const listed = { id: 100, text: '한국인 팔로워', categoryId: 10, min: 10, max: 5000, point: 12, priceE7: 120_000_000, priceText: '12원', notice: '', isReadOnly: false, enableAuto: true };
    open('/order-history/42', { 'GET /rest/service/order-history/42': { body: partial }, 'GET /rest/service/services': { body: [listed] } });
    const again = await screen.findByRole('link', { name: '42번 주문 다시 주문' });
    expect(again.getAttribute('href')).toBe(`/order?service=100&link=${encodeURIComponent('https://instagram.com/me')}&quantity=100`);
    cleanup();
    open('/order-history/42', { 'GET /rest/service/order-history/42': { body: partial }, 'GET /rest/service/services': { body: [{ ...listed, isReadOnly: true }] } });
    await screen.findByRole('heading', { name: '주문 상세 (주문번호 42)' });
    await new Promise((r) => setTimeout(r, 100)); // the product list has answered
    expect(screen.queryByRole('link', { name: '42번 주문 다시 주문' })).toBeNull();
  });

  it('an auto-order run says which run it is', async () => {
    open('/order-history/42', { 'GET /rest/service/order-history/42': { body: { ...partial, autoOrder: { id: 3, runNo: 2, runs: 10 } } } });
    expect(await screen.findByRole('link', { name: '10회 중 2회차' })).toBeTruthy();
  });

  it('an order that is not the member\'s, or an unreadable id, shows the same Korean card', async () => {
    open('/order-history/7', { 'GET /rest/service/order-history/7': { status: 404, body: { statusCode: 404, message: '주문을 찾을 수 없습니다.' } } });
    expect(await screen.findByText('주문을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문내역으로' })).toBeTruthy();
  });

  it('an id that is not a number is never asked for', async () => {
    open('/order-history/abc', {});
    expect(await screen.findByText('주문을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '주문 상세' })).toBeTruthy();
  });

  it('the order number in the history opens the order\'s detail', async () => {
    mockFetch({ [HISTORY_PAGE]: (_init, url) => historyPageReply({ body: [order] }, url), 'GET /rest/service/services': { body: [] } });
    const view = renderWithProviders(<OrderHistory />, { path: '/order-history' });
    fireEvent.click(await screen.findByRole('link', { name: '42번 주문 상세 보기' }));
    expect(view.location()).toBe('/order-history/42');
  });
});
