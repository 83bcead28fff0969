import { AuthState } from '@snsshop/shared/common';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '../lib/auth-state';
import { renderWithProviders } from '../testing/render';
import { AppRoutes } from './router';
import { contentApiPaths } from '../config/content-api-paths';
import { memberApiPaths } from '../config/member-api-paths';
import { get, mockApi } from '../testing/mock-api';
import { noBonusOffers, noCharges, noRefunds, shopStart } from '../testing/quiet-answers';

beforeEach(() => {
  localStorage.clear();
  mockApi(...shopStart(), get(contentApiPaths.registerWhere, []), noCharges, noBonusOffers, noRefunds, get(memberApiPaths.coupons, []));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function landAt(state: AuthState, path: string) {
  setAuthState(state);
  const view = renderWithProviders(<AppRoutes />, { path });
  // Let the lazy screen resolve so the assertion sees a settled route.
  await screen.findByRole('main');
  return view;
}

describe('route tables', () => {
  it('renders nothing while the auth state is loading', () => {
    setAuthState(AuthState.loading);
    renderWithProviders(<AppRoutes />, { path: '/order' });
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it.each([AuthState.unAuthorization, AuthState.guest, AuthState.authorization])('state %s redirects an unknown path to /order', async (state) => {
    const { location } = await landAt(state, '/no-such-page');
    await waitFor(() => expect(location()).toBe('/order'));
  });

  it('logged out: sign-in screens exist, member screens redirect to /order', async () => {
    const login = await landAt(AuthState.unAuthorization, '/login');
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(login.location()).toBe('/login');
    cleanup();

    const point = await landAt(AuthState.unAuthorization, '/point');
    await waitFor(() => expect(point.location()).toBe('/order'));
  });

  it('member or guest: member screens exist, sign-in screens redirect to /order', async () => {
    const point = await landAt(AuthState.authorization, '/point');
    expect(await screen.findByRole('heading', { name: '포인트 충전' })).toBeTruthy();
    expect(point.location()).toBe('/point');
    cleanup();

    const login = await landAt(AuthState.guest, '/login');
    await waitFor(() => expect(login.location()).toBe('/order'));
  });

  it.each([AuthState.unAuthorization, AuthState.authorization])('state %s always has the terms pages', async (state) => {
    const { location } = await landAt(state, '/terms/privacy');
    expect(await screen.findByRole('heading', { name: '개인정보처리방침' })).toBeTruthy();
    expect(location()).toBe('/terms/privacy');
  });
});
