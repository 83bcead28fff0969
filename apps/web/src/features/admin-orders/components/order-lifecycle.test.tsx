import { AuthState, formatDateTime } from '@snsshop/shared/common';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderTable } from '../../../components/admin/order-table';
import { adminOrder as order } from '../../../testing/admin-order';
import { OrderDetail } from './order-detail';

resetBetweenTests(AuthState.authorization);


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
          order(2, { fulfilment: 'held', held: true, heldReason: 'link_refused_after_unknown', sendUnknown: true, providerOrderId: null }),
          order(5, { fulfilment: 'held', held: true, heldReason: 'cost_guard', providerOrderId: null, lastError: null }),
          order(3, { fulfilment: 'cancel_requested', cancelRequestedAt: '2026-11-21T03:10:00.000Z' }),
          order(4, { fulfilment: 'watching', status: 5, refunded: 45000 }),
        ]}
      />,
    );
    expect(statusOf(2)).toBe('진행 중확인 필요(보류)재전송이 같은 링크 주문으로 거절됨전송 결과 불명');
    expect(statusOf(5)).toBe('진행 중확인 필요(보류)원가 보호');
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
});
