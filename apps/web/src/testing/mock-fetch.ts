import { vi } from 'vitest';
import { shopSettings, type ShopSettingValues } from './shop-settings';

export type MockReply = { status?: number; body?: unknown };
type Handler = MockReply | ((init: RequestInit | undefined, url: URL) => MockReply);

/** Stubs global fetch with replies keyed by "METHOD /path" (query string ignored); unknown calls get 404. New tests: mock-api.ts, typed, where an unknown call fails. */
export function mockFetch(routes: Record<string, Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    const reply = typeof handler === 'function' ? handler(init, url) : (handler ?? { status: 404, body: { statusCode: 404, message: '없음' } });
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The Authorization header a recorded fetch call sent, or null. */
export function sentAuthorization(call: unknown[] | undefined): string | null {
  const init = call?.[1] as RequestInit | undefined;
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return headers.Authorization ?? null;
}

/** The shop's settings answer for a string-keyed mock: the one fixture, testing/shop-settings.ts (new tests: mock-api.ts). */
export const settingsReply = (values: Partial<ShopSettingValues> = {}) => ({ body: shopSettings(values) });
