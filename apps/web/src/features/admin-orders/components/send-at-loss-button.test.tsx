import { routeMessages } from '@snsshop/shared/catalog';
import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOrder } from '../../../testing/admin-order';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { OrderActions } from './order-actions';

resetBetweenTests(AuthState.authorization);

const held = adminOrder(41, { status: 0, providerOrderId: null, held: true, heldReason: 'cost_guard', canRedispatch: true, lastError: 'held: 원가 보호: 판매가보다 원가가 높거나 최소 마진에 못 미쳐 보낼 수 있는 공급 경로가 없습니다' });

describe('an order held by the cost guard', () => {
  it('offers to send it anyway, after a confirmation that says why it waits', async () => {
    const fetch = mockFetch({ 'POST /rest/admin/orders/41/send-at-loss': { body: { order: { ...held, held: false }, message: routeMessages.sentAtLoss } } });
    renderWithProviders(<OrderActions order={held} />);
    fireEvent.click(screen.getByRole('button', { name: '손해 감수하고 보내기' }));
    const dialog = screen.getByRole('alertdialog', { name: '손해를 감수하고 보내기' });
    expect(dialog.textContent).toContain('최소 마진');
    fireEvent.click(within(dialog).getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url) === '/rest/admin/orders/41/send-at-loss' && init?.method === 'POST')).toBe(true));
  });

  it('is not offered for an order held for another reason, whatever its message says', () => {
    mockFetch({});
    renderWithProviders(<OrderActions order={{ ...held, heldReason: 'unknown_outcome' }} />);
    expect(screen.queryByRole('button', { name: '손해 감수하고 보내기' })).toBeNull();
    expect(screen.getByRole('button', { name: '재전송' })).toBeTruthy();
  });
});
