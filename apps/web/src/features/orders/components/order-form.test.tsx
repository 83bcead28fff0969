import type { Service } from '@snsshop/shared/catalog';
import { AuthState, msg } from '@snsshop/shared/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { setAuthState } from '../../../lib/auth-state';
import { storage } from '../../../lib/storage';
import { mockFetch, settingsReply, type MockReply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { memberOrder } from '../../../testing/member-order';
import { priceLinesIn } from '../../../testing/price-lines';
import { OrderBoard } from './order-board';
import { OrderForm } from './order-form';

const service = (over: Partial<Service> & Pick<Service, 'id' | 'text'>): Service => ({
  categoryId: 10,
  min: 10,
  max: 5000,
  point: 12,
  priceE7: 120_000_000,
  priceText: '12원',
  notice: '',
  isReadOnly: false,
  enableAuto: true,
  ...over,
});

const followers = service({ id: 100, text: '한국인 팔로워' });
const views = service({ id: 101, text: '릴스 조회수', min: 100, max: 1000, point: 0.15, priceE7: 1_500_000, priceText: '0.15원', enableAuto: false });
const closedOne = service({ id: 102, text: '점검 중 상품', isReadOnly: true });

const placed = memberOrder(77, { createdAt: '2026-11-21T03:30:00.000Z', link: 'https://instagram.com/me', point: 240, amount: 20, status: 0, canCancel: true });

function catalog(extra: Record<string, MockReply | ((init: RequestInit | undefined) => MockReply)> = {}, settings = {}) {
  let balance = 1000;
  const fetch = mockFetch({
    'GET /rest/service/settings': settingsReply(settings),
    'GET /rest/service/notices': { body: [] },
    'GET /rest/service/platforms': { body: [{ id: 1, text: '인스타그램', visible: true, background: '#e1306c' }] },
    'GET /rest/service/categorys': { body: [{ id: 10, text: '팔로워', platform: 1 }] },
    'GET /rest/service/services': { body: [followers, views, closedOne] },
    'GET /rest/auth/profile': () => ({ body: { id: 'member1', point: balance, apiKey: null } }),
    ...extra,
  });
  return { fetch, setBalance: (n: number) => (balance = n) };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '주문하기' }));
/** The inline message under the form (the toaster repeats it). */
const alertText = () => document.querySelector('form [role="alert"]')?.textContent;
const pickProduct = (id: number) => fireEvent.change(screen.getByLabelText('상품 선택'), { target: { value: String(id) } });
const orderCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url]) => String(url).endsWith('/rest/service/order'));
const profileCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url]) => String(url).endsWith('/rest/auth/profile')).length;
const sentKey = (call: unknown[] | undefined) => ((call?.[1] as RequestInit | undefined)?.headers as Record<string, string>)['Idempotency-Key'];

async function renderBoardAgain() {
  cleanup();
  return renderBoard();
}

async function renderBoard() {
  const view = renderWithProviders(
    <>
      <OrderBoard />
      <Toaster />
    </>,
    { path: '/order' },
  );
  await screen.findByLabelText('주문 링크');
  return view;
}

resetBetweenTests(AuthState.authorization);
beforeEach(() => {
  storage.setToken('tok-1');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('order form checks', () => {
  it('asks for a product when none is chosen', () => {
    catalog();
    renderWithProviders(<OrderForm service={undefined} onOrdered={() => undefined} />, { path: '/order' });
    submit();
    expect(alertText()).toBe(msg.order.selectService);
  });

  it('checks link, minimum, maximum, then the auto-order rules in the order of the storefront rules, sending nothing', async () => {
    const { fetch } = catalog();
    await renderBoard();
    expect(input('주문 수량').value).toBe('10');

    submit();
    expect(alertText()).toBe(msg.order.linkRequired);
    fill('주문 링크', '   ');
    submit();
    expect(alertText()).toBe(msg.order.linkRequired);
    fill('주문 링크', 'https://instagram.com/me');
    fill('주문 수량', '9');
    submit();
    expect(alertText()).toBe(msg.order.belowMin);
    fill('주문 수량', '5001');
    submit();
    expect(alertText()).toBe(msg.order.aboveMax);
    fill('주문 수량', '20');

    fireEvent.click(screen.getByRole('switch', { name: '자동주문 사용' }));
    expect(input('자동주문 횟수').value).toBe('0');
    expect(input('자동주문 간격').value).toBe('0');
    submit();
    expect(alertText()).toBe(msg.order.autoRunsInvalid);
    fill('자동주문 횟수', '1');
    submit();
    expect(alertText()).toBe(msg.order.autoRunsInvalid);
    fill('자동주문 횟수', '2.5');
    submit();
    expect(alertText()).toBe(msg.order.autoRunsInvalid);
    fill('자동주문 횟수', '3');
    submit();
    expect(alertText()).toBe(msg.order.autoIntervalInvalid);
    fill('자동주문 간격', '59');
    submit();
    expect(alertText()).toBe(msg.order.autoIntervalInvalid);
    fill('자동주문 간격', '60.5');
    submit();
    expect(alertText()).toBe(msg.order.autoIntervalInvalid);
    fill('자동주문 간격', '60');
    expect(orderCalls(fetch)).toHaveLength(0);
  });

  it('needs points for one run of an auto-order, and still sends runs and interval to the server', async () => {
    const { fetch, setBalance } = catalog({
      'POST /rest/service/order': { status: 400, body: { statusCode: 400, message: msg.order.activeSameLink } },
    });
    setBalance(239);
    const view = await renderBoard();
    const summary = within(screen.getByRole('region', { name: '주문 요약' }));
    await summary.findByText('239원');
    fill('주문 링크', 'https://instagram.com/me');
    fill('주문 수량', '20');
    fireEvent.click(screen.getByRole('switch', { name: '자동주문 사용' }));
    fill('자동주문 횟수', '3');
    fill('자동주문 간격', '60');
    // Total 20 × 3 = 60개, 60 × 12원 = 720원; one run (240원) must be covered.
    expect(summary.getByText('60개')).toBeTruthy();
    expect(priceLinesIn(screen.getByRole('region', { name: '주문 요약' }))).toEqual([
      ['정가', '720원'],
      ['결제 금액', '720원'],
    ]);
    expect(summary.getByText('자동주문은 회차마다 240원씩 차감됩니다.')).toBeTruthy();
    submit();
    expect(alertText()).toBe(msg.order.notEnoughPoints);
    expect(orderCalls(fetch)).toHaveLength(0);

    setBalance(240);
    await view.queryClient.refetchQueries({ queryKey: ['profile'] });
    await summary.findByText('240원');
    submit();
    await waitFor(() => expect(alertText()).toBe(msg.order.activeSameLink));
    const body = JSON.parse(String((orderCalls(fetch)[0]?.[1] as RequestInit).body));
    expect(body).toEqual({ serviceId: 100, link: 'https://instagram.com/me', amount: 20, runs: 3, interval: 60, priceE7: 120_000_000 });
  });
  it('a member\'s tier price is what one run of an auto-order must be covered by, as the server charges it', async () => {
    const { fetch, setBalance } = catalog({
      'GET /rest/service/tier': { body: { tier: { name: 'VIP', color: '#7c3aed', discountPct: 10 }, next: null } },
      'POST /rest/service/order': { status: 400, body: { statusCode: 400, message: msg.order.activeSameLink } },
    });
    // one run: 20 × 12원 = 240원 at the list price, 216원 at VIP's 10% off
    setBalance(216);
    await renderBoard();
    const summary = within(screen.getByRole('region', { name: '주문 요약' }));
    await summary.findByText('216원');
    fill('주문 링크', 'https://instagram.com/me');
    fill('주문 수량', '20');
    fireEvent.click(screen.getByRole('switch', { name: '자동주문 사용' }));
    fill('자동주문 횟수', '3');
    fill('자동주문 간격', '60');
    await summary.findByText('자동주문은 회차마다 216원씩 차감됩니다.');
    submit();
    // the form lets it through: the server's own answer is what comes back
    await waitFor(() => expect(alertText()).toBe(msg.order.activeSameLink));
    expect(orderCalls(fetch)).toHaveLength(1);
  });
});

describe('order form state', () => {
  it('a new product resets the amount to its minimum and turns auto-order off; toggling resets runs and interval', async () => {
    catalog();
    await renderBoard();
    fill('주문 수량', '300');
    fireEvent.click(screen.getByRole('switch', { name: '자동주문 사용' }));
    fill('자동주문 횟수', '4');
    fill('자동주문 간격', '90');
    fireEvent.click(screen.getByRole('switch', { name: '자동주문 사용' }));
    fireEvent.click(screen.getByRole('switch', { name: '자동주문 사용' }));
    expect(input('자동주문 횟수').value).toBe('0');
    expect(input('자동주문 간격').value).toBe('0');

    pickProduct(101);
    expect(input('주문 수량').value).toBe('100');
    // 릴스 조회수 has no auto-order, so its options are not offered.
    expect(screen.queryByRole('switch', { name: '자동주문 사용' })).toBeNull();
    fill('주문 수량', '1001');
    const summary = within(screen.getByRole('region', { name: '주문 요약' }));
    expect(summary.getByText('1,001개')).toBeTruthy();
    // 1,001 × 0.15원 = 150.15 → 151원
    expect(priceLinesIn(screen.getByRole('region', { name: '주문 요약' }))).toEqual([
      ['정가', '151원'],
      ['결제 금액', '151원'],
    ]);

    pickProduct(100);
    expect(input('주문 수량').value).toBe('10');
    expect((screen.getByRole('switch', { name: '자동주문 사용' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a read-only product cannot be ordered', async () => {
    const { fetch } = catalog();
    await renderBoard();
    pickProduct(102);
    const button = screen.getByRole('button', { name: '주문하기' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(input('주문 링크').disabled).toBe(true);
    expect(input('주문 링크').placeholder).toBe(msg.order.notOrderable);
    expect(screen.getByText(msg.order.notOrderable)).toBeTruthy();
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(orderCalls(fetch)).toHaveLength(0);
  });

  it('the service-check setting closes every product', async () => {
    catalog({}, { ENABLE_SERVICE_CHECK: true });
    await renderBoard();
    await waitFor(() => expect((screen.getByRole('button', { name: '주문하기' }) as HTMLButtonElement).disabled).toBe(true));
    expect(input('주문 수량').placeholder).toBe(msg.order.notOrderable);
  });
});

describe('placing an order', () => {
  it('shows the success card, clears the link, resets the amount, refetches the profile and sends an Idempotency-Key', async () => {
    const { fetch, setBalance } = catalog({
      'POST /rest/service/order': () => {
        setBalance(760);
        return { status: 201, body: placed };
      },
    });
    const view = await renderBoard();
    await waitFor(() => expect(view.queryClient.getQueryData(['profile'])).toBeTruthy());
    const profileBefore = profileCalls(fetch);
    fill('주문 링크', ' https://instagram.com/me ');
    fill('주문 수량', '20');
    submit();
    submit(); // ignored while the first is in flight

    const card = await screen.findByRole('region', { name: '주문이 접수되었습니다' });
    expect(within(card).getByText('77')).toBeTruthy();
    expect(within(card).getByText('한국인 팔로워')).toBeTruthy();
    expect(within(card).getByText('https://instagram.com/me')).toBeTruthy();
    expect(within(card).getByText('20개')).toBeTruthy();
    expect(screen.getByText(msg.order.success)).toBeTruthy();
    expect(input('주문 링크').value).toBe('');
    expect(input('주문 수량').value).toBe('10');
    expect(window.scrollTo).toHaveBeenCalled();

    const calls = orderCalls(fetch);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String((calls[0]?.[1] as RequestInit).body))).toEqual({ serviceId: 100, link: 'https://instagram.com/me', amount: 20, runs: 0, interval: 0, priceE7: 120_000_000 });
    expect(sentKey(calls[0])).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(profileCalls(fetch)).toBeGreaterThan(profileBefore));
    await waitFor(() => expect(view.queryClient.getQueryData(['profile'])).toMatchObject({ point: 760 }));
  });

  it('retries the same submission with the same key, and a new order with a fresh one', async () => {
    let answers = [500, 201, 201];
    const { fetch } = catalog({
      'POST /rest/service/order': () => {
        const status = answers[0] ?? 201;
        answers = answers.slice(1);
        return status === 201 ? { status, body: placed } : { status, body: { statusCode: 500, message: msg.common.server } };
      },
    });
    await renderBoard();
    fill('주문 링크', 'https://instagram.com/me');
    submit();
    await waitFor(() => expect(alertText()).toBe(msg.common.server));
    submit();
    await screen.findByRole('region', { name: '주문이 접수되었습니다' });
    fill('주문 링크', 'https://instagram.com/me');
    submit();
    await waitFor(() => expect(orderCalls(fetch)).toHaveLength(3));
    const [first, retry, next] = orderCalls(fetch).map(sentKey);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('a price changed since the page showed it: the member sees old and new price, and only a confirmed order is sent at the new price', async () => {
    const changed = { statusCode: 409, message: msg.order.priceChanged('1개당 12원 → 15원'), data: { code: 'PRICE_CHANGED', priceE7: 150_000_000, priceText: '15원' } };
    const { fetch } = catalog({
      'POST /rest/service/order': (init) => {
        const sent = JSON.parse(String(init?.body)) as { priceE7: number };
        return sent.priceE7 === 150_000_000 ? { status: 201, body: { ...placed, point: 300 } } : { status: 409, body: changed };
      },
    });
    await renderBoard();
    fill('주문 링크', 'https://instagram.com/me');
    fill('주문 수량', '20');
    submit();
    const dialog = await screen.findByRole('alertdialog', { name: msg.order.priceChangedTitle });
    expect(dialog.textContent).toContain('1개당 12원 → 15원, 결제 금액 240원 → 300원');
    expect(alertText()).toBe(changed.message);

    // saying no sends nothing more and keeps what was typed
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 안 함' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(orderCalls(fetch)).toHaveLength(1);
    expect(input('주문 링크').value).toBe('https://instagram.com/me');

    submit();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '바뀐 가격으로 주문' }));
    await screen.findByRole('region', { name: '주문이 접수되었습니다' });
    const bodies = orderCalls(fetch).map((c) => JSON.parse(String((c[1] as RequestInit).body)) as { priceE7: number });
    expect(bodies.map((b) => b.priceE7)).toEqual([120_000_000, 120_000_000, 150_000_000]);
    const keys = orderCalls(fetch).map(sentKey);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("shows the server's Korean message when the order is refused", async () => {
    catalog({ 'POST /rest/service/order': { status: 400, body: { statusCode: 400, message: msg.order.notEnoughPoints } } });
    await renderBoard();
    fill('주문 링크', 'https://instagram.com/me');
    submit();
    await waitFor(() => expect(alertText()).toBe(msg.order.notEnoughPoints));
    expect(screen.queryByRole('region', { name: '주문이 접수되었습니다' })).toBeNull();
    expect(input('주문 링크').value).toBe('https://instagram.com/me');
  });

  it('a guest is told browsing cannot order; a visitor is sent to /login', async () => {
    const { fetch } = catalog();
    setAuthState(AuthState.guest);
    await renderBoard();
    fill('주문 링크', 'https://instagram.com/me');
    submit();
    expect(alertText()).toBe(msg.common.guestBlocked);
    expect(orderCalls(fetch)).toHaveLength(0);

    setAuthState(AuthState.unAuthorization);
    const view = await renderBoardAgain();
    submit();
    expect(view.location()).toBe('/login');
    expect(orderCalls(fetch)).toHaveLength(0);
  });
});
