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
  gifts: { charged: 30_000, reversedBefore: 0, bonuses: [{ label: '충전 보너스', points: 3_000, takenBefore: 0 }], rewards: { referee: 1_000, referrer: 1_500 } },
  ...over,
});
const panel = { rule: refundRuleText, balance: 18_000, charges: [charge({}), charge({ chargeId: 6, orderNumber: 'SC6', charged: 5_000, usedAgainst: 5_000, refundable: 0, blocked: msg.refund.nothingRefundable })], requests: [] };

function setup(isMember = true, answer: object = panel) {
  const fetch = mockFetch({ 'GET /rest/service/point/refunds': { body: answer }, 'POST /rest/service/point/refunds': { status: 201, body: { id: 3, message: msg.refund.requested } } });
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

  it('shows before the request is sent what it takes back with it: the refunded share of the bonus, and the invite rewards only with the whole charge', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '환불 신청' }));
    const note = screen.getByRole('region', { name: '이 환불로 회수되는 포인트' });
    const line = (label: string) => within(note).getByText(label).nextElementSibling?.textContent;
    expect(line('충전 보너스 회수')).toBe('−1,800원'); // 18,000 of 30,000: 60% of 3,000
    expect(line('남는 보너스')).toBe('1,200원');
    expect(note.textContent).toContain('첫 충전의 친구 초대 보상은 이 충전을 전부 환불할 때만 회수합니다.');
    fireEvent.change(screen.getByLabelText('환불 금액'), { target: { value: '9,000' } });
    expect(line('충전 보너스 회수')).toBe('−900원');
    expect(line('남는 보너스')).toBe('2,100원');
  });

  it('takes back the whole bonus and both invite rewards with the whole first charge, and says so', async () => {
    setup(true, { ...panel, charges: [charge({ usedAgainst: 0, refundable: 30_000 })] });
    fireEvent.click(await screen.findByRole('button', { name: '환불 신청' }));
    const note = screen.getByRole('region', { name: '이 환불로 회수되는 포인트' });
    const line = (label: string) => within(note).getByText(label).nextElementSibling?.textContent;
    expect(line('충전 보너스 회수')).toBe('−3,000원');
    expect(line('친구 초대 보상 회수')).toBe('−1,000원');
    expect(line('남는 보너스')).toBe('0원');
    expect(note.textContent).toContain('보유 포인트에서 4,000원을 회수합니다.');
    expect(note.textContent).toContain('초대한 회원이 받은 보상 1,500원도 회수됩니다.');
  });

  it('tells a guest that only members may ask, without asking the server', () => {
    const fetch = setup(false);
    expect(screen.getByText(msg.refund.guest)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
