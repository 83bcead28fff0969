import { AuthState, msg, OrderStatus } from '@snsshop/shared/common';
import { memberOrder } from '../../../testing/member-order';
import type { Order } from '@snsshop/shared/orders';
import type { Refill } from '@snsshop/shared/refills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch, type MockReply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { HISTORY_PAGE, historyPageReply } from '../../../testing/order-history-reply';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderHistory } from './order-history';
import { ServicePicker } from './service-picker';

const service = { id: 100, text: '외국인 구독자 (30일 보장)', categoryId: 10, min: 10, max: 5000, point: 12, priceE7: 120_000_000, priceText: '12원', notice: '', isReadOnly: false, enableAuto: false };

const order = (id: number, over: Partial<Order> = {}): Order => memberOrder(id, { link: `https://youtube.com/@channel_${id}`, status: OrderStatus.COMPLETED, startCount: 10, remains: 0, ...over });
const refill = (orderId: number, over: Partial<Refill> = {}): Refill => ({ id: 1, orderId, status: 'waiting', statusText: '대기', reason: null, requestedAt: '2026-11-21T03:00:00.000Z', finishedAt: null, ...over });

function show(history: () => MockReply, post: () => MockReply) {
  const fetch = mockFetch({
    [HISTORY_PAGE]: (_init, url) => historyPageReply(history(), url),
    'GET /rest/service/services': { body: [service] },
    'POST /rest/service/order/7/refill': post,
  });
  renderWithProviders(
    <>
      <OrderHistory />
      <Toaster />
    </>,
    { path: '/order-history' },
  );
  return fetch;
}
const rowOf = (id: number) => {
  const row = within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(id));
  if (!row) throw new Error(`row ${id} not shown`);
  return within(row);
};
const posts = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

resetBetweenTests(AuthState.authorization);

describe('refill (A/S) from the order history', () => {
  it('offers 리필 요청 only where allowed, asks first, then shows 리필 대기 on the row', async () => {
    let list = [order(7, { refill: { canRequest: true, last: null } }), order(6), order(5, { refill: { canRequest: false, last: refill(5, { status: 'completed', statusText: '완료' }) } })];
    const fetch = show(
      () => ({ body: list }),
      () => {
        list = [order(7, { refill: { canRequest: false, last: refill(7) } }), ...list.slice(1)];
        return { status: 201, body: { refill: refill(7), message: msg.refill.requested } };
      },
    );
    await screen.findByRole('table');
    expect(screen.getAllByRole('button', { name: /리필 요청$/ })).toHaveLength(1);
    expect(rowOf(5).getByText('리필 완료')).toBeTruthy();
    expect(rowOf(6).queryByText(/리필/)).toBeNull();

    fireEvent.click(rowOf(7).getByRole('button', { name: '7번 주문 리필 요청' }));
    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByText(msg.refill.confirm)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '닫기' }));
    expect(posts(fetch)).toHaveLength(0);

    fireEvent.click(rowOf(7).getByRole('button', { name: '7번 주문 리필 요청' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '리필 요청' }));
    expect(await screen.findByText(msg.refill.requested)).toBeTruthy();
    await waitFor(() => expect(rowOf(7).getByText('리필 대기')).toBeTruthy());
    expect(rowOf(7).queryByRole('button', { name: '7번 주문 리필 요청' })).toBeNull();
    expect(posts(fetch)).toHaveLength(1);
  });

  it("shows a refused refill's reason, and the server's Korean reason when a request is refused", async () => {
    show(
      () => ({ body: [order(7, { refill: { canRequest: true, last: refill(7, { status: 'rejected', statusText: '거절', reason: msg.refill.rejectedUpstream }) } })] }),
      () => ({ status: 400, body: { statusCode: 400, message: msg.refill.windowOver(30) } }),
    );
    await screen.findByRole('table');
    expect(rowOf(7).getByText('리필 거절')).toBeTruthy();
    expect(rowOf(7).getByText(msg.refill.rejectedUpstream)).toBeTruthy();
    fireEvent.click(rowOf(7).getByRole('button', { name: '7번 주문 리필 요청' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '리필 요청' }));
    expect(await screen.findByText(msg.refill.windowOver(30))).toBeTruthy();
  });

  it('the service card says "A/S 30일 · 리필 가능" where refill is on, and nothing otherwise', () => {
    mockFetch({});
    const first = renderWithProviders(<ServicePicker services={[{ ...service, refillDays: 30 }]} selected={{ ...service, refillDays: 30 }} onSelect={() => {}} />);
    expect(screen.getByText('A/S 30일 · 리필 가능')).toBeTruthy();
    first.unmount();
    renderWithProviders(<ServicePicker services={[service]} selected={service} onSelect={() => {}} />);
    expect(screen.queryByText(/A\/S/)).toBeNull();
  });
});
