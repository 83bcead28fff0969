import { AuthState } from '@snsshop/shared/common';
import type { BonusOffers } from '@snsshop/shared/growth';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { PointCharge } from './point-charge';
import { apiPaths } from '../../../config/paths';
import { memberApiPaths } from '../../../config/member-api-paths';
import { get, mockApi } from '../../../testing/mock-api';
import { noRefunds } from '../../../testing/quiet-answers';
import { shopSettings } from '../../../testing/shop-settings';

resetBetweenTests(AuthState.authorization);

type Offer = BonusOffers['offers'][number];
const offer = (id: number, over: Partial<Offer>): Offer => ({ id, name: `규칙 ${id}`, kind: 'percent', amount: 10, minCharge: 0, maxBonus: null, firstChargeOnly: false, endsAt: null, ...over });

describe('charge bonus on /point', () => {
  it('shows the running event and the best bonus for the amount typed; the amount to pay stays the charge', async () => {
    mockApi(
      get(apiPaths.settings, shopSettings({ ENABLE_PAYMENT_TYPE: 'NONE', POINT_CHARGE_BUTTON_OPTIONS: [10000] })),
      get(memberApiPaths.pointHistoryPage, { charges: [{ id: 3, createdAt: '2026-11-21T03:00:00.000Z', point: 50000, status: 1, responseAt: '2026-11-21T03:05:00.000Z', payAmount: 50000, receipt: null, bonus: 5000 }], counts: { all: 1, byStatus: { 1: 1 } }, next: [] }),
      noRefunds,
      get(memberApiPaths.chargeBonus, { offers: [offer(1, { name: '10만원 이벤트', minCharge: 100000, maxBonus: 30000 }), offer(2, { name: '고정 보너스', kind: 'fixed', amount: 3000, endsAt: '2026-12-31T15:00:00.000Z' })] }),
    );
    renderWithProviders(<PointCharge />, { path: '/point' });
    expect((await screen.findByRole('note', { name: '충전 이벤트' })).textContent).toContain('100,000원 이상 충전 시 10% 추가 적립 (최대 30,000원)');
    // a rule that stops as 1/1 begins in Korea is shown as running until 12/31, whatever the phone's time zone
    expect(screen.getByRole('note', { name: '충전 이벤트' }).textContent).toContain('2026.12.31까지');
    expect(await screen.findByText('+5,000원 보너스')).toBeTruthy(); // the history
    const amount = screen.getByLabelText('충전 금액') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '20000' } });
    expect(screen.getByTestId('bonus-preview').textContent).toBe('+3,000원 보너스');
    fireEvent.change(amount, { target: { value: '500000' } });
    expect(screen.getByTestId('bonus-preview').textContent).toBe('+30,000원 보너스');
    expect(screen.getByTestId('pay-amount').textContent).toBe('500,000원');
  });
});
