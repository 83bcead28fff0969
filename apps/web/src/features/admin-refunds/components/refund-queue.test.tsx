import { AuthState } from '@snsshop/shared/common';
import type { AdminRefund } from '@snsshop/shared/refunds';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { RefundQueue } from './refund-queue';

resetBetweenTests(AuthState.authorization);

const refund = (over: Partial<AdminRefund>): AdminRefund => ({
  id: 5,
  memberId: 7,
  memberLoginId: 'member7',
  chargeId: 12,
  orderNumber: 'SC12',
  charged: 10_000,
  paid: 11_000,
  paidAt: '2026-11-27T03:00:00.000Z',
  toss: false,
  points: 10_000,
  amount: 11_000,
  usedSince: 0,
  state: 'requested',
  email: 'me@example.com',
  holder: '홍길동',
  bankName: 'KB국민은행',
  account: '123456789012',
  accountMasked: '123-***-012',
  rejectReason: null,
  transferDate: null,
  lastError: null,
  requestedAt: '2026-11-27T04:00:00.000Z',
  deadline: '2026-11-30T04:00:00.000Z',
  decidedAt: null,
  ...over,
});

function setup(items: AdminRefund[]) {
  mockFetch({ 'GET /rest/admin/refunds': { body: items } });
  renderWithProviders(<RefundQueue />, { path: '/admin/refunds' });
}

describe('the refund queue words points and money together', () => {
  it('asks to approve a tax-invoice refund with both figures and the reason, not the points alone', async () => {
    setup([refund({})]);
    const table = await screen.findByRole('table', { name: '환불 신청 목록' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('포인트 10,000');
    expect(row.textContent).toContain('송금액 11,000원');
    expect(row.textContent).toContain('(부가세 포함)');
    fireEvent.click(within(row).getByRole('button', { name: '환불 5 승인' }));
    const dialog = screen.getByRole('alertdialog', { name: '환불 승인' });
    expect(dialog.textContent).toContain('포인트 10,000원 · 송금액 11,000원 (부가세 포함)');
    expect(dialog.textContent).toContain('11,000원을 송금한 뒤');
    expect(dialog.textContent).not.toContain('10,000원 환불을 승인합니다');
  });

  it('says the money to send in the 송금 완료 dialog', async () => {
    setup([refund({ state: 'approved' })]);
    const table = await screen.findByRole('table', { name: '환불 신청 목록' });
    fireEvent.click(within(table).getByRole('button', { name: '환불 5 송금 완료' }));
    const dialog = await screen.findByRole('dialog', { name: '송금 완료' });
    expect(dialog.textContent).toContain('11,000원을 보낸 날짜');
    expect(dialog.textContent).toContain('포인트 10,000원 · 송금액 11,000원 (부가세 포함)');
  });
});
