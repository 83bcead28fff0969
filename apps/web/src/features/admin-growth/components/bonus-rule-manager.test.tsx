import { AuthState } from '@snsshop/shared/common';
import type { AdminBonusRule } from '@snsshop/shared/growth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { BonusRuleManager } from './bonus-rule-manager';

resetBetweenTests(AuthState.authorization);

// December in Korean time: from the first moment of 12/1 to the first moment of 1/1 (12/31 is paid in full)
const december: AdminBonusRule = {
  id: 4,
  name: '연말 이벤트',
  kind: 'percent',
  amount: 10,
  minCharge: 0,
  maxBonus: null,
  firstChargeOnly: false,
  perMember: 'every',
  periodDays: null,
  startsAt: '2026-11-30T15:00:00.000Z',
  endsAt: '2026-12-31T15:00:00.000Z',
  enabled: true,
  granted: 0,
  grantedPoints: 0,
  createdAt: '2026-11-21T03:00:00.000Z',
};

describe('charge bonus rules in the console', () => {
  it('sends an end date as the whole Korean day and shows a rule by the days the owner picked', async () => {
    let created: unknown;
    mockFetch({
      'GET /rest/admin/growth/bonus-rules': { body: [december] },
      'GET /rest/admin/growth/bonus-shortfalls': { body: [] },
      'POST /rest/admin/growth/bonus-rules': (init) => {
        created = JSON.parse(String(init?.body));
        return { status: 201, body: { ...december, id: 5 } };
      },
    });
    renderWithProviders(<BonusRuleManager />);
    const table = await screen.findByRole('table', { name: '충전 보너스 규칙 목록' });
    expect(within(table).getByText('2026-12-01 ~ 2026-12-31')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '연말 이벤트 수정' }));
    const edit = screen.getByRole('dialog', { name: '보너스 규칙 수정' });
    expect((within(edit).getByLabelText(/시작일/) as HTMLInputElement).value).toBe('2026-12-01');
    expect((within(edit).getByLabelText(/종료일/) as HTMLInputElement).value).toBe('2026-12-31');
    fireEvent.click(within(edit).getByRole('button', { name: '취소' }));

    fireEvent.click(screen.getByRole('button', { name: '보너스 규칙 추가' }));
    const add = screen.getByRole('dialog', { name: '보너스 규칙 추가' });
    fireEvent.change(within(add).getByLabelText('이름'), { target: { value: '연말 하루' } });
    fireEvent.change(within(add).getByLabelText(/시작일/), { target: { value: '2026-12-31' } });
    fireEvent.change(within(add).getByLabelText(/종료일/), { target: { value: '2026-12-31' } });
    fireEvent.click(within(add).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(created).toMatchObject({ name: '연말 하루', startsAt: '2026-12-30T15:00:00.000Z', endsAt: '2026-12-31T15:00:00.000Z' }));
  });
});
