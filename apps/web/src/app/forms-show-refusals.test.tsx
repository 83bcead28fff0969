import { refundRuleText } from '@snsshop/shared/refunds';
import { AuthState, AutoOrderStatus, msg, OrderStatus } from '@snsshop/shared/common';
import { notificationEventNames, notificationEvents } from '@snsshop/shared/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { DeleteAccountSection } from '../features/account/components/delete-account-section';
import { ApiKeySection } from '../features/account/components/api-key-section';
import { NotificationSection } from '../features/account/components/notification-section';
import { ReferralSection } from '../features/account/components/referral-section';
import { WebhookSection } from '../features/account/components/webhook-section';
import { FindIdForm } from '../features/auth/components/find-id-form';
import { FindPasswordForm } from '../features/auth/components/find-password-form';
import { LoginForm } from '../features/auth/components/login-form';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { AutoOrderHistory } from '../features/auto-orders/components/auto-order-history';
import { CouponRegister } from '../features/coupons/components/coupon-register';
import { OrderBoard } from '../features/orders/components/order-board';
import { OrderHistory } from '../features/orders/components/order-history';
import { OrderReview } from '../features/orders/components/order-review';
import { PointCharge } from '../features/points/components/point-charge';
import { RefundPanel } from '../features/points/components/refund-panel';
import { InquiryForm } from '../features/support/components/inquiry-form';
import { InquiryThread } from '../features/support/components/inquiry-thread';
import { setAuthState } from '../lib/auth-state';
import { storage } from '../lib/storage';
import { memberOrder } from '../testing/member-order';
import { mockFetch, settingsReply, type MockReply } from '../testing/mock-fetch';
import { historyPageReply, HISTORY_PAGE } from '../testing/order-history-reply';
import { renderWithProviders } from '../testing/render';
import { resetBetweenTests } from '../testing/reset-between-tests';

/**
 * Issue 46 #6: a member form or one-button action the server refuses (a 400 with a Korean message)
 * shows that message — inline at a form, in a toast for a one-button action — never nothing.
 *
 * Not rows here, and where they are held instead:
 * - sign-up, its e-mail and phone codes, and social sign-up: being reworked elsewhere (consent boxes);
 *   register-form.test.tsx shows the codes' refusals;
 * - social sign-in and the Toss payment window and return: they need an outside window or a phone;
 *   social-login.test.tsx and toss-return.test.tsx show their refusals, toss-button.tsx toasts the server's;
 * - 구독 취소 on /order subscriptions: the same cancel hook as the 주문 취소 row, which toasts the server's.
 * Console forms go through useAdminMutation: lib/admin/admin-request.test.tsx.
 */

const REFUSAL = '서버가 거절한 이유 문장';
const refused: MockReply = { status: 400, body: { statusCode: 400, message: REFUSAL } };

type Routes = Parameters<typeof mockFetch>[0];

interface Row {
  name: string;
  /** the call the server refuses: "METHOD /path" */
  change: string;
  /** inline at the form (FormError), or a toast for a one-button action */
  shows: 'inline' | 'toast';
  member?: boolean;
  path?: string;
  /** the answers the screen reads before it can be filled in */
  reads?: Routes;
  ui: ReactNode;
  /** the least valid input the screen's own checks need, then the submit */
  act: () => Promise<void>;
}

async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}
async function click(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
}
async function confirmIn(name: string) {
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name }));
}

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const resetLink = () => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'reset', exp: Math.floor(Date.now() / 1000) + 1800 })}.signature`;

const service = { id: 100, text: '한국인 팔로워', categoryId: 10, min: 10, max: 5000, point: 12, priceE7: 120_000_000, priceText: '12원', notice: '', isReadOnly: false, enableAuto: true };
const profile = { body: { id: 'member1', point: 100_000, apiKey: null, referralCode: null } };
const catalog: Routes = {
  'GET /rest/service/settings': settingsReply(),
  'GET /rest/service/notices': { body: [] },
  'GET /rest/service/platforms': { body: [{ id: 1, text: '인스타그램', visible: true, background: '#e1306c' }] },
  'GET /rest/service/categorys': { body: [{ id: 10, text: '팔로워', platform: 1 }] },
  'GET /rest/service/services': { body: [service] },
  'GET /rest/auth/profile': profile,
};
const history = (over: Parameters<typeof memberOrder>[1]): Routes => ({
  [HISTORY_PAGE]: (_init, url) => historyPageReply({ body: [memberOrder(7, over)] }, url),
  'GET /rest/service/services': { body: [service] },
});
const autoOrder = { id: 7, createdAt: '2026-11-20T03:00:00.000Z', link: 'https://instagram.com/p/post7', point: 3600, amount: 100, serviceId: 100, completed: 3, runs: 10, interval: 120, status: AutoOrderStatus.ACTIVE };
const refundable = {
  chargeId: 7,
  orderNumber: 'SC7',
  charged: 30_000,
  paid: 30_000,
  paidAt: '2026-11-27T03:00:00.000Z',
  deadline: '2026-11-30T03:00:00.000Z',
  usedAgainst: 0,
  refunding: 0,
  refundable: 30_000,
  toss: false,
  blocked: null,
  openRequest: null,
  gifts: { charged: 30_000, reversedBefore: 0, bonuses: [], rewards: { referee: 0, referrer: 0 } },
};
const inquiry = { id: 3, category: 'etc', title: '입금 확인 부탁드립니다', status: 'open', orderId: null, unread: false, createdAt: '2026-11-20T03:00:00.000Z', updatedAt: '2026-11-20T03:00:00.000Z' };
const prefs = { items: notificationEventNames.map((event) => ({ event, label: notificationEvents[event].label, kind: notificationEvents[event].kind, enabled: true })) };

const rows: Row[] = [
  {
    name: '로그인',
    shows: 'inline',
    change: 'POST /rest/auth/login',
    ui: <LoginForm />,
    reads: { 'GET /rest/service/settings': settingsReply() },
    act: async () => {
      await fill('아이디', 'member1');
      await fill('비밀번호', 'secret123');
      await click('로그인');
    },
  },
  {
    name: '아이디 찾기',
    shows: 'inline',
    change: 'POST /rest/service/find-id',
    ui: <FindIdForm />,
    act: async () => {
      await fill('이메일', 'me@example.com');
      await click('아이디 찾기');
    },
  },
  {
    name: '비밀번호 찾기',
    shows: 'inline',
    change: 'POST /rest/service/find-password',
    ui: <FindPasswordForm />,
    act: async () => {
      await fill('이메일', 'me@example.com');
      await click('재설정 링크 받기');
    },
  },
  {
    name: '비밀번호 재설정',
    shows: 'inline',
    change: 'POST /rest/service/reset-password',
    ui: <ResetPasswordForm />,
    path: `/reset-password?token=${resetLink()}`,
    act: async () => {
      await fill('비밀번호', 'new-password1');
      await fill('비밀번호 확인', 'new-password1');
      await click(msg.findAccount.resetButton);
    },
  },
  {
    name: '비밀번호 변경',
    shows: 'inline',
    change: 'POST /rest/auth/change-password',
    member: true,
    ui: <ChangePasswordForm />,
    act: async () => {
      await fill('현재 비밀번호', 'old-password1');
      await fill('새 비밀번호', 'new-password1');
      await fill('새 비밀번호 재입력', 'new-password1');
      await click('비밀번호 변경');
    },
  },
  {
    name: '회원탈퇴',
    shows: 'inline',
    change: 'DELETE /rest/auth/account',
    member: true,
    ui: <DeleteAccountSection />,
    act: async () => {
      await click(msg.account.deleteButton);
      await click(msg.account.deleteConfirm);
    },
  },
  {
    name: '웹훅 콜백 URL 저장',
    shows: 'inline',
    change: 'PUT /rest/auth/webhook',
    member: true,
    reads: { 'GET /rest/auth/webhook': { body: { url: null, deliveries: [] } } },
    ui: <WebhookSection />,
    act: async () => {
      await fill('콜백 URL', 'https://example.com/hooks/orders');
      await click('콜백 URL 저장');
    },
  },
  {
    name: '웹훅 서명 키 재발급',
    shows: 'toast',
    change: 'POST /rest/auth/webhook/secret',
    member: true,
    reads: { 'GET /rest/auth/webhook': { body: { url: 'https://example.com/hooks/orders', deliveries: [] } } },
    ui: <WebhookSection />,
    act: () => click('서명 키 재발급'),
  },
  { name: 'API 키 발급', shows: 'inline', change: 'POST /rest/auth/api-key', member: true, ui: <ApiKeySection apiKey={null} />, act: () => click('API 키 발급') },
  { name: '추천인 코드 발급', shows: 'inline', change: 'POST /rest/auth/referral-code', member: true, ui: <ReferralSection referralCode={null} />, act: () => click('추천인 코드 발급') },
  {
    name: '알림 설정',
    shows: 'toast',
    change: 'PUT /rest/auth/notifications',
    member: true,
    reads: { 'GET /rest/auth/notifications': { body: prefs } },
    ui: <NotificationSection />,
    act: async () => {
      fireEvent.click(await screen.findByRole('switch', { name: '주문 완료' }));
    },
  },
  {
    name: '쿠폰 등록',
    shows: 'inline',
    change: 'POST /rest/service/coupon/redeem',
    member: true,
    reads: { 'GET /rest/service/coupons': { body: [] } },
    ui: <CouponRegister description="받은 쿠폰 코드를 입력하세요." />,
    act: async () => {
      await fill('쿠폰 코드', 'WELCOME2026');
      await click('등록');
    },
  },
  {
    name: '포인트 충전 신청',
    shows: 'inline',
    change: 'POST /rest/service/point',
    member: true,
    path: '/point',
    reads: {
      'GET /rest/service/settings': settingsReply({ ENABLE_PAYMENT_TYPE: 'ALL', POINT_CHARGE_BUTTON_OPTIONS: [10000] }),
      'GET /rest/service/point-history/page': { body: { charges: [], counts: { all: 0, byStatus: {} }, next: [] } },
    },
    ui: <PointCharge />,
    act: async () => {
      await fill('입금자명', '홍길동');
      await click('+1만원');
      await click('충전 신청하기');
    },
  },
  {
    name: '환불 신청',
    shows: 'inline',
    change: 'POST /rest/service/point/refunds',
    member: true,
    path: '/point',
    reads: { 'GET /rest/service/point/refunds': { body: { rule: refundRuleText, balance: 30_000, charges: [refundable], requests: [] } } },
    ui: <RefundPanel isMember />,
    act: async () => {
      await click('환불 신청');
      await fill('이메일', 'me@example.com');
      await fill('예금주', '홍길동');
      await fill('은행', '090');
      await fill('계좌번호', '3333012345678');
      await click('환불 신청하기');
    },
  },
  {
    name: '1:1 문의',
    shows: 'inline',
    change: 'POST /rest/service/inquiries',
    member: true,
    ui: <InquiryForm />,
    act: async () => {
      await fill('제목', '입금 확인 부탁드립니다');
      await fill('내용', '오늘 오후 2시에 홍길동 이름으로 입금했습니다.');
      await click('문의 보내기');
    },
  },
  {
    name: '1:1 문의 추가 메시지',
    shows: 'inline',
    change: 'POST /rest/service/inquiries/3/messages',
    member: true,
    reads: { 'GET /rest/service/inquiries/3': { body: { inquiry, messages: [] } } },
    ui: <InquiryThread id={3} />,
    act: async () => {
      await fill('추가 메시지', '확인 부탁드립니다.');
      await click('보내기');
    },
  },
  {
    name: '구매 후기',
    shows: 'inline',
    change: 'POST /rest/service/reviews',
    member: true,
    reads: { 'GET /rest/service/order/5/review': { body: { canReview: true, review: null } } },
    ui: <OrderReview orderId={5} />,
    act: async () => {
      await click('5점');
      await fill('후기 내용', '빠르게 들어왔어요. 만족합니다.');
      await click('후기 등록');
    },
  },
  {
    name: '주문하기',
    shows: 'inline',
    change: 'POST /rest/service/order',
    member: true,
    path: '/order',
    reads: catalog,
    ui: <OrderBoard />,
    act: async () => {
      await screen.findByText('100,000원');
      await fill('주문 링크', 'https://instagram.com/me');
      await fill('주문 수량', '20');
      await click('주문하기');
    },
  },
  {
    name: '주문 취소 요청',
    shows: 'toast',
    change: 'POST /rest/service/order/7/cancel',
    member: true,
    path: '/order-history',
    reads: history({ canCancel: true }),
    ui: <OrderHistory />,
    act: async () => {
      await click('7번 주문 취소 요청');
      await confirmIn('취소 요청');
    },
  },
  {
    name: '리필 요청',
    shows: 'toast',
    change: 'POST /rest/service/order/7/refill',
    member: true,
    path: '/order-history',
    reads: history({ status: OrderStatus.COMPLETED, startCount: 10, remains: 0, refill: { canRequest: true, last: null } }),
    ui: <OrderHistory />,
    act: async () => {
      await click('7번 주문 리필 요청');
      await confirmIn('리필 요청');
    },
  },
  {
    name: '자동주문 취소',
    shows: 'toast',
    change: 'POST /rest/service/auto-order/7/cancel',
    member: true,
    path: '/auto-order-history',
    reads: {
      'GET /rest/service/auto-order-history/page': { body: { autoOrders: [autoOrder], counts: { all: 1, byStatus: {} }, next: [] } },
      'GET /rest/service/services': { body: [service] },
    },
    ui: <AutoOrderHistory />,
    act: async () => {
      await click('7번 자동주문 취소하기');
      await confirmIn('예');
    },
  },
];

resetBetweenTests();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('every member form shows the server refusal', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    if (row.member) {
      storage.setToken('tok-1');
      setAuthState(AuthState.authorization);
    }
    const fetch = mockFetch({ 'GET /rest/auth/profile': profile, ...row.reads, [row.change]: refused });
    renderWithProviders(
      <>
        {row.ui}
        <Toaster />
      </>,
      { path: row.path ?? '/' },
    );
    await row.act();
    const [method, path] = row.change.split(' ');
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => init?.method === method && new URL(String(url), 'http://localhost').pathname === path)).toBe(true));
    const where = row.shows === 'inline' ? '.form-error' : '.toast__message';
    await waitFor(() => expect(Array.from(document.querySelectorAll(where), (el) => el.textContent)).toContain(REFUSAL));
  });
});
