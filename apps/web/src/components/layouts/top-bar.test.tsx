import { AuthState } from '@snsshop/shared/common';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, setAuthState } from '../../lib/auth-state';
import { apiPaths } from '../../config/paths';
import { get, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { shopSettings, type ShopSettingValues } from '../../testing/shop-settings';
import { TopBar } from './top-bar';

const memberLinks = ['주문하기', '주문내역', '자동주문내역', '포인트 충전', '링크 입력 가이드'];

function setup(state: AuthState, settings: Partial<ShopSettingValues> = {}) {
  mockApi(get(apiPaths.settings, shopSettings(settings)), get(apiPaths.profile, { id: 'member1', point: 12500, apiKey: null }));
  setAuthState(state);
  return renderWithProviders(<TopBar />, { path: '/order' });
}

const desktopNav = () => screen.getByRole('navigation', { name: '주요 메뉴' });
const link = (name: string) => screen.queryByRole('link', { name });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('top bar', () => {
  it('logged out: login, register and browse; no member links; logo goes to /', () => {
    setup(AuthState.unAuthorization);
    expect(link('로그인')?.getAttribute('href')).toBe('/login');
    expect(link('회원가입')?.getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: '둘러보기' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    expect(link('주문내역')).toBeNull();
    expect(link('SNS샵 홈')?.getAttribute('href')).toBe('/');
  });

  it('browse starts guest mode and goes to /order', () => {
    const view = setup(AuthState.unAuthorization);
    fireEvent.click(screen.getByRole('button', { name: '둘러보기' }));
    expect(getAuthState()).toBe(AuthState.guest);
    expect(view.location()).toBe('/order');
  });

  it('guest: member links plus login and register, no balance or logout', () => {
    setup(AuthState.guest);
    const nav = within(desktopNav());
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(memberLinks);
    expect(link('로그인')).toBeTruthy();
    expect(link('회원가입')).toBeTruthy();
    expect(link('로그아웃')).toBeNull();
    expect(link('계정 설정')).toBeNull();
    expect(screen.queryByRole('button', { name: '둘러보기' })).toBeNull();
    expect(link('SNS샵 홈')?.getAttribute('href')).toBe('/order');
  });

  it('guest choosing login clears cached data, leaves guest mode and navigates', () => {
    const view = setup(AuthState.guest);
    view.queryClient.setQueryData(['orders'], ['cached']);
    fireEvent.click(screen.getByRole('link', { name: '로그인' }));
    expect(getAuthState()).toBe(AuthState.unAuthorization);
    expect(view.queryClient.getQueryData(['orders'])).toBeUndefined();
    expect(view.location()).toBe('/login');
  });

  it('member: balance with a charge badge, account settings and logout', async () => {
    setup(AuthState.authorization);
    const balance = await screen.findByRole('link', { name: /보유 포인트 12,500원/ });
    expect(balance.getAttribute('href')).toBe('/point');
    expect(balance.textContent).toContain('충전');
    expect(link('계정 설정')?.getAttribute('href')).toBe('/account');
    expect(link('로그아웃')?.getAttribute('href')).toBe('/logout');
    expect(link('로그인')).toBeNull();
    expect(within(desktopNav()).getAllByRole('link').map((a) => a.textContent)).toEqual(memberLinks);
  });

  it('shows the FAQ link only when ENABLE_QNA is on', async () => {
    setup(AuthState.authorization, { ENABLE_QNA: true });
    expect((await screen.findByRole('link', { name: '자주 묻는 질문' })).getAttribute('href')).toBe('/qna');
    expect(within(desktopNav()).getAllByRole('link').map((a) => a.textContent)).toEqual([...memberLinks, '자주 묻는 질문']);
    expect(link('서비스 업데이트')).toBeNull();
    cleanup();
    setup(AuthState.authorization, { ENABLE_QNA: false });
    await waitFor(() => expect(link('로그아웃')).toBeTruthy());
    expect(link('자주 묻는 질문')).toBeNull();
  });

  it('the hamburger opens a menu, Escape and a route change close it', async () => {
    const view = setup(AuthState.guest);
    const burger = screen.getByRole('button', { name: '메뉴 열기' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const menu = within(screen.getByRole('navigation', { name: '모바일 메뉴' }));
    expect(menu.getAllByRole('link').map((a) => a.textContent)).toEqual(memberLinks);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).toBeNull();
    expect(document.activeElement).toBe(burger);

    fireEvent.click(burger);
    await act(async () => {
      fireEvent.click(within(screen.getByRole('navigation', { name: '모바일 메뉴' })).getByRole('link', { name: '주문내역' }));
    });
    expect(view.location()).toBe('/order-history');
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).toBeNull();
  });
});
