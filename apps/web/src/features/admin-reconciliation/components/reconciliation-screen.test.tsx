import { AuthState } from '@snsshop/shared/common';
import type { ReconciliationDay } from '@snsshop/shared/refunds';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ReconciliationScreen } from './reconciliation-screen';

resetBetweenTests(AuthState.authorization);

const figures = { depositsCredited: 11_000, tossDone: 0, tossCancelled: 0, chargesCredited: 0, refundsSent: 0, ledger: {} };
const bad: ReconciliationDay = {
  day: '2026-11-26',
  checkedAt: '2026-11-26T15:05:00.000Z',
  figures,
  differences: [
    {
      check: '충전 원장 = 입금·토스로 승인된 충전',
      expected: 10_000,
      actual: 0,
      unit: 'won',
      rows: [{ type: 'point_charge', id: '12', memberId: 7, detail: '충전 SC12 포인트 10,000원 (받은 돈 11,000원): 원장 기록이 없습니다' }],
    },
    { check: '회원 잔액 = 원장 합계', expected: 0, actual: 1, unit: 'rows', rows: [{ type: 'member', id: '7', memberId: 7, detail: '잔액 10,000원 ≠ 원장 합계 0원' }] },
  ],
};
const good: ReconciliationDay = { day: '2026-11-25', checkedAt: '2026-11-25T15:05:00.000Z', figures: { ...figures, chargesCredited: 10_000 }, differences: [] };

function setup() {
  let fixed = false;
  const fetch = mockFetch({
    'GET /rest/admin/reconciliation': (_init, url) => ({ body: url.searchParams.get('view') === 'differences' ? (fixed ? [] : [bad]) : [fixed ? { ...bad, differences: [] } : bad, good] }),
    'POST /rest/admin/reconciliation/2026-11-26': () => {
      fixed = true;
      return { body: { ...bad, differences: [] } };
    },
  });
  renderWithProviders(
    <>
      <ReconciliationScreen />
      <Toaster />
    </>,
    { path: '/admin/reconciliation' },
  );
  return fetch;
}

describe('정산 대조', () => {
  it('opens on the days with differences, money as received in 원, and the rows behind each difference', async () => {
    setup();
    const day = await screen.findByRole('article', { name: '2026-11-26 정산 대조' });
    expect(day.textContent).toContain('차이 2건');
    expect(day.textContent).toContain('입금으로 받은 돈11,000원');
    expect(day.textContent).toContain('기대 10,000원 · 실제 0원 · 차이 -10,000원');
    expect(day.textContent).toContain('기대 0건 · 실제 1건');
    const rows = within(day).getByRole('list', { name: '충전 원장 = 입금·토스로 승인된 충전의 기록' });
    expect(rows.textContent).toContain('충전 #12');
    expect(rows.textContent).toContain('포인트 10,000원 (받은 돈 11,000원)');
    expect(within(rows).getByRole('link', { name: '회원 7' }).getAttribute('href')).toBe('/admin/members/7');
    expect(screen.queryByRole('article', { name: '2026-11-25 정산 대조' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '최근 14일' }));
    expect(await screen.findByRole('article', { name: '2026-11-25 정산 대조' })).toBeTruthy();
    expect(screen.getByRole('article', { name: '2026-11-25 정산 대조' }).textContent).toContain('일치');
  });

  it('runs a day again and the day leaves the differences once it agrees', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: '2026-11-26 다시 맞춰 보기' }));
    expect(await screen.findByText('2026-11-26: 모두 일치합니다.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('차이가 있는 날이 없습니다. 모든 날이 일치합니다.')).toBeTruthy());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([u]) => String(u))).toEqual(['/rest/admin/reconciliation/2026-11-26']);
  });

  it('runs any day picked by date', async () => {
    const fetch = setup();
    await screen.findByRole('article', { name: '2026-11-26 정산 대조' });
    fireEvent.change(screen.getByLabelText('맞춰 볼 날'), { target: { value: '2026-11-26' } });
    fireEvent.click(screen.getByRole('button', { name: '이 날 맞춰 보기' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u, init]) => init?.method === 'POST' && String(u).endsWith('/reconciliation/2026-11-26'))).toBe(true));
  });
});
