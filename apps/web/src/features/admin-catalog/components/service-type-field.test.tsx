import type { AdminCategory, AdminPlatform, AdminProvider, AdminService } from '@snsshop/shared/catalog';
import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ServiceForm } from './service-form';

resetBetweenTests(AuthState.authorization);

const platforms: AdminPlatform[] = [{ id: 1, text: '인스타그램', visible: true, background: '#e1306c', sortOrder: 0, iconUrl: null, categoryCount: 1 }];
const categories: AdminCategory[] = [{ id: 10, platformId: 1, text: '팔로워', visible: true, sortOrder: 0, serviceCount: 0 }];
const providers: AdminProvider[] = [
  { id: 3, name: '해외패널', baseUrl: 'https://panel.example.com/api/v2', apiKeyMasked: 'abcd••••6789', timeoutMs: 15000, enabled: true, exchangeRate: 1400, guardsLink: true, serviceCount: 0, createdAt: '', updatedAt: '' },
];
const imported: AdminService = {
  id: 55,
  categoryId: 10,
  platformId: 1,
  text: 'Instagram Followers [Real]',
  notice: '',
  min: 10,
  max: 10000,
  price: 1.54,
  priceCenti: 154,
  priceText: '1.54원',
  readOnly: false,
  enableAuto: false,
  cancellable: false,
  visible: false,
  sortOrder: 0,
  providerId: 3,
  providerServiceId: '1024',
  importedRate: '1.1',
  markupPercent: 0,
  priceLocked: false,
  limitsLocked: false,
  createdAt: '2026-11-21T03:00:00.000Z',
  refillMode: 'provider',
  refillDays: 30,
  refillCap: 3,
  refillCooldownHours: 24,
  refillPartial: false,
  suspendReason: null,
  serviceType: 'Default',
};

function setup(service: AdminService | null = null) {
  const onDone = vi.fn();
  const fetch = mockFetch({
    'POST /rest/admin/services': (init) => ({ status: 201, body: { ...imported, ...(JSON.parse(String(init?.body)) as object), id: 77 } }),
    'PATCH /rest/admin/services/55': (init) => ({ body: { ...imported, ...(JSON.parse(String(init?.body)) as object) } }),
  });
  renderWithProviders(<ServiceForm service={service} platforms={platforms} categories={categories} providers={providers} onDone={onDone} />);
  return { fetch, onDone };
}

const form = () => screen.getByRole('form');
const typeSelect = () => within(form()).getByLabelText('상품 유형') as HTMLSelectElement;
const save = () => fireEvent.click(within(form()).getByRole('button', { name: '저장' }));
const sent = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('service type in the editor', () => {
  it('shows the type in Korean with the fields it takes, and sends a changed type alone', async () => {
    const { fetch, onDone } = setup(imported);
    expect(typeSelect().value).toBe('Default');
    expect(within(form()).getByText(/주문 항목: 링크, 수량\./)).toBeTruthy();
    fireEvent.change(typeSelect(), { target: { value: 'Custom Comments' } });
    expect(within(form()).getByText(/주문 항목: 링크, 댓글 내용\. 수량을 보내지 않습니다/)).toBeTruthy();
    expect(within(form()).getByRole('note').textContent).toContain('기본 (링크 + 수량)에서 커스텀 댓글(으)로 바꿉니다');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent(fetch)).toEqual([{ serviceType: 'Custom Comments' }]);
  });

  it('shows an unknown imported type but offers only the known ones; left alone it is not sent', async () => {
    const { fetch, onDone } = setup({ ...imported, serviceType: 'Story Views', readOnly: true });
    expect(typeSelect().value).toBe('Story Views');
    const unknown = within(typeSelect()).getByRole('option', { name: '알 수 없는 유형 (Story Views)' }) as HTMLOptionElement;
    expect(unknown.disabled).toBe(true);
    expect(within(typeSelect()).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled)).toHaveLength(18);
    expect(within(form()).getByText(/알지 못하는 유형이라 주문을 받을 수 없습니다/)).toBeTruthy();
    fireEvent.change(within(form()).getByLabelText('상품명'), { target: { value: '스토리 조회수' } });
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent(fetch)).toEqual([{ text: '스토리 조회수' }]);
  });
});
