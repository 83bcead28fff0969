import type { Paged } from '@snsshop/shared/admin';
import type { AdminCharge, AdminReceiptList } from '@snsshop/shared/charges';
import { AuthState, msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { adminApiPaths } from '../../../config/admin-paths';
import { get, mockApi, post, refuse, type ApiMock } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ChargeDesk } from './charge-desk';

resetBetweenTests(AuthState.authorization);

const pending: AdminCharge = {
  id: 12,
  createdAt: '2026-11-21T03:00:00.000Z',
  point: 10000,
  status: 0,
  responseAt: null,
  memberId: 7,
  loginId: 'member7',
  depositor: '홍길동',
  payAmount: 11000,
  feeType: 'FEE',
  feeValue: null,
  expiresAt: '2026-11-21T06:00:00.000Z',
  decidedBy: null,
  orderNumber: 'C12',
  registeredForMatching: false,
  tossOrderId: null,
  receipt: null,
};

const noReceipts: AdminReceiptList = { connected: true, selfIssue: false, receipts: [] };
/** The desk's answer: a page of charges. */
const paged = (items: AdminCharge[], more: Partial<Paged<AdminCharge>> = {}): Paged<AdminCharge> => ({ items, total: items.length, page: 1, size: 20, ...more });
/** What the desk reads: its charges, no unmatched deposits, and the receipts. */
const desk = (charges: ApiMock, receipts: AdminReceiptList = noReceipts) => [charges, get(adminApiPaths.deposits, []), get(adminApiPaths.receipts, receipts)];

function setup() {
  let approved = false;
  const fetch = mockApi(
    ...desk(get(adminApiPaths.charges, () => paged(approved ? [] : [pending]))),
    post(adminApiPaths.chargeApprove(12), () => {
      approved = true;
      return { ...pending, status: 1, responseAt: '2026-11-21T03:05:00.000Z', decidedBy: 'admin' };
    }),
  );
  renderWithProviders(
    <>
      <ChargeDesk />
      <Toaster />
    </>,
    { path: '/admin/charges' },
  );
  return fetch;
}

const posts = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

describe('charge desk', () => {
  it('lists a pending charge with depositor, amount and time, and approves it only after the confirm step', async () => {
    const fetch = setup();
    const table = await screen.findByRole('table', { name: '충전 신청 목록' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('홍길동');
    expect(row.textContent).toContain('10,000원');
    expect(row.textContent).toContain('11,000원');
    expect(row.textContent).toContain('2026.11.21');

    // First click only asks.
    fireEvent.click(within(row).getByRole('button', { name: '충전 12 승인' }));
    const dialog = screen.getByRole('alertdialog', { name: '충전 승인' });
    expect(dialog.textContent).toContain('11,000원');
    expect(posts(fetch)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(fetch)).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: '충전 12 승인' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '승인하기' }));
    await waitFor(() => expect(posts(fetch)).toEqual(['/rest/admin/charges/12/approve']));
    expect(await screen.findByText(msg.charge.approved)).toBeTruthy();
    // The queue is asked again and the charge has left it.
    expect(await screen.findByText('승인을 기다리는 충전 신청이 없습니다.')).toBeTruthy();
  });

  it('shows the server message when the charge was already settled', async () => {
    const fetch = mockApi(...desk(get(adminApiPaths.charges, paged([pending]))), post(adminApiPaths.chargeReject(12), refuse(409, msg.charge.notPending)));
    renderWithProviders(
      <>
        <ChargeDesk />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '충전 12 거절' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '충전 거절' })).getByRole('button', { name: '거절하기' }));
    expect(await screen.findByText(msg.charge.notPending)).toBeTruthy();
    expect(posts(fetch)).toEqual(['/rest/admin/charges/12/reject']);
  });

  it('shows a credited charge\'s receipt number and sends a failed receipt again', async () => {
    const credited: AdminCharge = {
      ...pending,
      status: 1,
      responseAt: '2026-11-21T03:05:00.000Z',
      decidedBy: 'webhook',
      receipt: {
        kind: 'tax',
        purpose: 'tax',
        label: '세금계산서',
        status: 'issued',
        statusText: '발급 완료',
        number: '20261121410000001234',
        documentKey: 'C12',
        amount: 11000,
        reversals: [{ label: '수정세금계산서', status: 'pending', statusText: '발급 대기', number: null, amount: 5500 }],
      },
    };
    const failed: AdminReceiptList['receipts'][number] = {
      id: 3,
      chargeId: 13,
      loginId: 'member8',
      kind: 'cash',
      role: 'issue',
      label: '현금영수증 (소득공제용)',
      documentKey: 'C13',
      status: 'failed',
      statusText: '발급 실패',
      number: null,
      amount: 20000,
      supply: 18182,
      tax: 1818,
      total: 20000,
      buyer: { phone: '01023456789', businessNumber: null, company: null, ceo: null, email: null },
      originalNumber: null,
      recordedBy: null,
      attempts: 1,
      lastError: '식별번호가 유효하지 않습니다.',
      deadlineAt: '2026-11-26T03:00:00.000Z',
      createdAt: '2026-11-21T03:00:00.000Z',
      issuedAt: null,
    };
    const fetch = mockApi(
      ...desk(get(adminApiPaths.charges, paged([credited])), { connected: true, selfIssue: false, receipts: [failed] }),
      post(adminApiPaths.receiptRetry(3), { message: '다시 발급하도록 예약했습니다.' }),
    );
    renderWithProviders(
      <>
        <ChargeDesk />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '전체' }));
    const table = await screen.findByRole('table', { name: '충전 신청 목록' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('세금계산서 발급 완료');
    expect(row.textContent).toContain('승인번호 20261121410000001234');
    expect(row.textContent).toContain('수정세금계산서 5,500원 · 발급 대기');

    const receipts = await screen.findByRole('table', { name: '현금영수증·세금계산서 목록' });
    expect(receipts.textContent).toContain('식별번호가 유효하지 않습니다.');
    fireEvent.click(within(receipts).getByRole('button', { name: '문서 C13 다시 발급' }));
    await waitFor(() => expect(posts(fetch)).toEqual(['/rest/admin/receipts/3/retry']));
    expect(await screen.findByText('다시 발급하도록 예약했습니다.')).toBeTruthy();
  });

  it('asks the server for the chip, the search and the page the owner picks, the page by where it starts', async () => {
    const asked: URL[] = [];
    mockApi(
      ...desk(
        get(adminApiPaths.charges, ({ url }) => {
          asked.push(url);
          return paged([pending], { total: 45, cursors: [{ page: 2, after: 30 }] });
        }),
      ),
    );
    renderWithProviders(<ChargeDesk />, { path: '/admin/charges' });
    await screen.findByRole('table', { name: '충전 신청 목록' });
    expect(screen.getByText('총 45건')).toBeTruthy();
    const last = () => Object.fromEntries(asked.at(-1)!.searchParams);
    expect(last()).toEqual({ status: 'pending', page: '1', size: '20' });

    fireEvent.change(screen.getByLabelText('입금자명 또는 아이디'), { target: { value: ' 홍길 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(last()).toEqual({ status: 'pending', q: '홍길', page: '1', size: '20' }));
    fireEvent.click(within(screen.getByRole('region', { name: '충전 신청' })).getByRole('button', { name: '전체' }));
    await waitFor(() => expect(last()).toEqual({ q: '홍길', page: '1', size: '20' }));
    fireEvent.click(screen.getByRole('button', { name: '2페이지' }));
    await waitFor(() => expect(last()).toEqual({ q: '홍길', page: '2', after: '30', size: '20' }));
  });

  it('tells the owner to issue by hand when Popbill is not configured', async () => {
    mockApi(...desk(get(adminApiPaths.charges, paged([])), { connected: false, selfIssue: false, receipts: [] }));
    renderWithProviders(<ChargeDesk />);
    expect(await screen.findByText(/팝빌 연동이 설정되지 않아 자동으로 발급하지 않습니다/)).toBeTruthy();
  });
});
