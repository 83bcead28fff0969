import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomerApi, memberWithKey, type TestCustomerApi } from '../../test/helpers/customer-api.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helpers/test-app.js';
import { scrubKeyFromUrl } from './log-options.js';

describe.each(dbKinds)('the API key never reaches the log on %s', (kind) => {
  let t: TestApp;
  let c: TestCustomerApi;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = await createTestCustomerApi(t);
  });
  afterAll(async () => {
    await c?.close();
    await t?.close();
  });

  it('in the header, a form body, a JSON body, the query string, or a wrong key', async () => {
    const m = await memberWithKey(t, 10_000);
    const services = (await c.api.inject({ url: '/services', headers: m.headers })).json() as { id: number }[];
    await c.api.inject({ method: 'POST', url: '/order', headers: m.headers, payload: { serviceId: services[0]!.id, link: 'https://www.instagram.com/logged_1', amount: 1 } });
    await c.api.inject({ url: '/status/abc', headers: m.headers });
    await c.api.inject({ method: 'POST', url: '/api/v2', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `key=${m.key}&action=balance` });
    await c.api.inject({ method: 'POST', url: '/api/v2', payload: { key: m.key, action: 'services' } });
    await c.api.inject({ method: 'GET', url: `/api/v2?action=balance&key=${m.key}` });
    await c.api.inject({ method: 'POST', url: `/api/v2?key=${m.key}x&action=balance` });
    await c.api.inject({ url: '/balance', headers: { 'api-key': `${m.key}x` } });

    const logs = c.logs();
    // Logging is on: every request line is there, without the key.
    expect(logs.match(/incoming request/g)?.length).toBeGreaterThanOrEqual(8);
    expect(logs).toContain('"url":"/api/v2?action=balance&key=[redacted]"');
    expect(logs).not.toContain(m.key);
    expect(logs).not.toContain(m.key.slice(0, 16));
  });

  it('scrubs key= from any query position', () => {
    expect(scrubKeyFromUrl('/api/v2?key=abc&action=add')).toBe('/api/v2?key=[redacted]&action=add');
    expect(scrubKeyFromUrl('/api/v2?action=add&KEY=abc#x')).toBe('/api/v2?action=add&KEY=[redacted]#x');
    expect(scrubKeyFromUrl('/api/v2?monkey=1')).toBe('/api/v2?monkey=1');
  });
});
