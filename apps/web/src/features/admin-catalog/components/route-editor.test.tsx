import type { ServiceRoutes } from '@snsshop/shared/catalog';
import { AuthState } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProvider } from '../../../testing/admin-provider';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { RouteEditor } from './route-editor';

resetBetweenTests(AuthState.authorization);

const provider = (id: number, name: string) => adminProvider(id, { name, serviceCount: 1 });
const providers = [provider(3, '해외패널'), provider(4, '국내패널')];
const routes: ServiceRoutes = {
  serviceId: 55,
  priceE7: 15_400_000,
  marginFloorPct: 0,
  rerouteRemainder: false,
  routes: [
    { id: 1, position: 1, providerId: 3, providerName: '해외패널', providerServiceId: '1024', enabled: true, rate: '1.1', costE7: 15_400_000, guarded: true, circuit: 'open' },
    { id: 2, position: 2, providerId: 4, providerName: '국내패널', providerServiceId: '77', enabled: true, rate: '900', costE7: 9_000_000, guarded: false, circuit: 'closed' },
  ],
};

describe('route editor', () => {
  it('shows each route with its cost and margin, warns about a route that costs as much as the price, and saves the new order', async () => {
    const fetch = mockFetch({
      'GET /rest/admin/services/55/routes': { body: routes },
      'PUT /rest/admin/services/55/routes': { body: routes },
    });
    renderWithProviders(<RouteEditor serviceId={55} providers={providers} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('1,540원'); // per 1,000, as panels quote it
    expect(rows[0]!.textContent).toContain('판매가 이상 · 건너뜀');
    expect(rows[0]!.textContent).toContain('차단 중');
    expect(rows[1]!.textContent).not.toContain('정상');
    expect(rows[1]!.textContent).toContain('900원');
    expect(rows[1]!.textContent).toContain('41.5%');
    expect(screen.getByRole('alert').textContent).toContain('건너뜁니다');

    fireEvent.click(screen.getByRole('button', { name: '2번 경로 위로' }));
    fireEvent.click(screen.getByRole('switch', { name: '2번 경로 사용' }));
    fireEvent.click(screen.getByRole('switch', { name: '부분 완료되면 남은 수량을 다음 경로로 보내기' }));
    fireEvent.click(screen.getByRole('button', { name: '경로 저장' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      rerouteRemainder: true,
      routes: [
        { providerId: 4, providerServiceId: '77', enabled: true },
        { providerId: 3, providerServiceId: '1024', enabled: false },
      ],
    });
  });

  it('adds a route only with the provider service id, and never the same one twice', async () => {
    mockFetch({ 'GET /rest/admin/services/55/routes': { body: routes } });
    renderWithProviders(<RouteEditor serviceId={55} providers={providers} />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('추가할 공급처'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: '경로 추가' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('공급처 상품 번호를 입력해 주세요.');
    fireEvent.change(screen.getByLabelText('공급처 상품 번호'), { target: { value: '77' } });
    fireEvent.click(screen.getByRole('button', { name: '경로 추가' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('이미 있는 경로입니다.');
    fireEvent.change(screen.getByLabelText('공급처 상품 번호'), { target: { value: '78' } });
    fireEvent.click(screen.getByRole('button', { name: '경로 추가' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[2]!.textContent).toContain('저장하면 계산');
  });
});
