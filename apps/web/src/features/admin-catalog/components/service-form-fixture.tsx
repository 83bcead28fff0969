import type { AdminCategory, AdminPlatform, AdminProvider, AdminService } from '@snsshop/shared/catalog';
import { vi } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ServiceForm } from './service-form';

/** Tests only: the console's service dialog with one platform, category and provider, and an imported service to edit (id 55). */
export const platforms: AdminPlatform[] = [{ id: 1, text: '인스타그램', visible: true, background: '#e1306c', sortOrder: 0, iconUrl: null, categoryCount: 1 }];
export const categories: AdminCategory[] = [{ id: 10, platformId: 1, text: '팔로워', visible: true, sortOrder: 0, serviceCount: 0 }];
export const providers: AdminProvider[] = [
  { id: 3, name: '해외패널', baseUrl: 'https://panel.example.com/api/v2', apiKeyMasked: 'abcd••••6789', timeoutMs: 15000, enabled: true, exchangeRate: 1400, guardsLink: true, serviceCount: 0, createdAt: '', updatedAt: '' },
];
export const imported: AdminService = {
  id: 55,
  categoryId: 10,
  platformId: 1,
  text: 'Instagram Followers [Real]',
  notice: '',
  min: 10,
  max: 10000,
  pricePer1000: '1540',
  priceE7: 15_400_000,
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

export function setupServiceForm(service: AdminService | null = null) {
  const onDone = vi.fn();
  const fetch = mockFetch({
    'POST /rest/admin/services': (init) => ({ status: 201, body: { ...imported, ...(JSON.parse(String(init?.body)) as object), id: 77 } }),
    'PATCH /rest/admin/services/55': (init) => ({ body: { ...imported, ...(JSON.parse(String(init?.body)) as object) } }),
  });
  renderWithProviders(<ServiceForm service={service} platforms={platforms} categories={categories} providers={providers} onDone={onDone} />);
  return { fetch, onDone };
}
