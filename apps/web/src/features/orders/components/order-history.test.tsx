import { AuthState, formatDateTime, OrderStatus } from '@snsshop/shared/common';
import { memberOrder } from '../../../testing/member-order';
import type { Order } from '@snsshop/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { HISTORY_PAGE, historyPageReply } from '../../../testing/order-history-reply';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { setAuthState } from '../../../lib/auth-state';
import { OrderHistory } from './order-history';

const services = [{ id: 100, text: '한국인 팔로워', categoryId: 10, min: 10, max: 5000, point: 12, priceE7: 120_000_000, priceText: '12원', notice: '', isReadOnly: false, enableAuto: true }];

/** `n` orders, newest (highest id) first; every fifth one completed. */
function orders(n: number): Order[] {
  return Array.from({ length: n }, (_, i) => {
    const id = n - i;
    return memberOrder(id, {
      createdAt: new Date(Date.UTC(2026, 10, 1, 3, 0) + id * 60_000).toISOString(),
      serviceId: id === 1 ? 999 : 100,
      point: 1234 * id,
      amount: 1000 + id,
      status: id % 5 === 0 ? OrderStatus.COMPLETED : OrderStatus.INPROGRESS,
      startCount: id % 5 === 0 ? 120 : null,
      remains: id % 5 === 0 ? 0 : null,
    });
  });
}

function setup(list: Order[]) {
  const fetch = mockFetch({
    [HISTORY_PAGE]: (_init, url) => historyPageReply({ body: list }, url),
    'GET /rest/service/services': { body: services },
  });
  return { fetch, view: renderWithProviders(<OrderHistory />, { path: '/order-history' }) };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);
/** The rows once the page asked for has come from the (mocked) server; on a busy machine that can take more than waitFor's default second. */
const shows = (ids: string[]) => waitFor(() => expect(firstCells()).toEqual(ids), { timeout: 5_000 });
const historyQueries = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === '/rest/service/order-history/page').map((u) => u.search);
const page = (n: number) => screen.getByRole('button', { name: `${n}페이지` });
const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: '페이지 이동' }))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => /^\d+$/.test(t ?? ''));

resetBetweenTests(AuthState.authorization);

describe('order history', () => {
  it('shows what a refunded order finally cost, with the refund beside it (issue 18)', async () => {
    const [partial, cancelled, plain] = orders(3);
    setup([
      { ...partial!, status: OrderStatus.PARTIAL, point: 1000, refunded: 370, remains: 370 },
      { ...cancelled!, status: OrderStatus.CANCELED, point: 800, refunded: 800 },
      plain!,
    ]);
    await screen.findByRole('table');
    const cost = (i: number) => within(bodyRows()[i] as HTMLElement).getAllByRole('cell')[4]?.textContent;
    expect(cost(0)).toBe('630환불 370원');
    expect(cost(1)).toBe('0환불 800원');
    expect(cost(2)).toBe('1,234');
  });

  it('shows 10 rows a page in nine Korean columns, with won, counts and a Korean date', async () => {
    setup(orders(23));
    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['주문번호', '주문일시', '상품', '링크', '사용 금액(원)', '수량', '상태', '주문 전 수량', '남은 수량']);
    expect(screen.getByText('총 23건')).toBeTruthy();
    expect(firstCells()).toEqual(['23', '22', '21', '20', '19', '18', '17', '16', '15', '14']);

    const row20 = within(bodyRows()[3] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    const created = orders(23).find((o) => o.id === 20)!.createdAt;
    expect(row20).toEqual(['20', formatDateTime(created), '한국인 팔로워', 'https://instagram.com/account_20', '24,680', '1,020', '완료다시 주문', '120', '0']);
    // 다시 주문: /order with the same product, link and quantity
    const reorder = within(bodyRows()[3] as HTMLElement).getByRole('link', { name: '20번 주문 다시 주문' });
    expect(reorder.getAttribute('href')).toBe(`/order?service=100&link=${encodeURIComponent('https://instagram.com/account_20')}&quantity=1020`);
    expect(formatDateTime(created)).toMatch(/^2026\.11\.01 \d\d:20$/);
    const row21 = within(bodyRows()[2] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(row21.slice(6)).toEqual(['진행 중다시 주문', '-', '-']);

    expect(pageNumbers()).toEqual(['1', '2', '3']);
    fireEvent.click(page(3));
    await shows(['3', '2', '1']);
    expect(page(3).getAttribute('aria-current')).toBe('page');
    // An order of a product no longer listed still shows its number.
    expect(screen.getByText('상품 #999')).toBeTruthy();
  });

  it('keeps two neighbours each side of the current page, each page read from the server after the one before', async () => {
    const { fetch } = setup(orders(75));
    await screen.findByRole('table');
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(page(5));
    await shows(['35', '34', '33', '32', '31', '30', '29', '28', '27', '26']);
    expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7']);
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await shows(['25', '24', '23', '22', '21', '20', '19', '18', '17', '16']);
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await shows(['15', '14', '13', '12', '11', '10', '9', '8', '7', '6']);
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    fireEvent.click(page(8));
    await shows(['5', '4', '3', '2', '1']);
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    expect((screen.getByRole('button', { name: '다음 페이지' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(page(4));
    await shows(['45', '44', '43', '42', '41', '40', '39', '38', '37', '36']);
    // one page of rows per request, each after the cursor the server handed over for it
    expect(historyQueries(fetch)).toEqual(['', '?cursor=36', '?cursor=26', '?cursor=16', '?cursor=6', '?cursor=46']);
  });

  it('filters by status chip on the server and goes back to the first page', async () => {
    const { fetch } = setup(orders(23));
    await screen.findByRole('table');
    const chips = within(screen.getByRole('list', { name: '주문 상태 필터' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['전체', '주문 접수', '진행 중', '완료', '부분 완료', '대기 중', '취소(전액 환불)']);
    fireEvent.click(page(2));
    await shows(['13', '12', '11', '10', '9', '8', '7', '6', '5', '4']);
    fireEvent.click(chips.getByRole('button', { name: '완료' }));
    expect(chips.getByRole('button', { name: '완료' }).getAttribute('aria-pressed')).toBe('true');
    await shows(['20', '15', '10', '5']);
    expect(screen.getByText('총 4건')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
    expect(historyQueries(fetch).at(-1)).toBe(`?status=${OrderStatus.COMPLETED}`);

    fireEvent.click(chips.getByRole('button', { name: '취소(전액 환불)' }));
    await waitFor(() => expect(screen.getByText('선택한 상태의 주문이 없습니다.')).toBeTruthy());
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('총 0건')).toBeTruthy();
    fireEvent.click(chips.getByRole('button', { name: '전체' }));
    await shows(['23', '22', '21', '20', '19', '18', '17', '16', '15', '14']);
  });

  it('says so when there are no orders yet', async () => {
    setup([]);
    expect(await screen.findByText('아직 주문내역이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문하러 가기' }).getAttribute('href')).toBe('/order');
  });

  it('says when the history could not be loaded, and 다시 시도 asks again', async () => {
    let calls = 0;
    mockFetch({
      [HISTORY_PAGE]: (_init, url) => historyPageReply(++calls === 1 ? { status: 500, body: { statusCode: 500, message: '서버 오류' } } : { body: orders(2) }, url),
      'GET /rest/service/services': { body: services },
    });
    renderWithProviders(<OrderHistory />, { path: '/order-history' });
    expect((await screen.findByRole('alert')).textContent).toContain('주문내역을 불러오지 못했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('table');
    expect(calls).toBe(2);
    expect(firstCells()).toEqual(['2', '1']);
  });

  it('does not ask the server for a guest', () => {
    setAuthState(AuthState.guest);
    const { fetch } = setup(orders(3));
    expect(screen.getByText(/둘러보기 상태에서는 주문내역이 없습니다/)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('order-history'))).toBe(false);
  });
});
