import type { Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomerApi } from '../../test/helpers/customer-api.js';
import { createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../test/helpers/test-app.js';

const token = 'metrics-token-for-tests-0123';

describe.each(dbKinds)('metrics endpoint on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: token });
  });
  afterAll(() => t?.close());

  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${token}` }) => t.app.inject({ url: '/metrics', headers });

  it('refuses without the token or with a wrong one, in Korean', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer wrong-token-wrong-token' }, { authorization: token }]) {
      const res = await scrape(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('지표를 보려면 METRICS_TOKEN 토큰이 필요합니다.');
      expect(res.body).not.toContain('shop_orders');
    }
  });

  it('after an order: HTTP, orders, sweeps, provider calls, charges, pool and event loop series in the exposition format', async () => {
    const services: Service[] = (await t.app.inject({ url: '/rest/service/services' })).json();
    const reels = services.find((s) => s.text === '인스타그램 릴스 조회수')!;
    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 10_000);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/rest/service/order',
      headers: m.auth,
      payload: { serviceId: reels.id, link: 'https://www.instagram.com/metrics_case', amount: 100, runs: 0, interval: 0 },
    });
    expect(placed.statusCode).toBe(201);
    const waiting = (await scrape()).body;
    expect(waiting).toMatch(/^shop_orders_waiting 1$/m);
    await t.app.jobs.runOnce();

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const body = res.body;
    expect(body).toContain('# TYPE http_requests_total counter');
    expect(body).toContain('http_requests_total{method="POST",route="/rest/service/order",status="201",listener="shop"} 1');
    expect(body).toMatch(/^http_request_duration_seconds_bucket\{le="0.005",method="POST",route="\/rest\/service\/order",status="201",listener="shop"\} \d+$/m);
    expect(body).toMatch(/^shop_orders\{status="pending"\} 1$/m);
    expect(body).toMatch(/^shop_orders\{status="canceled"\} 0$/m);
    expect(body).toMatch(/^shop_orders_waiting 0$/m);
    expect(body).toMatch(/^shop_orders_held 0$/m);
    expect(body).toMatch(/^shop_orders_stuck 0$/m);
    expect(body).toMatch(/^shop_charges_pending 0$/m);
    expect(body).toMatch(/^shop_sweep_runs_total\{sweep="dispatch"\} 1$/m);
    expect(body).toMatch(/^shop_sweep_failures_total\{sweep="dispatch"\} 0$/m);
    expect(body).toMatch(/^shop_sweep_lag_seconds\{sweep="dispatch"\} [\d.e-]+$/m);
    expect(body).toMatch(/^shop_provider_calls_total\{provider="simulated",call="addOrder",outcome="ok"\} 1$/m);
    expect(body).toMatch(/^shop_provider_call_duration_seconds_count\{provider="simulated",call="addOrder",outcome="ok"\} 1$/m);
    expect(body).toContain('nodejs_eventloop_lag_p99_seconds');
    // The customer API listener is counted too, under its own label.
    const api = await createTestCustomerApi(t);
    try {
      expect((await api.api.inject({ method: 'POST', url: '/api/v2', payload: { key: 'nope', action: 'balance' } })).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await api.close();
    }
    expect((await scrape()).body).toMatch(/^http_requests_total\{method="POST",route="\/api\/v2",status="\d+",listener="customer-api"\} 1$/m);
    if (kind === 'postgres') expect(body).toMatch(/^shop_db_pool_connections\{state="total"\} \d+$/m);
  });
});

describe('metrics without a token configured', () => {
  it('there is no metrics endpoint at all', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
