import { AuthState } from '@snsshop/shared/common';
import type { Dashboard as DashboardData } from '@snsshop/shared/dashboard';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOrder as order } from '../../../testing/admin-order';
import { adminApiPaths } from '../../../config/admin-paths';
import { get, mockApi, refuse } from '../../../testing/mock-api';
import { noMargin, noProviderHealth, noReconciliation } from '../../../testing/quiet-answers';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { Dashboard } from './dashboard';

resetBetweenTests(AuthState.authorization);

describe('late deliveries on the dashboard', () => {
  it('counts late deliveries on the dashboard with what they cost, each order linked', async () => {
    const dashboard: DashboardData = {
      now: '2026-11-21T03:00:00.000Z',
      today: { from: '2026-11-20T15:00:00.000Z', topUps: 0, topUpCount: 0, spending: 0, orderCount: 0 },
      month: { from: '2026-10-31T15:00:00.000Z', topUps: 0, topUpCount: 0, spending: 0, orderCount: 0 },
      ordersByStatus: [],
      pendingCharges: 0,
      waitingDeposits: 0,
      stuck: { notDispatched: 0, held: 0, noProgress: 0, answerProblem: 0, orders: [] },
      lateDeliveries: { count: 2, won: 31500, orders: [order(41, { fulfilment: 'watching', status: 5, lateDelivered: 70, lateDeliveryWon: 3150 })] },
      providers: [],
      jobs: { enabled: true, sweeps: {}, waitingDispatch: 0, oldestWaitingSince: null, stuckDispatch: 0, heldDispatch: 0 },
    };
    // drawn on its own, without the console's gate: its role unread, it offers everything and reads every panel
    mockApi(get(adminApiPaths.dashboard, dashboard), get(adminApiPaths.me, refuse(404, '요청한 내용을 찾을 수 없습니다.')), noMargin, noReconciliation, noProviderHealth);
    renderWithProviders(<Dashboard />, { path: '/admin' });
    const card = await screen.findByRole('link', { name: /강제 취소 후 공급처 작업/ });
    expect(card.textContent).toContain('2건');
    expect(card.textContent).toContain('쇼핑몰 부담 31,500원');
    expect(card.getAttribute('href')).toBe('#late-deliveries');
    expect(screen.getByRole('link', { name: '주문 41 상세' }).getAttribute('href')).toBe('/admin/orders/41');
  });
});
