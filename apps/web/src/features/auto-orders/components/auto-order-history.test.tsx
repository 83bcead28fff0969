import { autoOrderFilterStatuses } from '@snsshop/shared/auto-orders';
import { AuthState, AutoOrderStatus, msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { setAuthState } from '../../../lib/auth-state';
import { listPageReply } from '../../../testing/list-page-reply';
import { mockFetch, type MockReply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { AutoOrderHistory } from './auto-order-history';

const HISTORY = 'GET /rest/service/auto-order-history/page';
/** The server's pages over `rows` (newest first), chips and counts included. */
const pagesOf =
  (rows: () => unknown[]) =>
  (_init: RequestInit | undefined, url: URL): MockReply =>
    listPageReply({ body: rows() }, url, 'autoOrders', autoOrderFilterStatuses);
const SERVICES = 'GET /rest/service/services';

const autoOrder = (id: number, over: Partial<Record<string, unknown>> = {}) => ({
  id,
  createdAt: '2025-03-01T05:00:00.000Z',
  link: `https://instagram.com/p/post${id}`,
  point: 3600,
  amount: 100,
  serviceId: 100,
  completed: 3,
  runs: 10,
  interval: 120,
  status: AutoOrderStatus.ACTIVE,
  ...over,
});

const services = { body: [{ id: 100, categoryId: 1, text: '한국인 팔로워', min: 10, max: 5000, point: 12, priceE7: 120_000_000, priceText: '12원', notice: '', isReadOnly: false, enableAuto: true }] };

const show = () =>
  renderWithProviders(
    <>
      <AutoOrderHistory />
      <Toaster />
    </>,
    { path: '/auto-order-history' },
  );

const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (id: number) => {
  const row = bodyRows().find((r) => within(r).queryByRole('rowheader')?.textContent === String(id));
  if (!row) throw new Error(`row ${id} not shown`);
  return within(row);
};
const shownIds = () => bodyRows().map((r) => Number(within(r).getByRole('rowheader').textContent));
/** The rows once the page asked for has come from the (mocked) server. */
const shows = (ids: number[]) => waitFor(() => expect(shownIds()).toEqual(ids), { timeout: 5_000 });
const pageQueries = (fetch: ReturnType<typeof mockFetch>) =>
  calls(fetch, 'GET', '/rest/service/auto-order-history/page').map(([url]) => new URL(String(url), 'http://localhost').search);
const chip = (name: string) => screen.getByRole('button', { name });
const calls = (fetch: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path);

resetBetweenTests(AuthState.authorization);

describe('auto-order history', () => {
  it('shows every column with won, quantities, runs, interval and Korean status (PARTIAL as 완료)', async () => {
    mockFetch({
      [HISTORY]: pagesOf(() => [
          autoOrder(12, { point: 1234567, amount: 250, completed: 4, runs: 6, interval: 60 }),
          autoOrder(11, { status: AutoOrderStatus.PARTIAL, interval: 90, serviceId: 999, link: 'myaccount' }),
          autoOrder(10, { status: AutoOrderStatus.CANCLED, interval: 2880 }),
        ]),
      [SERVICES]: services,
    });
    show();

    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '주문번호',
      '주문일시',
      '주문 링크',
      '최종 사용 금액',
      '회당 수량',
      '주문 상품',
      '자동주문 횟수',
      '자동주문 간격',
      '최종 수량',
      '주문 상태',
      '관리',
    ]);
    expect(shownIds()).toEqual([12, 11, 10]);

    const active = rowOf(12);
    expect(active.getByText('1,234,567원')).toBeTruthy();
    expect(active.getByText('250개')).toBeTruthy();
    expect(await active.findByText('한국인 팔로워')).toBeTruthy();
    expect(active.getByText('4/6')).toBeTruthy();
    expect(active.getByText('1시간')).toBeTruthy();
    expect(active.getByText('1,000개')).toBeTruthy();
    expect(active.getByText('진행 중')).toBeTruthy();
    expect(active.getByRole('link', { name: 'https://instagram.com/p/post12' }).getAttribute('target')).toBe('_blank');
    expect(active.getByText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/).getAttribute('datetime')).toBe('2025-03-01T05:00:00.000Z');
    expect(active.getByRole('button', { name: '12번 자동주문 취소하기' })).toBeTruthy();

    const partial = rowOf(11);
    expect(partial.getByText('완료')).toBeTruthy();
    expect(partial.getByText('1시간 30분')).toBeTruthy();
    expect(partial.getByText('3/10')).toBeTruthy();
    expect(partial.getByText('300개')).toBeTruthy();
    expect(partial.getByText('상품 #999')).toBeTruthy();
    expect(partial.getByText('myaccount')).toBeTruthy();
    expect(partial.queryByRole('button')).toBeNull();

    const cancelled = rowOf(10);
    expect(cancelled.getByText('취소')).toBeTruthy();
    expect(cancelled.getByText('2일')).toBeTruthy();
    expect(cancelled.queryByRole('button')).toBeNull();
  });

  it('filters by chip; 완료 includes PARTIAL', async () => {
    mockFetch({
      [HISTORY]: pagesOf(() => [
          autoOrder(4, { status: AutoOrderStatus.PARTIAL }),
          autoOrder(3, { status: AutoOrderStatus.CANCLED }),
          autoOrder(2, { status: AutoOrderStatus.COMPLETED }),
          autoOrder(1, { status: AutoOrderStatus.ACTIVE }),
        ]),
      [SERVICES]: services,
    });
    show();
    await screen.findByRole('table');
    expect(chip('전체').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('총 4건')).toBeTruthy();

    fireEvent.click(chip('완료'));
    expect(chip('완료').getAttribute('aria-pressed')).toBe('true');
    await shows([4, 2]);
    expect(screen.getByText('총 2건')).toBeTruthy();
    fireEvent.click(chip('진행 중'));
    await shows([1]);
    fireEvent.click(chip('취소'));
    await shows([3]);
    fireEvent.click(chip('전체'));
    await shows([4, 3, 2, 1]);
  });

  it('shows a message when a filter matches nothing', async () => {
    mockFetch({ [HISTORY]: pagesOf(() => [autoOrder(1)]), [SERVICES]: services });
    show();
    await screen.findByRole('table');
    fireEvent.click(chip('취소'));
    expect(await screen.findByText('해당 상태의 자동주문이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads 10 rows a page from the server, with 2 neighbours; a chip asks the server and goes back to page 1', async () => {
    const many = Array.from({ length: 75 }, (_, i) => autoOrder(75 - i, { status: i % 5 === 0 ? AutoOrderStatus.COMPLETED : AutoOrderStatus.ACTIVE }));
    const fetch = mockFetch({ [HISTORY]: pagesOf(() => many), [SERVICES]: services });
    show();
    await screen.findByRole('table');
    const nav = () => within(screen.getByRole('navigation', { name: '페이지 이동' }));
    const numbers = () => nav().getAllByRole('button', { name: /페이지$/ }).filter((b) => /^\d+페이지$/.test(b.getAttribute('aria-label') ?? '')).map((b) => Number(b.textContent));
    const currentPage = () => Number(nav().getByRole('button', { current: 'page' }).textContent);

    expect(bodyRows()).toHaveLength(10);
    expect(shownIds()[0]).toBe(75);
    expect(screen.getByText('총 75건')).toBeTruthy();
    expect(numbers()).toEqual([1, 2, 3, 4, 5]);
    expect(currentPage()).toBe(1);
    expect(pageQueries(fetch)).toEqual(['']);

    fireEvent.click(nav().getByRole('button', { name: '5페이지' }));
    await shows([35, 34, 33, 32, 31, 30, 29, 28, 27, 26]);
    expect(currentPage()).toBe(5);
    expect(numbers()).toEqual([3, 4, 5, 6, 7]);
    // page 5 is read after the cursor page 1 handed over for it, not sliced from a whole list
    expect(pageQueries(fetch).at(-1)).toBe('?cursor=36');

    for (const expected of [[25, 16], [15, 6], [5, 1]]) {
      fireEvent.click(nav().getByRole('button', { name: '다음 페이지' }));
      await waitFor(() => expect([shownIds()[0], shownIds().at(-1)]).toEqual(expected), { timeout: 5_000 });
    }
    expect(currentPage()).toBe(8);
    expect(numbers()).toEqual([4, 5, 6, 7, 8]);
    expect(nav().getByRole('button', { name: '다음 페이지' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(chip('완료'));
    await shows([75, 70, 65, 60, 55, 50, 45, 40, 35, 30]);
    expect(currentPage()).toBe(1);
    expect(numbers()).toEqual([1, 2]);
    expect(screen.getByText('총 15건')).toBeTruthy();
    expect(pageQueries(fetch).at(-1)).toBe('?status=completed');
  });

  it('cancels only after the confirm step; 아니요 and Escape send nothing; the row then shows 취소', async () => {
    let status: number = AutoOrderStatus.ACTIVE;
    const fetch = mockFetch({
      [HISTORY]: pagesOf(() => [autoOrder(7, { status }), autoOrder(6, { status: AutoOrderStatus.COMPLETED })]),
      [SERVICES]: services,
      'POST /rest/service/auto-order/7/cancel': (): MockReply => {
        status = AutoOrderStatus.CANCLED;
        return { body: autoOrder(7, { status }) };
      },
    });
    show();
    const cancelButton = await screen.findByRole('button', { name: '7번 자동주문 취소하기' });
    const cancelCalls = () => calls(fetch, 'POST', '/rest/service/auto-order/7/cancel');

    // A keyboard user: focus sits on the row button, and comes back there when the dialog closes.
    cancelButton.focus();
    fireEvent.click(cancelButton);
    const dialog = screen.getByRole('alertdialog', { name: '자동주문 취소 (주문번호 7)' });
    expect(within(dialog).getByText(msg.autoOrder.cancelConfirm)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '아니요' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '아니요' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(cancelButton);

    fireEvent.click(cancelButton);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancelCalls()).toHaveLength(0);
    expect(rowOf(7).getByText('진행 중')).toBeTruthy();

    fireEvent.click(cancelButton);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '예' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await waitFor(() => expect(screen.getByText(msg.autoOrder.cancelled)).toBeTruthy());
    expect(cancelCalls()).toHaveLength(1);
    expect(cancelCalls()[0]?.[1]?.body).toBeUndefined();
    await waitFor(() => expect(rowOf(7).getByText('취소')).toBeTruthy());
    expect(rowOf(7).queryByRole('button')).toBeNull();
    await waitFor(() => expect(calls(fetch, 'GET', '/rest/service/auto-order-history/page')).toHaveLength(2));
  });

  it('shows the server reason when the auto-order is no longer active, and refetches', async () => {
    let status: number = AutoOrderStatus.ACTIVE;
    const fetch = mockFetch({
      [HISTORY]: pagesOf(() => [autoOrder(7, { status })]),
      [SERVICES]: services,
      'POST /rest/service/auto-order/7/cancel': () => {
        status = AutoOrderStatus.COMPLETED;
        return { status: 409, body: { statusCode: 409, message: msg.autoOrder.notActive } };
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: '7번 자동주문 취소하기' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '예' }));

    expect((await screen.findByRole('alert')).textContent).toContain(msg.autoOrder.notActive);
    await waitFor(() => expect(rowOf(7).getByText('완료')).toBeTruthy());
    expect(calls(fetch, 'GET', '/rest/service/auto-order-history/page')).toHaveLength(2);
  });

  it('a guest sees a log-in notice and nothing is requested', async () => {
    setAuthState(AuthState.guest);
    const fetch = mockFetch({ [HISTORY]: pagesOf(() => [autoOrder(1)]), [SERVICES]: services });
    const view = show();

    expect(screen.getByText('로그인이 필요합니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: '로그인' }));
    expect(view.location()).toBe('/login');
  });

  it('offers the order page when there is no auto-order yet', async () => {
    mockFetch({ [HISTORY]: pagesOf(() => []), [SERVICES]: services });
    show();
    expect(await screen.findByText('아직 자동주문 내역이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문하러 가기' }).getAttribute('href')).toBe('/order');
  });
});
