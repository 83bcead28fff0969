import fs from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomerApi, memberWithKey, type TestCustomerApi } from '../../test/helpers/customer-api.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { securityHeaders, shopHeaderOptions } from './security-headers.js';

const hangul = /[\uac00-\ud7a3]/;
/** What Fastify's own English error bodies carry; none of it may reach a client. */
const leaks = /FST_ERR|is not a valid url component|exceeding the max param length|Route (GET|POST)|Not Found"|Bad Request"/;

/** A deterministic stream of awkward requests: bad escapes, long parameters, odd methods and bodies. */
function awkwardRequests(seed: number, count: number) {
  let x = seed;
  const rnd = (n: number) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % n;
  };
  const pieces = ['%', '%ff', '%e0%a4%a', '%00', '..', '%2e%2e', 'a'.repeat(150), '한글', '%zz', '~', ';', '?a=%', '#', '//', '\\'];
  const bases = ['/rest', '/rest/service/order', '/rest/service/order/1/cancel', '/rest/admin/orders', '/api/v2', '/api', '/openapi.json', '/', '/admin', '/rest/auth/login'];
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
  const out: { method: (typeof methods)[number]; url: string; payload?: string; headers?: Record<string, string> }[] = [];
  for (let i = 0; i < count; i++) {
    const url = `${bases[rnd(bases.length)]}/${pieces[rnd(pieces.length)]}${rnd(3) === 0 ? pieces[rnd(pieces.length)] : ''}`.replace(/\/\/+/g, '/');
    const method = methods[rnd(methods.length)]!;
    const body = rnd(4);
    out.push({
      method,
      url,
      ...(method !== 'GET' && body === 0 ? { payload: '{"broken":', headers: { 'content-type': 'application/json' } } : {}),
      ...(method !== 'GET' && body === 1 ? { payload: 'x', headers: { 'content-type': 'application/x-unknown' } } : {}),
    });
  }
  return out;
}

describe('every 4xx on both ports: Korean, in the shop\'s or the protocol\'s shape, with the security headers', () => {
  let t: TestApp;
  let c: TestCustomerApi;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { IMG_HOSTS: 'https://cdn.example.com' });
    c = await createTestCustomerApi(t);
  });
  afterAll(async () => {
    await c?.close();
    await t?.close();
  });

  const fixed = [
    { method: 'GET' as const, url: '/rest/%' },
    { method: 'GET' as const, url: '/%ff' },
    { method: 'GET' as const, url: `/rest/service/order/${'9'.repeat(120)}/cancel` },
    { method: 'POST' as const, url: `/rest/service/order/${'a'.repeat(120)}/cancel` },
    { method: 'GET' as const, url: '/rest/nope' },
    { method: 'POST' as const, url: '/rest/auth/login', payload: '{"id":', headers: { 'content-type': 'application/json' } },
  ];
  const apiFixed = [
    { method: 'POST' as const, url: '/api/v2%' },
    { method: 'GET' as const, url: '/nope' },
    { method: 'POST' as const, url: '/api/v3' },
    { method: 'GET' as const, url: `/api/orders/${'1'.repeat(150)}` },
  ];

  async function check(server: FastifyInstance, req: { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'; url: string; payload?: string; headers?: Record<string, string> }, port: 'shop' | 'api') {
    const res = await server.inject(req);
    const where = `${port} ${req.method} ${req.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    expect(res.body, where).not.toMatch(leaks);
    if (res.statusCode >= 400) {
      expect(res.headers['content-security-policy'], where).toBeDefined();
      expect(res.headers['x-content-type-options'], where).toBe('nosniff');
      const body = res.json() as { message?: string; error?: string; statusCode?: number };
      if (body.message !== undefined) expect(body.message, where).toMatch(hangul);
      else expect(port === 'api' && typeof body.error === 'string', where).toBe(true); // the v2 endpoint's own protocol answers
      if (port === 'shop') expect(body.message, where).toMatch(hangul);
      if (port === 'api' && !req.url.startsWith('/api/v2')) expect(body.statusCode === undefined || typeof body.message === 'string', where).toBe(true);
    }
    return res;
  }

  it('malformed addresses and over-long path parameters answer a Korean 400/414, never Fastify\'s English body', async () => {
    for (const req of fixed) await check(t.app, req, 'shop');
    for (const req of apiFixed) await check(c.api, req, 'api');
    const bad = await t.app.inject({ url: '/%ff' });
    expect(bad.statusCode).toBe(400);
    const long = await t.app.inject({ url: `/rest/service/order/${'9'.repeat(120)}/cancel`, method: 'POST' });
    expect(long.statusCode).toBe(414);
    expect(long.body).not.toContain('9'.repeat(120)); // the address is not echoed
  });

  it('unknown addresses on the customer API answer in the SMM protocol\'s error shape, with the Korean message beside it', async () => {
    for (const url of ['/nope', '/api/v3', '/api/v2%']) {
      const res = await c.api.inject({ method: 'POST', url });
      expect(res.json(), url).toMatchObject({ error: 'Incorrect request' });
      expect(res.json().message, url).toMatch(hangul);
    }
  });

  it('a fuzz run over both ports finds no English error body and no 4xx without the security headers', async () => {
    for (const req of awkwardRequests(7, 150)) await check(t.app, req, 'shop');
    for (const req of awkwardRequests(11, 150)) await check(c.api, req, 'api');
  });

  it('a malformed JSON, url-encoded or multipart body answers a 4xx on every route of both ports, never a 500 or an empty call', async () => {
    const k = await memberWithKey(t, 100);
    const part = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="action"\r\n\r\nbalance\r\n`;
    const malformed: [string, string][] = [
      ['application/json', '{"action":'],
      ['application/json', ''],
      ['application/x-www-form-urlencoded', 'action=balance&note=%zz'],
      ['application/x-www-form-urlencoded', 'action=balance&note=%E0%A4%A'],
      ['application/x-www-form-urlencoded', 'action=balance&note=%FF'],
      ['multipart/form-data', `${part('zz')}--zz--\r\n`], // no boundary
      ['multipart/form-data; boundary=zz', 'action=balance'], // a body without the boundary
      ['multipart/form-data; boundary=zz', `${part('yy')}--yy--\r\n`], // another boundary
      ['multipart/form-data; boundary=zz', part('zz')], // cut short before the closing boundary
      ['multipart/form-data; boundary=zz', '--zz\r\nnot a header\r\n\r\nbalance\r\n--zz--\r\n'],
    ];
    for (const [type, payload] of malformed) {
      const headers = { 'content-type': type };
      // The key and action ride in the query string: a body read as empty would answer the balance.
      const v2 = await check(c.api, { method: 'POST', url: `/api/v2?key=${k.key}&action=balance`, headers, payload }, 'api');
      expect([v2.statusCode, v2.json()], `/api/v2 ${type} ${JSON.stringify(payload)}`).toEqual([expect.any(Number), { error: 'Incorrect request' }]);
      expect(v2.statusCode, type).toBeGreaterThanOrEqual(400);
      const elsewhere = [
        await check(c.api, { method: 'POST', url: '/order', headers: { ...headers, ...k.headers }, payload }, 'api'),
        await check(t.app, { method: 'POST', url: '/rest/auth/login', headers, payload }, 'shop'),
        await check(t.app, { method: 'POST', url: '/rest/webhooks/toss', headers, payload }, 'shop'),
      ];
      for (const res of elsewhere) {
        expect(res.statusCode, `${type} ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.json(), type).toEqual({ statusCode: res.statusCode, message: expect.stringMatching(hangul) });
      }
    }
  });

  it('images only from the shop, inline art, previews and the hosts the owner names; no X-Frame-Options; HSTS only over HTTPS', async () => {
    const res = await t.app.inject({ url: '/rest/service/platforms' });
    const csp = String(res.headers['content-security-policy']);
    const img = /img-src ([^;]+)/.exec(csp)![1]!.split(' ');
    expect(img.sort()).toEqual(["'self'", 'blob:', 'data:', 'https://cdn.example.com'].sort());
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // An untrusted X-Forwarded-Proto changes nothing.
    const spoofed = await t.app.inject({ url: '/rest/service/platforms', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted proxy that says HTTPS, HSTS is sent', async () => {
    const behind = await createTestApp('sqlite', { TRUST_PROXY: 'true' });
    try {
      const plain = await behind.app.inject({ url: '/rest/service/platforms', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const https = await behind.app.inject({ url: '/rest/service/platforms', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await behind.close();
    }
  });

  it('SMM v2 at /api/v2 and /api/v2/, by form, query or JSON; runs=undefined and empty runs are a plain order', async () => {
    const k = await memberWithKey(t, 100_000);
    const services = (await c.api.inject({ method: 'POST', url: '/api/v2/', payload: { key: k.key, action: 'services' } })).json() as { service: number; min: string }[];
    const service = services[0]!;
    const form = (fields: Record<string, string>) => new URLSearchParams({ key: k.key, ...fields }).toString();
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    let n = 0;
    for (const url of ['/api/v2', '/api/v2/']) {
      const variants: Record<string, string>[] = [{ runs: 'undefined', interval: 'undefined' }, { runs: '', interval: '' }, { runs: 'null', interval: 'null' }, {}];
      for (const extra of variants) {
        const fields = { action: 'add', service: String(service.service), link: `https://www.instagram.com/p/sdk_${++n}`, quantity: String(service.min), ...extra };
        const res = await c.api.inject({ method: 'POST', url, headers: formHeaders, payload: form(fields) });
        expect(res.statusCode, `${url} ${JSON.stringify(extra)}`).toBe(200);
        expect(res.json(), `${url} ${JSON.stringify(extra)} ${res.body}`).toMatchObject({ order: expect.any(Number) });
      }
      const balance = await c.api.inject({ method: 'GET', url: `${url}?${form({ action: 'balance' })}` });
      expect(balance.json()).toMatchObject({ currency: 'KRW' });
    }
    // Multipart with a file part among the fields (a PHP client posting an array): the file is ignored.
    const boundary = 'b0undary';
    const fields = { key: k.key, action: 'add', service: String(service.service), link: 'https://www.instagram.com/p/sdk_multipart', quantity: String(service.min) };
    const parts = Object.entries(fields).map(([name, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`);
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nignored\r\n`);
    const mp = await c.api.inject({ method: 'POST', url: '/api/v2/', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `${parts.join('')}--${boundary}--\r\n` });
    expect(mp.json(), mp.body).toMatchObject({ order: expect.any(Number) });
    // A broken multipart body is answered in the protocol's words (it carries no key), never a 500.
    const broken = await c.api.inject({ method: 'POST', url: '/api/v2', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, payload: '--zz\r\nnot a part' });
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json()).toEqual({ error: expect.any(String) });

    const autos = await t.app.ctx.db.selectFrom('auto_orders').select('id').where('member_id', '=', k.memberId).execute();
    expect(autos).toHaveLength(0); // none of them became an auto-order
  });
});

describe('the security headers, worked out once from helmet, on every kind of answer', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-headers-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>샵</title>');
    fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { WEB_DIST: web });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('are the very headers helmet itself writes on a response', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(shopHeaderOptions([]))(res.req, res, () => {});
    const fromHelmet = Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
    expect(securityHeaders(shopHeaderOptions([]))).toEqual(fromHelmet);
    expect(Object.keys(fromHelmet).length).toBeGreaterThanOrEqual(8);
  });

  it('an API answer, a page, a built file, a 404 and a refused request all carry them; the Naver/Kakao return page has no COOP', async () => {
    const expected = securityHeaders(shopHeaderOptions([]));
    const answers = {
      api: await t.app.inject({ url: '/rest/service/platforms' }),
      page: await t.app.inject({ url: '/order', headers: { accept: 'text/html' } }),
      root: await t.app.inject({ url: '/' }),
      asset: await t.app.inject({ url: '/assets/app-1a2b.js' }),
      missing: await t.app.inject({ url: '/rest/nope' }),
      refused: await t.app.inject({ method: 'POST', url: '/rest/service/order', payload: {} }),
      bad: await t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: '{"id":', headers: { 'content-type': 'application/json' } }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.statusCode]))).toEqual({ api: 200, page: 200, root: 200, asset: 200, missing: 404, refused: 401, bad: 400 });
    for (const [name, res] of Object.entries(answers)) {
      for (const [header, value] of Object.entries(expected)) expect(res.headers[header], `${name}: ${header}`).toBe(value);
    }
    for (const url of ['/auth/naver?code=c&state=s', '/auth/kakao', '/auth/naver/']) {
      const popup = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(popup.statusCode, url).toBe(200);
      expect(popup.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(popup.headers['content-security-policy'], url).toBe(expected['content-security-policy']);
    }
    expect(answers.page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await t.app.inject({ url: '/auth/navers', headers: { accept: 'text/html' } })).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
