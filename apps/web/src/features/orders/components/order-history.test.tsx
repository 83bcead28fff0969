import { AuthState, formatDateTime, OrderStatus } from '@snsshop/shared/common';
import type { Order } from '@snsshop/shared/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { setAuthState } from '../../../lib/auth-state';
import { OrderHistory } from './order-history';

const services = [{ id: 100, text: '한국인 팔로워', categoryId: 10, min: 10, max: 5000, point: 12, priceCenti: 1200, priceText: '12원', notice: '', isReadOnly: false, enableAuto: true }];

/** `n` orders, newest (highest id) first; every fifth one completed. */
function orders(n: number): Order[] {
  return Array.from({ length: n }, (_, i) => {
    const id = n - i;
    return {
      id,
      createdAt: new Date(Date.UTC(2026, 10, 1, 3, 0) + id * 60_000).toISOString(),
      serviceId: id === 1 ? 999 : 100,
      link: `https://instagram.com/account_${id}`,
      point: 1234 * id,
      refunded: 0,
      amount: 1000 + id,
      status: id % 5 === 0 ? OrderStatus.COMPLETED : OrderStatus.INPROGRESS,
      startCount: id % 5 === 0 ? 120 : null,
      remains: id % 5 === 0 ? 0 : null,
      canCancel: false,
      cancelRequested: false,
    };
  });
}

function setup(list: Order[]) {
  const fetch = mockFetch({
    'GET /rest/service/order-history': { body: list },
    'GET /rest/service/services': { body: services },
  });
  return { fetch, view: renderWithProviders(<OrderHistory />, { path: '/order-history' }) };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);
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
    expect(row20).toEqual(['20', formatDateTime(created), '한국인 팔로워', 'https://instagram.com/account_20', '24,680', '1,020', '완료', '120', '0']);
    expect(formatDateTime(created)).toMatch(/^2026\.11\.01 \d\d:20$/);
    const row21 = within(bodyRows()[2] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(row21.slice(6)).toEqual(['진행 중', '-', '-']);

    expect(pageNumbers()).toEqual(['1', '2', '3']);
    fireEvent.click(page(3));
    expect(firstCells()).toEqual(['3', '2', '1']);
    expect(page(3).getAttribute('aria-current')).toBe('page');
    // An order of a product no longer listed still shows its number.
    expect(screen.getByText('상품 #999')).toBeTruthy();
  });

  it('keeps two neighbours each side of the current page', async () => {
    setup(orders(75));
    await screen.findByRole('table');
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(page(5));
    expect(pageNumbers()).toEqual(['3', '4', '5', '6', '7']);
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(firstCells()[0]).toBe('15');
    fireEvent.click(page(8));
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(firstCells()).toEqual(['5', '4', '3', '2', '1']);
    expect((screen.getByRole('button', { name: '다음 페이지' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by status chip and goes back to the first page', async () => {
    setup(orders(23));
    await screen.findByRole('table');
    const chips = within(screen.getByRole('list', { name: '주문 상태 필터' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['전체', '주문 접수', '진행 중', '완료', '부분 완료', '대기 중', '취소(전액 환불)']);
    fireEvent.click(page(2));
    fireEvent.click(chips.getByRole('button', { name: '완료' }));
    expect(chips.getByRole('button', { name: '완료' }).getAttribute('aria-pressed')).toBe('true');
    expect(firstCells()).toEqual(['20', '15', '10', '5']);
    expect(screen.getByText('총 4건')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();

    fireEvent.click(chips.getByRole('button', { name: '취소(전액 환불)' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('선택한 상태의 주문이 없습니다.')).toBeTruthy();
    fireEvent.click(chips.getByRole('button', { name: '전체' }));
    expect(bodyRows()).toHaveLength(10);
  });

  it('says so when there are no orders yet', async () => {
    setup([]);
    expect(await screen.findByText('아직 주문내역이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문하러 가기' }).getAttribute('href')).toBe('/order');
  });

  it('says when the history could not be loaded, and 다시 시도 asks again', async () => {
    let calls = 0;
    mockFetch({
      'GET /rest/service/order-history': () => (++calls === 1 ? { status: 500, body: { statusCode: 500, message: '서버 오류' } } : { body: orders(2) }),
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
