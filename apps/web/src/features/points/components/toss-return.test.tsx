import { AuthState, msg } from '@snsshop/shared/common';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch, type MockReply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { TossReturn } from './toss-return';

resetBetweenTests(AuthState.authorization);

const confirmed = { charge: { id: 5, createdAt: '2026-11-21T03:00:00.000Z', point: 10000, status: 1, responseAt: '2026-11-21T03:01:00.000Z' }, balance: 10000 };
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}
const search = () => screen.getByTestId('search').textContent;

const confirmCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url]) => String(url).endsWith('/point/toss/confirm'));

describe('return from the Toss payment window', () => {
  it('confirms the redirect values once, then drops the query string', async () => {
    let sent: unknown;
    const fetch = mockFetch({
      'POST /rest/service/point/toss/confirm': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: confirmed };
      },
    });
    const view = renderWithProviders(
      <>
        <TossReturn />
        <Toaster />
        <Search />
      </>,
      { path: '/point?toss=success&paymentKey=pk_1&orderId=charge-5-abc&amount=11000' },
    );
    expect(await screen.findByText(msg.charge.tossSuccess)).toBeTruthy();
    expect(sent).toEqual({ paymentKey: 'pk_1', orderId: 'charge-5-abc', amount: '11000' });
    expect(confirmCalls(fetch)).toHaveLength(1);
    await waitFor(() => expect(search()).toBe(''));
    expect(view.location()).toBe('/point');
  });

  it("reports Toss's failure message without calling the server", async () => {
    const fetch = mockFetch({});
    renderWithProviders(
      <>
        <TossReturn />
        <Toaster />
      </>,
      { path: '/point?toss=fail&code=PAY_PROCESS_ABORTED&message=%EA%B2%B0%EC%A0%9C%EA%B0%80%20%EC%B7%A8%EC%86%8C%EB%90%98%EC%97%88%EC%8A%B5%EB%8B%88%EB%8B%A4.' },
    );
    expect(await screen.findByText('결제가 취소되었습니다.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers to check again after a 502, and the retry succeeds', async () => {
    let reply: MockReply = { status: 502, body: { statusCode: 502, message: msg.charge.tossDelayed } };
    const fetch = mockFetch({ 'POST /rest/service/point/toss/confirm': () => reply });
    renderWithProviders(
      <>
        <TossReturn />
        <Search />
      </>,
      { path: '/point?toss=success&paymentKey=pk_2&orderId=charge-6-abc&amount=5000' },
    );
    const retry = await screen.findByRole('button', { name: '결제 다시 확인하기' });
    expect(search()).toContain('paymentKey=pk_2');
    reply = { status: 200, body: confirmed };
    retry.click();
    await waitFor(() => expect(screen.queryByRole('button', { name: '결제 다시 확인하기' })).toBeNull());
    expect(confirmCalls(fetch)).toHaveLength(2);
    expect(search()).toBe('');
  });
});
