import { AuthState } from '@snsshop/shared/common';
import { refundRuleText } from '@snsshop/shared/refunds';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { RefundPanel } from './refund-panel';

resetBetweenTests(AuthState.authorization);

const request = (over: object) => ({
  id: 3,
  chargeId: 7,
  points: 10_000,
  amount: 11_000,
  state: 'requested',
  bankName: 'KB국민은행',
  accountMasked: '123-***-012',
  rejectReason: null,
  transferDate: null,
  requestedAt: '2026-11-27T03:00:00.000Z',
  ...over,
});

describe('the member\'s refund requests on /point', () => {
  it('shows each request\'s points and the money sent, with why they differ', async () => {
    mockFetch({
      'GET /rest/service/point/refunds': {
        body: { rule: refundRuleText, balance: 0, charges: [], requests: [request({}), request({ id: 4, points: 5_000, amount: 5_000, state: 'sent', transferDate: '2026-11-28' })] },
      },
    });
    renderWithProviders(<RefundPanel isMember />, { path: '/point' });
    const table = await screen.findByRole('table', { name: '환불 신청 내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('포인트 10,000원 · 송금액 11,000원 (부가세 포함)');
    expect(rows[1]!.textContent).toContain('포인트 5,000원 · 송금액 5,000원');
    expect(rows[1]!.textContent).not.toContain('부가세');
  });
});

describe('a Toss payment\'s refund on /point', () => {
  it('names the money as cancelled at Toss, not sent', async () => {
    mockFetch({ 'GET /rest/service/point/refunds': { body: { rule: refundRuleText, balance: 0, charges: [], requests: [request({ points: 5_000, amount: 5_000, toss: true })] } } });
    renderWithProviders(<RefundPanel isMember />, { path: '/point' });
    const table = await screen.findByRole('table', { name: '환불 신청 내역' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('포인트 5,000원 · 취소액 5,000원');
  });
});
