import { AuthState } from '@snsshop/shared/common';
import { allPermissions, rolePermissions, type AdminMe } from '@snsshop/shared/staff';
import { screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createRoutesFromElements, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../router';
import AdminRoutes from './admin-routes';
import { AdminScreenGuard } from '../../components/layouts/admin-screen-guard';
import { adminScreens, type AdminScreen } from '../../config/admin-screens';
import { renderWithProviders } from '../../testing/render';
import { resetBetweenTests } from '../../testing/reset-between-tests';
import { apiPaths } from '../../config/paths';
import { adminApiPaths } from '../../config/admin-paths';
import { get, mockApi } from '../../testing/mock-api';
import { shopSettings } from '../../testing/shop-settings';

resetBetweenTests(AuthState.authorization);

const entries = Object.entries(adminScreens) as [string, AdminScreen][];
const rel = (path: string) => path.replace(/^\/admin\/?/, '');

/** Every route the console's router draws below its frame: its path relative to /admin ('' for the index) and its element. */
function routerRoutes(): { path: string; element: ReactElement }[] {
  const routes = AdminRoutes().props.children as ReactElement;
  const [frame] = createRoutesFromElements(routes) as RouteObject[];
  return (frame?.children ?? []).filter((r) => r.path !== '*').map((r) => ({ path: r.index ? '' : r.path!, element: r.element as ReactElement }));
}

/** What the table says the router should draw: each screen and the screens below it, with the permission that opens them. */
const expected = entries.flatMap(([key, s]) => [
  { key, path: rel(s.path), permission: s.permission, screen: s.screen },
  ...(s.inner ?? []).map((i) => ({ key, path: `${rel(s.path)}/${i.path}`, permission: s.permission, screen: i.screen })),
]);

// The frame's own route files; every other admin-*.tsx in app/routes is a screen and must be in the table.
const frameFiles = ['admin-routes', 'admin-layout', 'admin-two-factor', 'admin-new-password'];
const routeFiles = Object.keys(import.meta.glob('./admin-*.tsx'))
  .map((f) => f.replace(/^\.\/|\.tsx$/g, ''))
  .filter((f) => !f.endsWith('.test') && !frameFiles.includes(f));

describe('the console screen table (config/admin-screens.ts)', () => {
  it('has an entry for every route the console router draws, and a route for every entry', () => {
    const drawn = routerRoutes().map((r) => r.path).sort();
    expect(drawn).toEqual(expected.map((e) => e.path).sort());
  });

  it('has an entry for every console route file, and every entry names a route file that exists', () => {
    const named: string[] = expected.map((e) => e.screen);
    expect(routeFiles.filter((f) => !named.includes(f)), 'route files no entry names').toEqual([]);
    expect(named.filter((s) => !routeFiles.includes(s)), 'entries whose route file is missing').toEqual([]);
  });

  it('names, for every screen, a permission the shared permission list defines (or self)', () => {
    const unknown = entries.filter(([, s]) => !(s.permission === 'self' || (allPermissions as string[]).includes(s.permission)));
    expect(unknown.map(([key, s]) => `${key}: ${String(s.permission)}`)).toEqual([]);
  });

  it('puts every route behind the route guard with its entry’s permission', () => {
    const byPath = new Map(expected.map((e) => [e.path, e.permission]));
    for (const { path, element } of routerRoutes()) {
      expect(isValidElement(element) && element.type === AdminScreenGuard, `route ${path || '(index)'} is guarded`).toBe(true);
      expect((element.props as { permission: string }).permission, `route ${path || '(index)'}`).toBe(byPath.get(path));
    }
  });

  it('gives every screen its own path under /admin and a Korean label', () => {
    const paths = expected.map((e) => `/admin/${e.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [, s] of entries) {
      expect(s.path.startsWith('/admin')).toBe(true);
      expect(s.label).toMatch(/[가-힣]/);
    }
  });
});

describe('the console route guard', () => {
  const dashboard = {
    now: '2026-11-21T03:00:00.000Z',
    today: { from: '2026-11-20T15:00:00.000Z', topUps: 0, topUpCount: 0, spending: 0, orderCount: 0 },
    month: { from: '2026-10-31T15:00:00.000Z', topUps: 0, topUpCount: 0, spending: 0, orderCount: 0 },
    ordersByStatus: [],
    pendingCharges: 0,
    waitingDeposits: 0,
    stuck: { notDispatched: 0, held: 0, noProgress: 0, answerProblem: 0, orders: [] },
    lateDeliveries: { count: 0, won: 0, orders: [] },
    providers: [],
    jobs: { enabled: true, sweeps: {}, waitingDispatch: 0, oldestWaitingSince: null, stuckDispatch: 0, heldDispatch: 0 },
  };

  it.each([adminScreens.charges, adminScreens.staff, adminScreens.coupons])('tells a role in Korean why it may not open $path, in place, and asks nothing of that screen', async (target) => {
    const me: AdminMe = { id: 2, loginId: 'helper', role: 'support', permissions: [...rolePermissions.support], twoFactor: 'ok' };
    const fetch = mockApi(get(apiPaths.settings, shopSettings()), get(adminApiPaths.me, me), get(adminApiPaths.dashboard, dashboard));
    const { location } = renderWithProviders(<AppRoutes />, { path: target.path });
    expect(await screen.findByRole('heading', { name: '권한이 없습니다', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(`${target.label} 화면은 상담 역할에 열려 있지 않습니다.`);
    expect(screen.queryByText('요청한 내용을 찾을 수 없습니다.')).toBeNull();
    expect(location()).toBe(target.path);
    expect(screen.getByRole('link', { name: '대시보드 화면으로 가기' }).getAttribute('href')).toBe(adminScreens.dashboard.path);
    // The menu does not offer it, and its data was never asked for.
    const nav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(nav.querySelector(`a[href="${target.path}"]`)).toBeNull();
    const calls = fetch.mock.calls.map(([url]) => String(url));
    expect(calls.filter((u) => u.includes(`/rest${target.path}`))).toEqual([]);
  });
});
