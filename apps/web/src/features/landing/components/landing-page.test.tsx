import { AuthState } from '@snsshop/shared/common';
import { landingDefaults } from '@snsshop/shared/landing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAuthState, setAuthState } from '../../../lib/auth-state';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { LandingPage } from './landing-page';
import { apiPaths } from '../../../config/paths';
import { landingApiPaths } from '../../../config/landing-api-paths';
import { get, mockApi, refuse } from '../../../testing/mock-api';
import { shopSettings, type ShopSettingValues } from '../../../testing/shop-settings';

resetBetweenTests();

function show(settings: Partial<ShopSettingValues> = {}) {
  mockApi(get(apiPaths.settings, shopSettings(settings)));
  return renderWithProviders(<LandingPage />, { path: '/' });
}

/** The final value a screen reader hears for a counter (the visible one counts up to it). */
const counterValue = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  const text = term.nextElementSibling?.querySelector('.sr-only')?.textContent ?? '';
  return Number(text.replace(/[^\d]/g, ''));
};

describe('landing page', () => {
  it('shows the red banner\'s two lines, the 50,000+ claim, three benefits, and the closing call', async () => {
    show();
    const banner = await screen.findByRole('heading', { level: 1 });
    expect(banner.textContent).toContain('합리적인 가격으로 SNS를 키우세요');
    expect(banner.textContent).toContain('누구나 인플루언서가 될 수 있습니다');
    expect(screen.getByText('50,000+')).toBeTruthy();
    // The parts below the first screen arrive with their own code (a dynamic import: on a busy machine, over a second).
    const benefits = within(await screen.findByRole('region', { name: landingDefaults.texts.benefitsTitle }, { timeout: 5_000 }));
    expect(benefits.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['24시간 자동 시스템', '안전한 계정 관리', '합리적인 가격']);
    expect(screen.getByRole('heading', { name: '지금 바로 시작해보세요' })).toBeTruthy();
  });

  it('counts orders in progress and completed today within their ranges, and 21,478 members', async () => {
    show();
    await screen.findByRole('heading', { level: 1 });
    const inProgress = counterValue('진행 중인 주문');
    expect(inProgress).toBeGreaterThanOrEqual(4171);
    expect(inProgress).toBeLessThanOrEqual(8070);
    const today = counterValue('오늘 완료된 주문');
    expect(today).toBeGreaterThanOrEqual(7749);
    expect(today).toBeLessThanOrEqual(11726);
    expect(counterValue('함께하는 회원')).toBe(21478);
  });

  it('with the owner\'s switches on, shows the shop\'s real figures and its best real reviews instead of the typed ones', async () => {
    mockApi(
      get(apiPaths.settings, shopSettings({ LANDING_REAL_COUNTERS: true, LANDING_REAL_REVIEWS: true, LANDING_COUNTERS: JSON.stringify({ members: 777, inProgress: { min: 5, max: 5 }, completedToday: { min: 9, max: 9 } }) })),
      get(landingApiPaths.counters, { inProgress: 3, completedToday: 12, members: 41 }),
      get(landingApiPaths.bestReviews, [{ name: 'buy***', role: '인스타 팔로워 구매 고객', rating: 5, text: '실제 구매자가 쓴 후기입니다.' }]),
    );
    renderWithProviders(<LandingPage />, { path: '/' });
    await screen.findByText('진행 중인 주문', { selector: 'dt' });
    expect([counterValue('진행 중인 주문'), counterValue('오늘 완료된 주문'), counterValue('함께하는 회원')]).toEqual([3, 12, 41]);
    expect(await screen.findByText('실제 구매자가 쓴 후기입니다.', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText(landingDefaults.reviews[0]!.text)).toBeNull();
  });

  it('with real counters on and their answer failing, shows no invented numbers', async () => {
    const fetch = mockApi(get(apiPaths.settings, shopSettings({ LANDING_REAL_COUNTERS: true })), get(landingApiPaths.counters, refuse(500, 'x')));
    const { container } = renderWithProviders(<LandingPage />, { path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('landing-counters'))).toBe(true));
    // the failed answer ends the wait: no placeholder left, and no counter ever drawn
    await waitFor(() => expect(container.querySelector('.stats[aria-busy="true"]')).toBeNull());
    expect(screen.queryByText('진행 중인 주문', { selector: 'dt' })).toBeNull();
  });

  it('takes its words and numbers from the shop\'s settings', async () => {
    show({
      LANDING_TEXTS: JSON.stringify({ heroTitle: '우리 가게 첫 줄', heroSubtitle: '우리 가게 둘째 줄', claimNumber: 120000 }),
      LANDING_COUNTERS: JSON.stringify({ members: 777, inProgress: { min: 5, max: 5 }, completedToday: { min: 9, max: 9 } }),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('우리 가게 첫 줄 우리 가게 둘째 줄');
    expect(screen.getByText('120,000+')).toBeTruthy();
    expect(counterValue('진행 중인 주문')).toBe(5);
    expect(counterValue('오늘 완료된 주문')).toBe(9);
    expect(counterValue('함께하는 회원')).toBe(777);
  });

  it('the browse button starts guest mode and opens the order page', async () => {
    const view = show();
    const banner = within(await screen.findByRole('region', { name: /누구나 인플루언서가/ }));
    await act(async () => {
      fireEvent.click(banner.getByRole('button', { name: '둘러보기' }));
    });
    expect(getAuthState()).toBe(AuthState.guest);
    expect(view.location()).toBe('/order');
  });

  it('someone already browsing or logged in is offered the order page instead', async () => {
    setAuthState(AuthState.authorization);
    show();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: '둘러보기' })).toBeNull();
    expect(screen.getAllByRole('link', { name: '주문하러 가기' })[0]?.getAttribute('href')).toBe('/order');
  });
});
