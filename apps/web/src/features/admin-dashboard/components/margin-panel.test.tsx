import { AuthState } from '@snsshop/shared/common';
import type { MarginReport } from '@snsshop/shared/dashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { MarginPanel } from './margin-panel';

resetBetweenTests(AuthState.authorization);

const day = (d: string, revenue: number, cost: number) => ({ day: d, revenue, cost, margin: revenue - cost, orders: 1 });
const report = (days: number): MarginReport => ({
  days,
  from: '2026-10-22T15:00:00.000Z',
  totals: { revenue: 14_000, cost: 9_700, margin: 4_300, orders: 3 },
  byDay: [day('2026-11-20', 4_000, 3_700), day('2026-11-21', 10_000, 6_000)],
  byService: [{ serviceId: 7, name: '인스타 팔로워', revenue: 14_000, cost: 9_700, margin: 4_300, orders: 3 }],
  byProvider: [{ providerId: null, name: '기본 (시뮬레이션)', revenue: 0, cost: 700, margin: -700, orders: 0 }],
  marketing: { bonuses: 1_000, coupons: 500, referrals: 3_000, orderDiscounts: 0, total: 4_500, marginAfter: -200 },
});

describe('margin panel', () => {
  it('shows revenue, cost, gross margin and its rate, per service and provider, for 30 or 90 days, and downloads the CSV', async () => {
    const fetch = mockFetch({
      'GET /rest/admin/margin': { body: report(30) },
      'GET /rest/admin/exports/orders.csv': { body: 'csv' },
    });
    const createUrl = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    renderWithProviders(<MarginPanel />);
    const totals = await screen.findByText('매출 총이익', { selector: 'dt' });
    expect(totals.parentElement?.textContent).toContain('4,300원');
    expect(screen.getByText('마진율', { selector: 'dt' }).parentElement?.textContent).toContain('30.7%');
    expect(screen.getByText('마케팅 비용', { selector: 'dt' }).parentElement?.textContent).toContain('4,500원');
    expect(screen.getByText('친구 초대 · 주문 할인', { selector: 'dt' }).parentElement?.textContent).toContain('3,000원 · 0원');
    expect(screen.getByText('마케팅 후 이익', { selector: 'dt' }).parentElement?.textContent).toContain('-200원');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('최근 2일 매출 14,000원, 매출 총이익 4,300원');
    const service = within(screen.getByRole('table', { name: '상품별 마진' })).getAllByRole('row')[1]!;
    expect(service.textContent).toContain('인스타 팔로워');
    expect(within(screen.getByRole('table', { name: '공급처별 마진' })).getAllByRole('row')[1]!.textContent).toContain('-700원');

    fireEvent.click(screen.getByRole('button', { name: '90일' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('days=90'))).toBe(true));

    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-11-21' } });
    fireEvent.click(screen.getByRole('button', { name: '주문 CSV' }));
    await waitFor(() => expect(createUrl).toHaveBeenCalled());
    const call = fetch.mock.calls.find(([url]) => String(url).includes('orders.csv'))!;
    expect(String(call[0])).toBe('/rest/admin/exports/orders.csv?from=2026-11-01&to=2026-11-21');
  });
});
