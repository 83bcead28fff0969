import type { AdminReceipt } from '@snsshop/shared/charges';
import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ReceiptQueue } from './receipt-queue';

resetBetweenTests(AuthState.authorization);

const doc = (over: Partial<AdminReceipt>): AdminReceipt => ({
  id: 3,
  chargeId: 12,
  loginId: 'member7',
  kind: 'tax',
  role: 'issue',
  label: '세금계산서',
  documentKey: 'SC12',
  status: 'pending',
  statusText: '발급 대기',
  number: null,
  amount: 11_000,
  supply: 10_000,
  tax: 1_000,
  total: 11_000,
  buyer: { phone: '021234567', businessNumber: '1234567891', company: '(주)가나다', ceo: '김대표', email: 'tax@example.com' },
  originalNumber: null,
  recordedBy: null,
  attempts: 0,
  lastError: null,
  deadlineAt: '2026-12-10T15:00:00.000Z',
  createdAt: '2026-11-27T03:00:00.000Z',
  issuedAt: null,
  ...over,
});
const amend = doc({ id: 4, role: 'cancel', label: '수정세금계산서', documentKey: 'SC12-C1', amount: 5_500, supply: -5_000, tax: -500, total: -5_500, originalNumber: '202601054100' });

function setup(record: () => { status?: number; body: unknown } = () => ({ body: { message: '홈택스 발급을 기록했습니다.' } })) {
  const fetch = mockFetch({
    'GET /rest/admin/receipts': { body: { connected: false, selfIssue: false, receipts: [doc({}), amend] } },
    'POST /rest/admin/receipts/3/record': record,
  });
  renderWithProviders(
    <>
      <ReceiptQueue />
      <Toaster />
    </>,
    { path: '/admin/charges' },
  );
  return fetch;
}

describe('receipts without Popbill', () => {
  it('shows what 홈택스 asks for, the supply value and VAT, and an amending invoice as negative', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '현금영수증·세금계산서 목록' });
    const [, first, second] = within(table).getAllByRole('row');
    for (const text of ['사업자등록번호 1234567891', '상호 (주)가나다', '대표자 김대표', '이메일 tax@example.com', '11,000원', '공급가액 10,000원', '부가세 1,000원']) expect(first!.textContent).toContain(text);
    for (const text of ['-5,500원', '공급가액 -5,000원', '부가세 -500원', '원본 승인번호 202601054100']) expect(second!.textContent).toContain(text);
    expect(screen.getByText(/홈택스 발급 기록으로 승인번호를 남겨주세요/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '발급 대기 CSV 내려받기' })).toBeTruthy();
  });

  it('records the 승인번호 of one issued at 홈택스, refusing a malformed number before sending', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: '문서 SC12 홈택스 발급 기록' }));
    const dialog = screen.getByRole('dialog', { name: '홈택스 발급 기록' });
    expect(dialog.textContent).toContain('공급가액 10,000원 · 부가세 1,000원 · 합계 11,000원');
    fireEvent.change(within(dialog).getByLabelText('국세청 승인번호'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '발급 완료로 기록' }));
    expect(within(dialog).getByText('국세청 승인번호를 숫자·영문 8~24자로 입력해주세요.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('국세청 승인번호'), { target: { value: '2026-0105-4100' } });
    fireEvent.change(within(dialog).getByLabelText('발급일'), { target: { value: '2026-11-28' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '발급 완료로 기록' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('/rest/admin/receipts/3/record');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ number: '202601054100', issuedOn: '2026-11-28' });
    expect(await screen.findByText('홈택스 발급을 기록했습니다.')).toBeTruthy();
  });

  it('keeps the dialog open with the server\'s reason when the receipt was recorded already', async () => {
    setup(() => ({ status: 409, body: { statusCode: 409, message: '이미 발급 완료로 기록된 영수증입니다.' } }));
    fireEvent.click(await screen.findByRole('button', { name: '문서 SC12 홈택스 발급 기록' }));
    const dialog = screen.getByRole('dialog', { name: '홈택스 발급 기록' });
    fireEvent.change(within(dialog).getByLabelText('국세청 승인번호'), { target: { value: '123456789' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '발급 완료로 기록' }));
    expect(await within(dialog).findByText('이미 발급 완료로 기록된 영수증입니다.')).toBeTruthy();
  });
});
