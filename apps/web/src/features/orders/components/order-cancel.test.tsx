import { AuthState, msg, OrderStatus } from '@snsshop/shared/common';
import { memberOrder } from '../../../testing/member-order';
import type { Order } from '@snsshop/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch, type MockReply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { HISTORY_PAGE, historyPageReply } from '../../../testing/order-history-reply';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderHistory } from './order-history';

const services = { body: [{ id: 100, text: '한국인 팔로워', categoryId: 10, min: 10, max: 5000, point: 12, notice: '', isReadOnly: false, enableAuto: true }] };

const order = (id: number, over: Partial<Order> = {}): Order => memberOrder(id, over);

function show(history: () => MockReply, cancel: (id: string) => MockReply) {
  const fetch = mockFetch({
    [HISTORY_PAGE]: (_init, url) => historyPageReply(history(), url),
    'GET /rest/service/services': services,
    'POST /rest/service/order/7/cancel': () => cancel('7'),
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
const cancelPosts = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

resetBetweenTests(AuthState.authorization);

describe('cancelling an order from the history', () => {
  it('offers 취소 요청 only where it applies, asks first, then shows the answer and 취소 요청됨', async () => {
    let list = [order(7, { canCancel: true }), order(6), order(5, { status: OrderStatus.COMPLETED })];
    const requested = order(7, { cancelRequested: true });
    const fetch = show(
      () => ({ body: list }),
      () => {
        list = [requested, ...list.slice(1)];
        return { body: { order: requested, message: msg.order.cancelRequested } };
      },
    );
    await screen.findByRole('table');
    expect(screen.getAllByRole('button', { name: /주문 취소 요청$/ })).toHaveLength(1);
    expect(rowOf(6).queryByRole('button', { name: '6번 주문 취소 요청' })).toBeNull();

    // Closing the dialog sends nothing.
    fireEvent.click(rowOf(7).getByRole('button', { name: '7번 주문 취소 요청' }));
    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByText(`${msg.order.cancelTitle} (주문번호 7)`)).toBeTruthy();
    expect(dialog.getByText(msg.order.cancelConfirm)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancelPosts(fetch)).toHaveLength(0);

    fireEvent.click(rowOf(7).getByRole('button', { name: '7번 주문 취소 요청' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '취소 요청' }));
    expect(await screen.findByText(msg.order.cancelRequested)).toBeTruthy();
    await waitFor(() => expect(rowOf(7).getByText('취소 요청됨')).toBeTruthy());
    expect(rowOf(7).queryByRole('button', { name: '7번 주문 취소 요청' })).toBeNull();
    expect(cancelPosts(fetch)).toHaveLength(1);
  });

  it('shows a never-sent order as cancelled with a full refund', async () => {
    let list = [order(7, { status: OrderStatus.PENDING, canCancel: true })];
    const cancelled = order(7, { status: OrderStatus.CANCELED });
    show(
      () => ({ body: list }),
      () => {
        list = [cancelled];
        return { body: { order: cancelled, message: msg.order.cancelled } };
      },
    );
    await screen.findByRole('table');
    fireEvent.click(rowOf(7).getByRole('button', { name: '7번 주문 취소 요청' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '취소 요청' }));
    expect(await screen.findByText(msg.order.cancelled)).toBeTruthy();
    await waitFor(() => expect(rowOf(7).getByText('취소(전액 환불)')).toBeTruthy());
    expect(rowOf(7).queryByRole('button')).toBeNull();
  });

  it('drops 취소 요청됨 once the order has ended: its status says how', async () => {
    show(
      () => ({ body: [order(7, { status: OrderStatus.PARTIAL, cancelRequested: true, remains: 40 }), order(6, { cancelRequested: true })] }),
      () => ({ status: 500 }),
    );
    await screen.findByRole('table');
    expect(rowOf(7).getByText('부분 완료')).toBeTruthy();
    expect(rowOf(7).queryByText('취소 요청됨')).toBeNull();
    expect(rowOf(6).getByText('취소 요청됨')).toBeTruthy();
  });

  it("shows the server's Korean reason when the cancel is refused, and the row stays as it was", async () => {
    show(
      () => ({ body: [order(7, { canCancel: true })] }),
      () => ({ status: 409, body: { statusCode: 409, message: msg.order.cancelBusy } }),
    );
    await screen.findByRole('table');
    fireEvent.click(rowOf(7).getByRole('button', { name: '7번 주문 취소 요청' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '취소 요청' }));
    expect(await screen.findByText(msg.order.cancelBusy)).toBeTruthy();
    expect(rowOf(7).queryByText('취소 요청됨')).toBeNull();
    expect(rowOf(7).getByRole('button', { name: '7번 주문 취소 요청' })).toBeTruthy();
  });
});
