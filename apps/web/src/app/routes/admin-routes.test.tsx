import { AuthState } from '@snsshop/shared/common';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../router';
import { setAuthState } from '../../lib/auth-state';
import { renderWithProviders } from '../../testing/render';
import { resetBetweenTests } from '../../testing/reset-between-tests';
import type { Dashboard } from '@snsshop/shared/dashboard';
import { rolePermissions, type AdminMe } from '@snsshop/shared/staff';
import { apiPaths } from '../../config/paths';
import { adminApiPaths } from '../../config/admin-paths';
import { get, mockApi, refuse } from '../../testing/mock-api';
import { noMargin, noProviderHealth, noReconciliation, shopStart } from '../../testing/quiet-answers';

const ownerMe: AdminMe = { id: 1, loginId: 'owner', role: 'owner', permissions: [...rolePermissions.owner], twoFactor: 'ok' };

const dashboard: Dashboard = {
  now: '2026-11-21T03:00:00.000Z',
  today: { from: '2026-11-20T15:00:00.000Z', topUps: 120000, topUpCount: 3, spending: 45000, orderCount: 12 },
  month: { from: '2026-10-31T15:00:00.000Z', topUps: 990000, topUpCount: 31, spending: 450000, orderCount: 140 },
  ordersByStatus: [0, 1, 2, 3, 4, 5].map((status) => ({ status, count: status * 2 })),
  pendingCharges: 2,
  waitingDeposits: 1,
  stuck: { notDispatched: 1, held: 0, noProgress: 0, answerProblem: 0, orders: [] },
  lateDeliveries: { count: 0, won: 0, orders: [] },
  providers: [{ id: null, name: '기본(시뮬레이션)', balance: '1000000', currency: 'KRW', error: null }],
  jobs: { enabled: true, sweeps: { dispatch: { runs: 3, lastRunAt: '2026-11-21T02:59:00.000Z', lastOkAt: '2026-11-21T02:59:00.000Z', lastError: null, lastResult: null } }, waitingDispatch: 0, oldestWaitingSince: null, stuckDispatch: 0, heldDispatch: 0 },
};

const shopReplies = shopStart();
const notFound = refuse(404, '요청한 내용을 찾을 수 없습니다.');
/** The dashboard's own answer and the quieter ones its panels read. */
const dashboardReads = [get(adminApiPaths.dashboard, dashboard), noProviderHealth, noMargin, noReconciliation];

resetBetweenTests(AuthState.authorization);

const adminCalls = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.filter(([url]) => String(url).includes('/rest/admin'));

describe('admin console guard', () => {
  it('sends a member who is not an admin to /order, never drawing the console', async () => {
    const fetch = mockApi(...shopReplies, get(adminApiPaths.me, notFound), get(adminApiPaths.dashboard, notFound));
    const { location } = renderWithProviders(<AppRoutes />, { path: '/admin/charges' });
    // Nothing of the console while the server is asked.
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    await waitFor(() => expect(location()).toBe('/order'));
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    expect(screen.queryByText('충전 관리')).toBeNull();
    // Only the membership question went out — no console data was asked for.
    expect(adminCalls(fetch).map(([url]) => String(url))).toEqual(['/rest/admin/me']);
    // And the shop's top bar offers no console link.
    expect(screen.queryByRole('link', { name: '관리자' })).toBeNull();
  });

  it('offers the console in the shop top bar only when the profile says admin', async () => {
    mockApi(...shopReplies, get(apiPaths.profile, { id: 'owner', point: 0, apiKey: null, role: 'admin' }));
    renderWithProviders(<AppRoutes />, { path: '/order' });
    const link = await screen.findByRole('link', { name: '관리자' });
    expect(link.getAttribute('href')).toBe('/admin');
  });

  it.each([AuthState.guest, AuthState.unAuthorization])('treats /admin as an unknown path in state %s without asking the server', async (state) => {
    setAuthState(state);
    const fetch = mockApi(...shopReplies, get(adminApiPaths.me, ownerMe));
    const { location } = renderWithProviders(<AppRoutes />, { path: '/admin' });
    await waitFor(() => expect(location()).toBe('/order'));
    expect(adminCalls(fetch)).toEqual([]);
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
  });

  it('opens the console for an admin, in Korean, with every section in the menu', async () => {
    mockApi(...shopReplies, get(adminApiPaths.me, ownerMe), ...dashboardReads);
    const { location } = renderWithProviders(<AppRoutes />, { path: '/admin' });
    const nav = await screen.findByRole('navigation', { name: '관리자 메뉴' });
    expect(location()).toBe('/admin');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/charges',
      '/admin/refunds',
      '/admin/reconciliation',
      '/admin/members',
      '/admin/orders',
      '/admin/auto-orders',
      '/admin/inquiries',
      '/admin/catalog',
      '/admin/coupons',
      '/admin/growth',
      '/admin/referrals',
      '/admin/reviews',
      '/admin/content',
      '/admin/settings',
      '/admin/notifications',
      '/admin/audit',
      '/admin/staff',
      '/admin/security',
    ]);
    expect(links.map((a) => a.textContent?.replace(/\d+$/, ''))).toEqual(['대시보드', '충전 관리', '환불 신청', '정산 대조', '회원 관리', '주문 관리', '자동주문 관리', '1:1 문의', '상품 관리', '쿠폰', '이벤트·등급', '친구 초대', '구매 후기', '콘텐츠', '사이트 설정', '알림', '감사 기록', '운영자', '내 보안']);
    // The dashboard is a lazily loaded chunk: give it time on a busy machine.
    expect(await screen.findByRole('heading', { name: '대시보드', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('120,000원', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('오늘 충전')).toBeTruthy();
    expect(screen.getByText('승인 대기 충전')).toBeTruthy();
  });

  it('shows a support staff member only the screens of the role', async () => {
    const me: AdminMe = { id: 2, loginId: 'helper', role: 'support', permissions: [...rolePermissions.support], twoFactor: 'off' };
    mockApi(...shopReplies, get(adminApiPaths.me, me), get(adminApiPaths.dashboard, dashboard));
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    const nav = await screen.findByRole('navigation', { name: '관리자 메뉴' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent?.replace(/\d+$/, ''))).toEqual(['대시보드', '회원 관리', '주문 관리', '자동주문 관리', '1:1 문의', '구매 후기', '알림', '내 보안']);
  });

  it('shows the work waiting beside its screen in the menu: charges, refunds to decide and to send, inquiries', async () => {
    mockApi(...shopReplies, get(adminApiPaths.me, ownerMe), ...dashboardReads, get(adminApiPaths.dashboard, { ...dashboard, refundRequests: 1, refundTransfers: 2, openInquiries: 4 }));
    renderWithProviders(<AppRoutes />, { path: '/admin' });
    const nav = await screen.findByRole('navigation', { name: '관리자 메뉴' });
    expect(await within(nav).findByLabelText('승인 대기 2건')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /환불 신청/ }).querySelector('.adm-nav__badge')?.getAttribute('aria-label')).toBe('처리할 환불 3건');
    expect(within(nav).getByLabelText('답변 대기 4건').closest('a')?.getAttribute('href')).toBe('/admin/inquiries');
  });

  it('asks for the two-factor code before any console screen', async () => {
    const fetch = mockApi(...shopReplies, get(adminApiPaths.me, { ...ownerMe, twoFactor: 'verify' }), get(adminApiPaths.dashboard, dashboard));
    renderWithProviders(<AppRoutes />, { path: '/admin/members' });
    expect(await screen.findByRole('heading', { name: '2단계 인증', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    expect(adminCalls(fetch).map(([url]) => String(url)).filter((u) => !u.endsWith('/admin/me'))).toEqual([]);
  });
});

