import { AuthState, formatDateTime, type AdminOrder, type Dashboard as DashboardData } from '@snsshop/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { Dashboard } from '../../admin-dashboard/components/dashboard';
import { OrderDetail } from './order-detail';
import { OrderTable } from '../../../components/admin/order-table';

resetBetweenTests(AuthState.authorization);

const order = (id: number, over: Partial<AdminOrder> = {}): AdminOrder => ({
  id,
  memberId: 7,
  loginId: 'member7',
  serviceId: 1,
  serviceText: '인스타그램 한국인 팔로워',
  link: `https://instagram.com/a${id}`,
  quantity: 1000,
  charge: 45000,
  refunded: 0,
  status: 1,
  startCount: 120,
  remains: 400,
  providerId: 3,
  providerName: '해외패널',
  providerServiceId: '1024',
  providerOrderId: `P-${id}`,
  dispatchAttempts: 1,
  nextDispatchAt: null,
  dispatchedAt: '2026-11-21T03:00:00.000Z',
  lastError: null,
  held: false,
  canRedispatch: false,
  fulfilment: 'sent',
  sendUnknown: false,
  cancelRequestedAt: null,
  lateDelivered: null,
  lateDeliveryWon: null,
  lateDeliveryAt: null,
  autoOrderId: null,
  runNo: null,
  createdAt: '2026-11-21T02:59:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  finishedAt: null,
  ...over,
});

const statusOf = (id: number) => {
  const row = screen.getAllByRole('row').find((r) => within(r).queryByRole('link', { name: `주문 ${id} 상세` }));
  if (!row) throw new Error(`row ${id} not shown`);
  return within(row).getAllByRole('cell').find((c) => c.textContent?.includes('진행 중') || c.textContent?.includes('취소'))?.textContent;
};

describe('order lifecycle in the console', () => {
  it('names where each order is in fulfilment, and an unknown send', () => {
    renderWithProviders(
      <OrderTable
        rows={[
          order(1, { fulfilment: 'queued', status: 4, providerOrderId: null }),
          order(2, { fulfilment: 'held', held: true, sendUnknown: true, providerOrderId: null }),
          order(3, { fulfilment: 'cancel_requested', cancelRequestedAt: '2026-11-21T03:10:00.000Z' }),
          order(4, { fulfilment: 'watching', status: 5, refunded: 45000 }),
        ]}
      />,
    );
    expect(statusOf(2)).toBe('진행 중확인 필요(보류)전송 결과 불명');
    expect(statusOf(3)).toBe('진행 중취소 요청됨');
    expect(statusOf(4)).toBe('취소(전액 환불)강제 취소 후 감시');
    expect(screen.getByText('링크 대기')).toBeTruthy();
  });

  it('shows a late delivery after a forced cancel in the order detail: quantity, won and time', async () => {
    const late = order(31, { fulfilment: 'watching', status: 5, refunded: 45000, lateDelivered: 600, lateDeliveryWon: 27000, lateDeliveryAt: '2026-11-21T05:00:00.000Z' });
    mockFetch({ 'GET /rest/admin/orders/31': { body: { order: late, events: [], ledger: [] } } });
    renderWithProviders(
      <Routes>
        <Route path="/admin/orders/:id" element={<OrderDetail />} />
      </Routes>,
      { path: '/admin/orders/31' },
    );
    const panel = (await screen.findByRole('heading', { name: '강제 취소 후 공급처 작업' })).closest('section') as HTMLElement;
    const facts = within(panel);
    expect(facts.getByText('600')).toBeTruthy();
    expect(facts.getByText('27,000원')).toBeTruthy();
    expect(facts.getByText(formatDateTime('2026-11-21T05:00:00.000Z'))).toBeTruthy();
  });

  it('counts late deliveries on the dashboard with what they cost, each order linked', async () => {
    const dashboard: DashboardData = {
      now: '2026-11-21T03:00:00.000Z',
      today: { from: '2026-11-20T15:00:00.000Z', topUps: 0, topUpCount: 0, spending: 0, orderCount: 0 },
      month: { from: '2026-10-31T15:00:00.000Z', topUps: 0, topUpCount: 0, spending: 0, orderCount: 0 },
      ordersByStatus: [],
      pendingCharges: 0,
      waitingDeposits: 0,
      stuck: { notDispatched: 0, held: 0, noProgress: 0, orders: [] },
      lateDeliveries: { count: 2, won: 31500, orders: [order(41, { fulfilment: 'watching', status: 5, lateDelivered: 70, lateDeliveryWon: 3150 })] },
      providers: [],
      jobs: { enabled: true, sweeps: {}, waitingDispatch: 0, oldestWaitingSince: null, stuckDispatch: 0, heldDispatch: 0 },
    };
    mockFetch({ 'GET /rest/admin/dashboard': { body: dashboard } });
    renderWithProviders(<Dashboard />, { path: '/admin' });
    const card = await screen.findByRole('link', { name: /강제 취소 후 공급처 작업/ });
    expect(card.textContent).toContain('2건');
    expect(card.textContent).toContain('쇼핑몰 부담 31,500원');
    expect(card.getAttribute('href')).toBe('#late-deliveries');
    expect(screen.getByRole('link', { name: '주문 41 상세' }).getAttribute('href')).toBe('/admin/orders/41');
  });
});
