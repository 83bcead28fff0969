import type { AdminProvider } from '@snsshop/shared/catalog';

/** A provider as the console's provider endpoints answer it: a foreign panel, enabled, guarding links. */
export const adminProvider = (id: number, over: Partial<AdminProvider> = {}): AdminProvider => ({
  id,
  name: '해외패널',
  baseUrl: 'https://panel.example.com/api/v2',
  apiKeyMasked: 'abcd••••6789',
  timeoutMs: 15000,
  enabled: true,
  exchangeRate: 1400,
  guardsLink: true,
  serviceCount: 0,
  createdAt: '',
  updatedAt: '',
  ...over,
});
