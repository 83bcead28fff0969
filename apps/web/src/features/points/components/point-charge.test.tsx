import type { ChargeRequested } from '@snsshop/shared/charges';
import { AuthState, msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { setAuthState } from '../../../lib/auth-state';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { PointCharge } from './point-charge';
import { apiPaths } from '../../../config/paths';
import { memberApiPaths } from '../../../config/member-api-paths';
import { get, mockApi, post, refuse, type ApiMock } from '../../../testing/mock-api';
import { noBonusOffers, noCharges, noRefunds } from '../../../testing/quiet-answers';
import { shopSettings, type ShopSettingValues } from '../../../testing/shop-settings';

resetBetweenTests(AuthState.authorization);

const baseSettings: Partial<ShopSettingValues> = {
  ENABLE_PAYMENT_FEE: true,
  ENABLE_PAYMENT_TYPE: 'ALL',
  POINT_CHARGE_BUTTON_OPTIONS: [50, 500, 1000, 5000, 10000, 50000],
};

const requested: ChargeRequested = {
  charge: { id: 12, createdAt: '2026-11-21T03:00:00.000Z', point: 10000, status: 0, responseAt: null },
  depositor: '홍길동',
  feeType: 'FEE',
  payAmount: 11000,
  bank: { bankName: '국민은행', accountNumber: '123456-01-234567', displayText: '예금주: 주식회사 성장파트너스', bankCode: '004' },
  expiresAt: '2026-11-21T06:00:00.000Z',
};

function setup(settings: Partial<ShopSettingValues> = baseSettings, ...answers: ApiMock[]) {
  const fetch = mockApi(
    get(apiPaths.settings, shopSettings(settings)),
    noCharges,
    noBonusOffers,
    noRefunds,
    ...answers,
  );
  const view = renderWithProviders(
    <>
      <PointCharge />
      <Toaster />
    </>,
    { path: '/point' },
  );
  return { fetch, view };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '충전 신청하기' }));
const alerts = () => screen.queryAllByRole('alert').map((el) => el.textContent);
const amountInput = () => screen.getByLabelText('충전 금액') as HTMLInputElement;
const payAmount = () => screen.getByTestId('pay-amount').textContent;
const posts = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('charge form', () => {
  it('asks for the depositor name first, then a non-zero amount, before sending anything', async () => {
    const { fetch } = setup();
    await screen.findByRole('button', { name: '+1만원' });
    submit();
    expect(alerts()).toContain(msg.charge.nameRequired);
    expect(msg.charge.nameRequired).toBe('입금자명을 입력해주세요.');
    fill('입금자명', '홍길동');
    submit();
    expect(alerts()).toContain(msg.charge.pointRequired);
    expect(msg.charge.pointRequired).toBe('충전 금액을 설정해주세요.');
    expect(posts(fetch)).toHaveLength(0);
  });

  it('labels the quick-add buttons by size, adds their amounts, and the reset icon sets 0', async () => {
    setup();
    const quick = within(await screen.findByRole('list', { name: '충전 금액 빠르게 더하기' }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual(['+50원', '+5백원', '+1천원', '+5천원', '+1만원', '+5만원']);
    fireEvent.click(quick.getByRole('button', { name: '+1만원' }));
    fireEvent.click(quick.getByRole('button', { name: '+1만원' }));
    fireEvent.click(quick.getByRole('button', { name: '+5천원' }));
    expect(amountInput().value).toBe('25,000');
    expect(payAmount()).toBe('25,000원');
    fireEvent.click(screen.getByRole('button', { name: '충전 금액 초기화' }));
    expect(amountInput().value).toBe('');
    expect(payAmount()).toBe('0원');
    fill('충전 금액', '12,3a4');
    expect(amountInput().value).toBe('1,234');
  });

  it('clears the filled-in invoice details when the receipt type changes', async () => {
    setup();
    fireEvent.click(await screen.findByLabelText('세금계산서'));
    fill('상호(회사명)', '주식회사 가나다');
    fill('사업자등록번호', '123-45-67890');
    fireEvent.click(screen.getByLabelText('현금영수증'));
    expect(screen.queryByLabelText('상호(회사명)')).toBeNull();
    fill('현금영수증 받을 휴대폰 번호', '01012345678');
    fireEvent.click(screen.getByLabelText('세금계산서'));
    expect((screen.getByLabelText('상호(회사명)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('사업자등록번호') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByLabelText('현금영수증'));
    expect((screen.getByLabelText('현금영수증 받을 휴대폰 번호') as HTMLInputElement).value).toBe('');
  });

  it('shows 1.1 × the points to pay for a tax invoice only when the payment fee is on', async () => {
    const { view } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '+1만원' }));
    expect(payAmount()).toBe('10,000원');
    fireEvent.click(screen.getByLabelText('세금계산서'));
    expect(payAmount()).toBe('11,000원');
    expect(screen.getByText('1,000원')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('현금영수증'));
    expect(payAmount()).toBe('10,000원');
    view.unmount();

    setup({ ...baseSettings, ENABLE_PAYMENT_FEE: false });
    fireEvent.click(await screen.findByRole('button', { name: '+1만원' }));
    fireEvent.click(screen.getByLabelText('세금계산서'));
    expect(payAmount()).toBe('10,000원');
  });

  it('offers only the receipt types ENABLE_PAYMENT_TYPE allows', async () => {
    const { view } = setup({ ...baseSettings, ENABLE_PAYMENT_TYPE: 'NO_FEE' });
    await screen.findByRole('button', { name: '+1만원' });
    expect(screen.queryByRole('radio')).toBeNull();
    view.unmount();

    setup({ ...baseSettings, ENABLE_PAYMENT_TYPE: 'CASH_AND_FEE' });
    await screen.findByRole('button', { name: '+1만원' });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['세금계산서', '현금영수증']);
    expect((screen.getByLabelText('세금계산서') as HTMLInputElement).checked).toBe(true);
  });

  it('checks the invoice details, sends the request and shows the deposit instructions', async () => {
    let sent: unknown;
    const { fetch } = setup(
      baseSettings,
      post(memberApiPaths.pointCharge, ({ body }) => {
        sent = body;
        return requested;
      }),
    );
    fill('입금자명', '홍길동');
    fireEvent.click(await screen.findByRole('button', { name: '+1만원' }));
    fireEvent.click(screen.getByLabelText('세금계산서'));
    submit();
    expect(alerts()).toContain(msg.charge.companyRequired);
    expect(posts(fetch)).toHaveLength(0);

    const invoice = {
      '상호(회사명)': '주식회사 가나다',
      사업자등록번호: '123-45-67891',
      대표자명: '김대표',
      연락처: '010-1234-5678',
      업태: '서비스업',
      종목: '광고대행',
      '사업장 주소': '서울특별시 강남구 테헤란로 1',
      '세금계산서 받을 이메일': 'tax@example.com',
    };
    for (const [label, value] of Object.entries(invoice)) fill(label, value);
    submit();

    const panel = within(await screen.findByRole('region', { name: '입금 안내' }));
    expect(sent).toEqual({
      name: '홍길동',
      point: 10000,
      feeType: 'FEE',
      feeValue: {
        company: '주식회사 가나다',
        businessNumber: '123-45-67891',
        leader: '김대표',
        phone: '010-1234-5678',
        jobType: '서비스업',
        jobType2: '광고대행',
        address: '서울특별시 강남구 테헤란로 1',
        email: 'tax@example.com',
      },
    });
    expect(screen.getByText(msg.charge.success)).toBeTruthy();
    expect(msg.charge.success).toBe('아래 정보를 확인해주세요.');
    expect(panel.getByText('국민은행')).toBeTruthy();
    expect(panel.getByText('123456-01-234567')).toBeTruthy();
    expect(panel.getByText('주식회사 성장파트너스')).toBeTruthy();
    expect(panel.getByTestId('deposit-amount').textContent).toBe('11,000원');
    // The amount starts over, so an accidental second request is not the same one again.
    expect(amountInput().value).toBe('');
    expect(panel.getByText(/3시간 이내/)).toBeTruthy();
    expect(panel.getByText(msg.charge.autoCancelNote)).toBeTruthy();
    expect(panel.getByText(msg.charge.autoCreditNote)).toBeTruthy();
    // No Toss button off a phone.
    expect(panel.queryByRole('button', { name: /토스/ })).toBeNull();
  });

  it("shows the server's message when the request is refused, and the general one otherwise", async () => {
    let reply = refuse(400, '최소 충전 금액은 1,000원입니다.');
    setup(baseSettings, post(memberApiPaths.pointCharge, () => reply));
    fill('입금자명', '홍길동');
    fireEvent.click(await screen.findByRole('button', { name: '+5백원' }));
    submit();
    await waitFor(() => expect(alerts()).toContain('최소 충전 금액은 1,000원입니다.'));
    reply = refuse(500, '');
    submit();
    await waitFor(() => expect(alerts()).toContain(msg.charge.failed));
    expect(msg.charge.failed).toBe('오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
    expect(screen.queryByRole('region', { name: '입금 안내' })).toBeNull();
  });

  it('blocks a guest before any request', async () => {
    setAuthState(AuthState.guest);
    const { fetch } = setup();
    fill('입금자명', '홍길동');
    fireEvent.click(await screen.findByRole('button', { name: '+1만원' }));
    submit();
    expect(alerts()).toContain(msg.common.guestBlocked);
    expect(posts(fetch)).toHaveLength(0);
  });

  it('offers the Toss mobile deposit only on a phone with the setting on', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
    const { view } = setup({ ...baseSettings, ENABLE_TOSS_PAYMENT: true }, post(memberApiPaths.pointCharge, requested));
    fill('입금자명', '홍길동');
    fireEvent.click(await screen.findByRole('button', { name: '+1만원' }));
    submit();
    const panel = within(await screen.findByRole('region', { name: '입금 안내' }));
    expect(panel.getByRole('button', { name: '토스로 간편 입금하기' })).toBeTruthy();
    view.unmount();

    setup({ ...baseSettings, ENABLE_TOSS_PAYMENT: false }, post(memberApiPaths.pointCharge, requested));
    fill('입금자명', '홍길동');
    fireEvent.click(await screen.findByRole('button', { name: '+1만원' }));
    submit();
    const again = within(await screen.findByRole('region', { name: '입금 안내' }));
    expect(again.queryByRole('button', { name: '토스로 간편 입금하기' })).toBeNull();
  });

  it('asks a 지출증빙용 cash receipt for the business number and sends it with its purpose', async () => {
    let sent: unknown;
    const { fetch } = setup(
      baseSettings,
      post(memberApiPaths.pointCharge, ({ body }) => {
        sent = body;
        return { ...requested, feeType: 'CASH', payAmount: 10000 };
      }),
    );
    fill('입금자명', '홍길동');
    fireEvent.click(await screen.findByRole('button', { name: '+1만원' }));
    fireEvent.click(screen.getByLabelText('현금영수증'));
    expect((screen.getByLabelText('소득공제용 (개인)') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('지출증빙용 (사업자)'));
    expect(screen.queryByLabelText('현금영수증 받을 휴대폰 번호')).toBeNull();
    fill('현금영수증 받을 사업자등록번호', '123-45-678');
    submit();
    expect(alerts()).toContain(msg.charge.businessNumberInvalid);
    expect(posts(fetch)).toHaveLength(0);
    // ten digits whose last one does not check the others: a mistyped number is refused before sending
    fill('현금영수증 받을 사업자등록번호', '123-45-67890');
    submit();
    expect(alerts()).toContain(msg.charge.businessNumberWrong);
    expect(posts(fetch)).toHaveLength(0);
    fill('현금영수증 받을 사업자등록번호', '123-45-67891');
    submit();
    await screen.findByRole('region', { name: '입금 안내' });
    expect(sent).toEqual({ name: '홍길동', point: 10000, feeType: 'CASH', feeValue: { purpose: 'expense', businessNumber: '123-45-67891' } });
  });
});
