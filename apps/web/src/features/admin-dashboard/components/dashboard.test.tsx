import { AuthState } from '@snsshop/shared/common';
import type { Dashboard as DashboardData } from '@snsshop/shared/dashboard';
import { rolePermissions, type AdminMe, type StaffRole } from '@snsshop/shared/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOrder as order } from '../../../testing/admin-order';
import { adminApiPaths } from '../../../config/admin-paths';
import { get, mockApi } from '../../../testing/mock-api';
import { noMargin, noProviderHealth, noReconciliation } from '../../../testing/quiet-answers';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { Dashboard } from './dashboard';

resetBetweenTests(AuthState.authorization);

const me = (role: StaffRole) => get(adminApiPaths.me, { id: 2, loginId: 'staff1', role, permissions: [...rolePermissions[role]], twoFactor: 'ok' } satisfies AdminMe);
const base = {
  now: '2026-11-21T03:00:00.000Z',
  ordersByStatus: [{ status: 0, count: 3 }],
  stuck: { notDispatched: 1, held: 0, noProgress: 0, answerProblem: 0, orders: [] },
  jobs: { enabled: true, sweeps: {}, waitingDispatch: 0, oldestWaitingSince: null, stuckDispatch: 0, heldDispatch: 0 },
};
/** What the server sends the owner: money, provider balances and every count. */
const forOwner: DashboardData = {
  ...base,
  today: { from: '2026-11-20T15:00:00.000Z', topUps: 120000, topUpCount: 3, spending: 45000, orderCount: 12 },
  month: { from: '2026-10-31T15:00:00.000Z', topUps: 990000, topUpCount: 31, spending: 450000, orderCount: 140 },
  pendingCharges: 2,
  waitingDeposits: 1,
  refundRequests: 4,
  refundTransfers: 5,
  openInquiries: 6,
  lateDeliveries: { count: 1, won: 31500, orders: [order(41, { fulfilment: 'watching', status: 5, lateDelivered: 70, lateDeliveryWon: 31500 })] },
  providers: [{ id: 1, name: '메인 공급처', balance: '1000000', currency: 'KRW', error: null }],
};
/** What the server sends a support agent: no money, no charge or refund counts. */
const forSupport: DashboardData = { ...base, openInquiries: 6, lateDeliveries: { count: 1, orders: forOwner.lateDeliveries.orders } };


describe('the dashboard by role', () => {
  it('shows a support agent the work waiting and no money: no sums in won, no balances, no margin, no CSV', async () => {
    const fetch = mockApi(me('support'), get(adminApiPaths.dashboard, forSupport));
    renderWithProviders(<Dashboard />, { path: '/admin' });
    const work = await screen.findByRole('list', { name: '처리할 일' }, { timeout: 5000 });
    expect(within(work).getByRole('link', { name: /답변 대기 문의/ }).textContent).toContain('6건');
    expect(within(work).getByRole('link', { name: /멈춘 주문/ })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '매출 요약' })).toBeNull();
    for (const hidden of ['오늘 충전', '승인 대기 충전', '확인 필요한 입금', '결정할 환불 신청', '송금할 환불', '공급처 잔액', '매출·원가·마진', '일일 정산 대조', '주문 CSV', '충전·영수증 CSV']) {
      expect(screen.queryByText(hidden), hidden).toBeNull();
    }
    // Not a single sum of money on the page (an order's own row aside, which the role reads on 주문 관리 too).
    const page = screen.getByRole('list', { name: '처리할 일' }).parentElement!;
    expect(page.querySelector('.adm-stats')?.textContent).not.toMatch(/원/);
    expect(screen.getByText(/강제 취소로 전액 환불한 뒤 공급처가 작업한 주문 1건입니다/)).toBeTruthy();
    expect(screen.getByText(/금액은 역할에 따라 보이지 않습니다/)).toBeTruthy();
    // Nor asked for: the margin, reconciliation and provider health are never fetched.
    const asked = fetch.mock.calls.map(([url]) => String(url));
    expect(asked.filter((u) => /margin|reconciliation|providers|exports/.test(u))).toEqual([]);
  });

  it('shows the owner the money, every waiting count with where it is dealt with, and the CSV files', async () => {
    mockApi(me('owner'), get(adminApiPaths.dashboard, forOwner), noMargin, noReconciliation, noProviderHealth);
    renderWithProviders(<Dashboard />, { path: '/admin' });
    const money = await screen.findByRole('list', { name: '매출 요약' }, { timeout: 5000 });
    expect(money.textContent).toContain('120,000원');
    const work = screen.getByRole('list', { name: '처리할 일' });
    const card = (name: RegExp) => within(work).getByRole('link', { name });
    expect(card(/승인 대기 충전/).getAttribute('href')).toBe('/admin/charges');
    expect(card(/결정할 환불 신청/).textContent).toContain('4건');
    expect(card(/송금할 환불/).textContent).toContain('5건');
    expect(card(/송금할 환불/).getAttribute('href')).toBe('/admin/refunds');
    expect(card(/답변 대기 문의/).getAttribute('href')).toBe('/admin/inquiries');
    expect(card(/강제 취소 후 공급처 작업/).textContent).toContain('쇼핑몰 부담 31,500원');
    expect(screen.getByRole('region', { name: '공급처 잔액' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '주문 CSV' })).toBeTruthy();
  });

  it('shows the accountant the money and the refunds, not the inquiries it may not open', async () => {
    const { openInquiries: _, ...forAccountant } = forOwner;
    mockApi(me('accountant'), get(adminApiPaths.dashboard, forAccountant), noMargin, noReconciliation, noProviderHealth);
    renderWithProviders(<Dashboard />, { path: '/admin' });
    const work = await screen.findByRole('list', { name: '처리할 일' }, { timeout: 5000 });
    expect(within(work).getByRole('link', { name: /송금할 환불/ })).toBeTruthy();
    expect(within(work).queryByRole('link', { name: /답변 대기 문의/ })).toBeNull();
    expect(screen.getByRole('list', { name: '매출 요약' })).toBeTruthy();
  });
});
