import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminProvider } from '../../../testing/admin-provider';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ProviderForm } from './provider-form';

resetBetweenTests(AuthState.authorization);

const provider = adminProvider(3);

describe('provider form', () => {
  it('turns the same-link guard off for a panel that takes a second order for one link, with a hint saying what it changes', async () => {
    const onDone = vi.fn();
    const fetch = mockFetch({ 'PATCH /rest/admin/providers/3': (init) => ({ body: { ...provider, ...(JSON.parse(String(init?.body)) as object) } }) });
    renderWithProviders(<ProviderForm provider={provider} onDone={onDone} />);
    const guard = screen.getByRole('switch', { name: '같은 링크 중복 주문 거부 (대부분의 패널)' }) as HTMLInputElement;
    expect(guard.checked).toBe(true);
    expect(screen.getByText(/끄면 바로 보류해 관리자 확인을 기다립니다/)).toBeTruthy();
    fireEvent.click(guard);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ guardsLink: false, name: '해외패널' });
  });
});
