import { AuthState, msg } from '@snsshop/shared/common';
import { refundRuleText } from '@snsshop/shared/refunds';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { RefundPanel } from './refund-panel';

resetBetweenTests(AuthState.authorization);

const charge = (over: object) => ({
  chargeId: 7,
  orderNumber: 'SC7',
  charged: 30_000,
  paid: 30_000,
  paidAt: '2026-11-27T03:00:00.000Z',
  deadline: '2026-11-30T03:00:00.000Z',
  usedAgainst: 12_000,
  refunding: 0,
  refundable: 18_000,
  toss: false,
  blocked: null,
  openRequest: null,
  ...over,
});
const panel = { rule: refundRuleText, balance: 18_000, charges: [charge({}), charge({ chargeId: 6, orderNumber: 'SC6', charged: 5_000, usedAgainst: 5_000, refundable: 0, blocked: msg.refund.nothingRefundable })], requests: [] };

function setup(isMember = true) {
  const fetch = mockFetch({ 'GET /rest/service/point/refunds': { body: panel }, 'POST /rest/service/point/refunds': { status: 201, body: { id: 3, message: msg.refund.requested } } });
  renderWithProviders(
    <>
      <RefundPanel isMember={isMember} />
      <Toaster />
    </>,
    { path: '/point' },
  );
  return fetch;
}
const posts = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('refund panel on /point', () => {
  it('states the rule and shows each charge with its arithmetic, and why one cannot be refunded', async () => {
    setup();
    expect(await screen.findByText('충전 30,000원 − 사용 차감 12,000원 = 환불 가능 18,000원')).toBeTruthy();
    expect(screen.getByText(refundRuleText)).toBeTruthy();
    expect(screen.getByText(msg.refund.nothingRefundable)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '환불 신청' })).toHaveLength(1);
  });

  it('refuses a wrong account number or too much before sending, then sends the digits only', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: '환불 신청' }));
    const form = screen.getByRole('form', { name: '충전 SC7 환불 신청' });
    const fill = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill('이메일', 'me@example.com');
    fill('예금주', '홍길동');
    fireEvent.change(within(form).getByLabelText('은행'), { target: { value: '090' } });
    fill('계좌번호', '3333-01');
    fireEvent.click(within(form).getByRole('button', { name: '환불 신청하기' }));
    expect(within(form).getByRole('alert').textContent).toBe(msg.refund.accountInvalid);
    fill('계좌번호', '3333-01-2345678');
    fill('환불 금액', '18001');
    fireEvent.click(within(form).getByRole('button', { name: '환불 신청하기' }));
    expect(within(form).getByRole('alert').textContent).toBe(msg.refund.beyondRefundable(18_000));
    expect(posts(fetch)).toHaveLength(0);
    fill('환불 금액', '18000');
    fireEvent.click(within(form).getByRole('button', { name: '환불 신청하기' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetch)[0]![1]!.body))).toEqual({ chargeId: 7, points: 18_000, email: 'me@example.com', holder: '홍길동', bank: '090', account: '3333012345678' });
    expect(await screen.findByText(msg.refund.requested)).toBeTruthy();
  });

  it('tells a guest that only members may ask, without asking the server', () => {
    const fetch = setup(false);
    expect(screen.getByText(msg.refund.guest)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
