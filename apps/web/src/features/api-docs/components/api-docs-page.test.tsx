import { AuthState, msg } from '@snsshop/shared/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ApiDocsPage } from './api-docs-page';

const info = {
  baseUrl: 'https://api.shop.example',
  header: 'api-key',
  v2Url: 'https://api.shop.example/api/v2',
  rateLimit: { perKey: 120, perIp: 300, windowSeconds: 60 },
};
const key = '0123456789abcdef0123456789abcdef01234567';

function renderDocs(routes: Record<string, MockReply | (() => MockReply)> = {}, profile: Record<string, unknown> = { id: 'member1', point: 0, apiKey: key, referralCode: null }) {
  const fetch = mockFetch({ 'GET /rest/service/api-info': { body: info }, 'GET /rest/auth/profile': { body: profile }, ...routes });
  const view = renderWithProviders(<ApiDocsPage />, { path: '/api' });
  return { fetch, view };
}

const endpoint = (name: string) => within(screen.getByRole('region', { name }));

describe('the /api screen for a member', () => {
  resetBetweenTests(AuthState.authorization);

  it('shows the configured base URL, the header, the limits and the OpenAPI link', async () => {
    renderDocs();
    expect((await screen.findByTestId('api-base-url')).textContent).toContain('https://api.shop.example');
    const basics = within(screen.getByRole('region', { name: '기본 정보' }));
    expect(basics.getByText('api-key: 내_API_키')).toBeTruthy();
    expect(basics.getByText(/API 키 하나당 1분에 120회까지 .*키가 없거나 맞지 않는 요청은 IP 하나당 1분에 300회까지/)).toBeTruthy();
    expect((basics.getByRole('link', { name: 'https://api.shop.example/openapi.json' })).getAttribute('href')).toBe('https://api.shop.example/openapi.json');
    expect(basics.getByText(msg.customerApi.invalidKey)).toBeTruthy();
  });

  it('documents each endpoint with a request and a response example on the real base URL', async () => {
    renderDocs();
    await screen.findByTestId('api-base-url');
    const toc = within(screen.getByRole('navigation', { name: 'API 목록' }));
    expect(toc.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#api-services', '#api-order', '#api-status', '#api-balance']);

    const services = endpoint('GET /services');
    expect(services.getByLabelText('요청 예시').textContent).toContain('"https://api.shop.example/services"');
    expect(services.getByLabelText('요청 예시').textContent).toContain('-H "api-key: 내_API_키"');
    const listed = JSON.parse(services.getByLabelText('응답 예시 (200)').textContent ?? '') as { min: number; max: number }[];
    // docs/storefront-rules.md §2: example limits min 10, max 30000 or 10000.
    expect(listed.map((s) => [s.min, s.max])).toEqual([
      [10, 30000],
      [10, 10000],
    ]);
    expect(Object.keys(listed[0]!)).toEqual(expect.arrayContaining(['id', 'min', 'max', 'text']));

    const order = endpoint('POST /order');
    for (const field of ['serviceId', 'link', 'amount', 'runs', 'interval']) expect(order.getByText(field)).toBeTruthy();
    expect(order.getByLabelText('요청 예시').textContent).toContain('-X POST "https://api.shop.example/order"');
    expect(JSON.parse(order.getByLabelText('응답 예시 (201)').textContent ?? '')).toEqual({ wId: 12345 });
    expect(order.getByText(msg.order.belowMin)).toBeTruthy();

    const status = endpoint('GET /status/:wId');
    expect(JSON.parse(status.getByLabelText('응답 예시 (200)').textContent ?? '')).toMatchObject({ status: 1, remains: 30 });
    expect(status.getByText('진행 중', { selector: 'li' })).toBeTruthy();
    expect(endpoint('GET /balance').getByLabelText('요청 예시').textContent).toContain('https://api.shop.example/balance');

    const v2 = within(screen.getByRole('region', { name: 'SMM 패널 API v2 호환' }));
    expect(v2.getByText('https://api.shop.example/api/v2')).toBeTruthy();
    expect(v2.getByText('action=add')).toBeTruthy();
  });

  it("hints at the member's own key without showing it whole, with a link to /account", async () => {
    const { view } = renderDocs();
    const hint = within(await screen.findByRole('region', { name: '내 API 키' }));
    expect(await hint.findByText('0123••••••••4567')).toBeTruthy();
    expect(document.body.textContent).not.toContain(key);
    fireEvent.click(hint.getByRole('link', { name: '계정 설정' }));
    expect(view.location()).toBe('/account');
  });

  it('sends a member without a key to /account to issue one', async () => {
    renderDocs({}, { id: 'member1', point: 0, apiKey: null, referralCode: null });
    const hint = within(await screen.findByRole('region', { name: '내 API 키' }));
    expect(await hint.findByText(/아직 발급된 API 키가 없습니다/)).toBeTruthy();
    expect((hint.getByRole('link', { name: '계정 설정' })).getAttribute('href')).toBe('/account');
  });

  it('offers a retry when the API information cannot be loaded', async () => {
    let calls = 0;
    renderDocs({ 'GET /rest/service/api-info': () => (++calls === 1 ? { status: 500, body: { statusCode: 500, message: msg.common.server } } : { body: info }) });
    const alert = await screen.findByRole('alert');
    expect((alert).textContent).toContain('API 안내를 불러오지 못했습니다.');
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect((screen.getByTestId('api-base-url')).textContent).toContain('https://api.shop.example'));
  });
});

describe('the /api screen in browse mode', () => {
  resetBetweenTests(AuthState.guest);

  it('shows the documentation and says a key needs an account, without asking for a profile', async () => {
    const { fetch } = renderDocs();
    expect((await screen.findByTestId('api-base-url')).textContent).toContain('https://api.shop.example');
    expect(within(screen.getByRole('region', { name: '내 API 키' })).getByText(/둘러보기 상태에서는 API 키를 발급할 수 없습니다/)).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual(['/rest/service/api-info']);
  });
});
