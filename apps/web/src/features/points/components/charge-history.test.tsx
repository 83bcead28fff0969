import { chargeStatusLabel } from '@snsshop/shared/charges';
import { AuthState, formatWon } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chargeHistoryQueryKey, PENDING_POLL_MS } from '../api/get-charge-history';
import { setAuthState } from '../../../lib/auth-state';
import { useUser } from '../../../lib/get-profile';
import { listPageReply } from '../../../testing/list-page-reply';
import { mockFetch, type MockReply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ChargeHistory } from './charge-history';

resetBetweenTests(AuthState.authorization);

const charge = (id: number, status: number, point = 10000, payAmount = point, receipt: unknown = null) => ({
  id,
  receipt,
  createdAt: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T03:00:00.000Z`,
  point,
  payAmount,
  status,
  responseAt: status === 0 ? null : `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T04:00:00.000Z`,
});

const HISTORY = 'GET /rest/service/point-history/page';
/** The server's pages over `rows` (newest first), counts by status included. */
const pagesOf =
  (rows: () => unknown[]) =>
  (_init: RequestInit | undefined, url: URL): MockReply =>
    listPageReply({ body: rows() }, url, 'charges', { 0: [0], 1: [1], 2: [2] });

const historyCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url]) => String(url).includes('/point-history'));
const profileCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/profile'));

function Balance() {
  const user = useUser();
  return <output aria-label="잔액">{formatWon(user?.point)}</output>;
}

describe('charge history', () => {
  it('lists number, request time, points, status (waiting / accepted / rejected) and the handling time', async () => {
    mockFetch({ [HISTORY]: pagesOf(() => [charge(3, 0, 5000), charge(2, 1, 30000), charge(1, 2)]) });
    renderWithProviders(<ChargeHistory isMember />, { path: '/point' });
    const table = await screen.findByRole('table', { name: '충전 내역' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['번호', '신청일시', '충전 포인트', '상태', '처리일시', '영수증']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (i: number) => within(rows[i]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(0)).toEqual(['3', expect.stringMatching(/^2026\.11\.13 \d\d:00$/), '5,000원', chargeStatusLabel[0], '-', '-']);
    expect(cells(1)[3]).toBe(chargeStatusLabel[1]);
    expect(cells(1)[4]).toMatch(/^2026\.11\.12 \d\d:00$/);
    expect(cells(2)[3]).toBe(chargeStatusLabel[2]);
    expect([chargeStatusLabel[0], chargeStatusLabel[1], chargeStatusLabel[2]]).toEqual(['대기', '승인', '거절']);
  });

  it('shows the amount to transfer beside the points when a tax invoice adds 10% (issue 18)', async () => {
    mockFetch({ [HISTORY]: pagesOf(() => [charge(2, 0, 10000, 11000), charge(1, 1, 10000)]) });
    renderWithProviders(<ChargeHistory isMember />, { path: '/point' });
    const table = await screen.findByRole('table', { name: '충전 내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[2]?.textContent).toBe('10,000원입금 11,000원');
    expect(within(rows[1]!).getAllByRole('cell')[2]?.textContent).toBe('10,000원');
  });

  it('shows the issued cash receipt with its 국세청 number, and its cancellation after a refund', async () => {
    const receipt = {
      kind: 'cash',
      purpose: 'income',
      label: '현금영수증 (소득공제용)',
      status: 'issued',
      statusText: '발급 완료',
      number: '820116333',
      documentKey: 'SC0011',
      amount: 30000,
      reversals: [{ label: '취소 현금영수증', status: 'issued', statusText: '발급 완료', number: '820116999', amount: 10000 }],
    };
    mockFetch({ [HISTORY]: pagesOf(() => [charge(2, 1, 30000, 30000, receipt), charge(1, 1, 20000, 20000, { ...receipt, status: 'pending', statusText: '발급 대기', number: null, reversals: [] })]) });
    renderWithProviders(<ChargeHistory isMember />, { path: '/point' });
    const table = await screen.findByRole('table', { name: '충전 내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[5]?.textContent).toBe('현금영수증 (소득공제용) 발급 완료승인번호 820116333취소 현금영수증 10,000원 · 발급 완료 · 820116999');
    expect(within(rows[1]!).getAllByRole('cell')[5]?.textContent).toBe('현금영수증 (소득공제용) 발급 대기');
  });

  it('reads 10 charges a page from the server, each page after the cursor the one before handed over', async () => {
    const fetch = mockFetch({ [HISTORY]: pagesOf(() => Array.from({ length: 23 }, (_, i) => charge(23 - i, 1))) });
    renderWithProviders(<ChargeHistory isMember />, { path: '/point' });
    const table = await screen.findByRole('table', { name: '충전 내역' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: '3페이지' }));
    const firstCells = () => within(screen.getByRole('table', { name: '충전 내역' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    await waitFor(() => expect(firstCells()).toEqual(['3', '2', '1']), { timeout: 5_000 });
    expect(historyCalls(fetch).map(([url]) => new URL(String(url), 'http://localhost').search)).toEqual(['', '?cursor=4']);
    expect(screen.getByRole('button', { name: '다음 페이지' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps looking for a credit while a charge waits on another page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // the one waiting charge is the oldest, on page 3; page 1 shows only credited ones
      const fetch = mockFetch({ [HISTORY]: pagesOf(() => Array.from({ length: 23 }, (_, i) => charge(23 - i, i === 22 ? 0 : 1))) });
      renderWithProviders(<ChargeHistory isMember />, { path: '/point' });
      await screen.findByRole('table', { name: '충전 내역' });
      const before = historyCalls(fetch).length;
      await vi.advanceTimersByTimeAsync(PENDING_POLL_MS + 100);
      await waitFor(() => expect(historyCalls(fetch).length).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });

  it('is never fetched in browse mode', async () => {
    setAuthState(AuthState.guest);
    const fetch = mockFetch({ [HISTORY]: pagesOf(() => []) });
    renderWithProviders(<ChargeHistory isMember={false} />, { path: '/point' });
    expect(await screen.findByText('로그인한 회원만 충전 내역을 볼 수 있습니다.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(historyCalls(fetch)).toHaveLength(0);
  });

  it('refetches the profile (the top-bar balance) when a charge shows up credited', async () => {
    let credited = false;
    const fetch = mockFetch({
      [HISTORY]: pagesOf(() => [credited ? charge(7, 1) : charge(7, 0)]),
      'GET /rest/auth/profile': () => ({ body: { id: 'member1', point: credited ? 10000 : 0, apiKey: null } }),
    });
    const view = renderWithProviders(
      <>
        <Balance />
        <ChargeHistory isMember />
      </>,
      { path: '/point' },
    );
    await screen.findByText(chargeStatusLabel[0]!);
    await waitFor(() => expect(screen.getByLabelText('잔액').textContent).toBe('0원'));
    const before = profileCalls(fetch).length;

    credited = true;
    await view.queryClient.invalidateQueries({ queryKey: chargeHistoryQueryKey });
    await screen.findByText(chargeStatusLabel[1]!);
    await waitFor(() => expect(screen.getByLabelText('잔액').textContent).toBe('10,000원'));
    expect(profileCalls(fetch).length).toBe(before + 1);

    // The same credited charge again is no reason to read the profile again.
    await view.queryClient.invalidateQueries({ queryKey: chargeHistoryQueryKey });
    await new Promise((r) => setTimeout(r, 50));
    expect(profileCalls(fetch).length).toBe(before + 1);
  });
});
