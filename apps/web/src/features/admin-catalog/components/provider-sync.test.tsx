import type { ProviderServiceList, SyncResult } from '@snsshop/shared/catalog';
import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminProvider } from '../../../testing/admin-provider';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ProviderImport } from './provider-import';
import { ProviderSync } from './provider-sync';

resetBetweenTests(AuthState.authorization);

const provider = adminProvider(3, { serviceCount: 10 });

const unreadable = [
  { position: 2, service: '102', reason: '가격(rate) "N/A"을(를) 0 이상의 숫자로 읽을 수 없습니다' },
  { position: 5, service: null, reason: '상품 번호(service)가 없습니다' },
];

const confirm = async (label: string) => {
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
};

describe('the panel\'s services in the console', () => {
  it('the import list names the entries it could not read, with why', async () => {
    const list: ProviderServiceList = {
      items: [{ service: '101', name: 'Followers', type: 'Default', category: 'Instagram', rate: '0.90', min: 10, max: 1000, refill: true, cancel: true, dripfeed: false, description: '', importedServiceId: null }],
      unreadable,
    };
    mockFetch({ 'GET /rest/admin/providers/3/services': { body: list }, 'GET /rest/admin/platforms': { body: [] }, 'GET /rest/admin/categories': { body: [] } });
    renderWithProviders(<ProviderImport provider={provider} onDone={vi.fn()} />);
    expect(await screen.findByText('공급처 답에서 읽지 못한 항목 2개 (가져오거나 가격을 맞추지 않습니다)')).toBeTruthy();
    expect(screen.getByText(`공급처 상품 102: ${unreadable[0]!.reason}`)).toBeTruthy();
    expect(screen.getByText(`5번째 항목: ${unreadable[1]!.reason}`)).toBeTruthy();
  });

  it('a sync the safety check refused offers 그래도 맞추기, which sends force and shows the result', async () => {
    const refusal = '공급처 답에 지난번 목록의 상품 10개 중 6개가 없습니다 (안전 기준 50%).';
    const result: SyncResult = { message: '가격을 다시 맞췄습니다.', checked: 10, updated: [], limitsChanged: 0, locked: 0, missing: [], routesUpdated: 0, suspended: [], newServices: [], unreadable };
    const fetch = mockFetch({
      'POST /rest/admin/providers/3/sync': (init) =>
        JSON.parse(String(init?.body)).force === true ? { body: result } : { status: 502, body: { statusCode: 502, message: refusal, data: { canForce: true } } },
    });
    renderWithProviders(<ProviderSync provider={provider} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '가격 맞추기' }));
    await confirm('맞추기');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(refusal)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '그래도 맞추기' }));
    await confirm('그래도 맞추기');
    expect(await screen.findByText('읽지 못해 그대로 둔 항목')).toBeTruthy();
    const bodies = fetch.mock.calls.filter(([, i]) => i?.method === 'POST').map(([, i]) => JSON.parse(String(i?.body)));
    expect(bodies).toEqual([{}, { force: true }]);
  });
});
