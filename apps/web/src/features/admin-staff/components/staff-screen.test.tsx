import { AuthState } from '@snsshop/shared/common';
import { rolePermissions, staffRoles, type StaffMember } from '@snsshop/shared/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { StaffScreen } from './staff-screen';

resetBetweenTests(AuthState.authorization);

const member = (memberId: number, loginId: string, over: Partial<StaffMember> = {}): StaffMember => ({
  memberId,
  loginId,
  role: 'support',
  status: 'active',
  twoFactorEnrolled: true,
  twoFactorRequired: true,
  twoFactorLock: null,
  activeSessions: 0,
  lastUsedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
const owner = member(1, 'boss', { role: 'owner' });
const policy = { twoFactorRoles: [...staffRoles], stepUpMinutes: 10, chargeStepUpAbove: 100000 };
const base = {
  'GET /rest/admin/me': { body: { id: 1, loginId: 'boss', role: 'owner', permissions: [...rolePermissions.owner], twoFactor: 'ok' } },
  'GET /rest/admin/staff/policy': { body: policy },
  'GET /rest/admin/staff/sessions': { body: [] },
};

describe('the staff screen', () => {
  it('shows a held and a timed 2FA lock in Korean, and the owner unlocks the held one', async () => {
    let held = member(2, 'helper', { twoFactorLock: 'held' });
    const fetch = mockFetch({
      ...base,
      'GET /rest/admin/staff': () => ({ body: [owner, held, member(3, 'counter', { role: 'accountant', twoFactorLock: 'timed' })] }),
      'POST /rest/admin/staff/2/two-factor/unlock': () => {
        held = { ...held, twoFactorLock: null };
        return { body: held };
      },
    });
    renderWithProviders(<StaffScreen />, { path: '/admin/staff' });
    const table = await screen.findByRole('table', { name: '운영자 목록' }, { timeout: 5000 });
    const row = (id: string) => within(table).getByText(id).closest('tr')!;
    expect(within(row('helper')).getByText('2단계 인증 잠김 (대표 해제 필요)')).toBeTruthy();
    expect(within(row('counter')).getByText('2단계 인증 잠김 (15분 뒤 자동 해제)')).toBeTruthy();
    expect(within(row('boss')).queryByRole('button', { name: '잠금 해제' })).toBeNull();

    fireEvent.click(within(row('helper')).getByRole('button', { name: '잠금 해제' }));
    await waitFor(() => expect(within(row('helper')).queryByText('2단계 인증 잠김 (대표 해제 필요)')).toBeNull());
    expect(within(row('helper')).getByText('등록')).toBeTruthy();
    expect(fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/staff/2/two-factor/unlock') && init?.method === 'POST')).toHaveLength(1);
  });

  it('warns that a role without 2FA opens the console with a password alone and reads members’ personal data', async () => {
    mockFetch({ ...base, 'GET /rest/admin/staff': { body: [owner] } });
    renderWithProviders(<StaffScreen />, { path: '/admin/staff' });
    const form = await screen.findByRole('group', { name: '2단계 인증을 꼭 써야 하는 역할' }, { timeout: 5000 });
    expect(screen.queryByText(/비밀번호만으로 관리자 화면에 들어옵니다/)).toBeNull();
    fireEvent.click(within(form).getByRole('checkbox', { name: '상담' }));
    const warning = screen.getByText(/비밀번호만으로 관리자 화면에 들어옵니다/);
    expect(warning.textContent).toContain('상담 역할은 2단계 인증 없이');
    expect(warning.textContent).toContain('개인정보');
    fireEvent.click(within(form).getByRole('checkbox', { name: '상담' }));
    expect(screen.queryByText(/비밀번호만으로 관리자 화면에 들어옵니다/)).toBeNull();
  });

  it('tells the owner, with the temporary password, that the new staff member sets their own password first', async () => {
    mockFetch({
      ...base,
      'GET /rest/admin/staff': { body: [owner] },
      'POST /rest/admin/staff': { status: 201, body: { staff: member(4, 'newbie'), temporaryPassword: 'Temp-abcd-1234' } },
    });
    renderWithProviders(<StaffScreen />, { path: '/admin/staff' });
    fireEvent.change(await screen.findByLabelText('새 운영자 아이디', {}, { timeout: 5000 }), { target: { value: 'newbie' } });
    fireEvent.click(screen.getByRole('button', { name: '초대' }));
    const note = (await screen.findByText('Temp-abcd-1234')).closest('p')!;
    expect(note.textContent).toContain('Temp-abcd-1234');
    expect(note.textContent).toContain('먼저 새 비밀번호를 정하게 하고');
  });
});
