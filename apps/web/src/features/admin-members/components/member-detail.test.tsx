import { AuthState, msg } from '@snsshop/shared/common';
import type { AdminMember } from '@snsshop/shared/members';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { MemberDetail } from './member-detail';
import { rolePermissions, type StaffRole } from '@snsshop/shared/staff';

resetBetweenTests(AuthState.authorization);

const member: AdminMember = {
  id: 5,
  loginId: 'member5',
  email: 'm5@example.com',
  phoneNumber: null,
  point: 3000,
  role: 'member',
  status: 'active',
  registerWhere: '지인 추천',
  referralCode: null,
  createdAt: '2026-11-01T03:00:00.000Z',
  deletedAt: null,
};
const empty = { items: [], total: 0, page: 1, size: 20 };

function setup(role: StaffRole = 'owner', permissions: readonly string[] = rolePermissions[role]) {
  const fetch = mockFetch({
    'GET /rest/admin/me': { body: { id: 1, loginId: 'staff1', role, permissions: [...permissions], twoFactor: 'ok' } },
    'GET /rest/admin/members/5': { body: { member, stats: { charged: 10000, spent: 7000, refunded: 0, orders: 2, activeOrders: 1 } } },
    'GET /rest/admin/members/5/ledger': { body: empty },
    'GET /rest/admin/orders': { body: empty },
    'POST /rest/admin/members/5/points': (init) => {
      const body = JSON.parse(String(init?.body)) as { delta: number; reason: string };
      return {
        body: {
          member: { ...member, point: member.point + body.delta },
          entry: { id: 1, delta: body.delta, balanceAfter: member.point + body.delta, kind: 'adjust', refType: null, refId: null, memo: body.reason, createdAt: '2026-11-21T03:00:00.000Z' },
        },
      };
    },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/members/:id" element={<MemberDetail />} />
      </Routes>
      <Toaster />
    </>,
    { path: '/admin/members/5' },
  );
  return fetch;
}

const pointPosts = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/points'));

describe('points adjustment', () => {
  it('is not offered to a support staff member, who still reads the member', async () => {
    setup('support');
    expect(await screen.findByText('3,000원')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '포인트 조정' })).toBeNull();
    expect(screen.queryByRole('region', { name: '계정 관리' })).toBeNull();
  });

  it('refuses to send without a reason, then confirms and sends the signed amount with the reason', async () => {
    const fetch = setup();
    const form = await screen.findByRole('form', { name: '포인트 조정' });
    expect(screen.getByText('3,000원')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('조정 금액(원)'), { target: { value: '10,000' } });
    fireEvent.click(within(form).getByRole('button', { name: '포인트 조정' }));
    expect(within(form).getByRole('alert').textContent).toBe(msg.admin.reasonRequired);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Blank space is not a reason either.
    fireEvent.change(within(form).getByLabelText('사유 (필수)'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: '포인트 조정' }));
    expect(within(form).getByRole('alert').textContent).toBe(msg.admin.reasonRequired);
    expect(pointPosts(fetch)).toEqual([]);

    fireEvent.click(within(form).getByLabelText('차감 (−)'));
    fireEvent.change(within(form).getByLabelText('사유 (필수)'), { target: { value: '입금 오류 정정' } });
    fireEvent.click(within(form).getByRole('button', { name: '포인트 조정' }));
    const dialog = screen.getByRole('alertdialog', { name: '포인트 차감' });
    expect(dialog.textContent).toContain('10,000원');
    expect(dialog.textContent).toContain('입금 오류 정정');
    expect(pointPosts(fetch)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '차감하기' }));

    await waitFor(() => expect(pointPosts(fetch)).toHaveLength(1));
    const body = JSON.parse(String(pointPosts(fetch)[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ delta: -10000, reason: '입금 오류 정정' });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await screen.findByText(msg.admin.pointsAdjusted)).toBeTruthy();
  });

  it('asks for a non-zero whole amount before anything else', async () => {
    const fetch = setup();
    const form = await screen.findByRole('form', { name: '포인트 조정' });
    fireEvent.change(within(form).getByLabelText('사유 (필수)'), { target: { value: '이벤트' } });
    for (const amount of ['', '0', '12.5', '만원']) {
      fireEvent.change(within(form).getByLabelText('조정 금액(원)'), { target: { value: amount } });
      fireEvent.click(within(form).getByRole('button', { name: '포인트 조정' }));
      expect(within(form).getByRole('alert').textContent).toBe(msg.admin.deltaInvalid);
    }
    expect(pointPosts(fetch)).toEqual([]);
  });
});

describe('the member\'s 포인트 내역', () => {
  it('is shown with the statement permission', async () => {
    const fetch = setup('support');
    expect(await screen.findByRole('region', { name: '포인트 내역' })).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/members/5/ledger'))).toBe(true));
  });

  it('is neither shown nor asked for without it', async () => {
    const fetch = setup('support', rolePermissions.support.filter((p) => p !== 'statement'));
    expect(await screen.findByRole('region', { name: '회원 정보' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '포인트 내역' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/members/5/ledger'))).toBe(false);
  });
});
