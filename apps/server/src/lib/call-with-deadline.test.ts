import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWithDeadline, OutsideSystemError } from './call-with-deadline.js';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const send = (status: number, type: string, body: string) => res.writeHead(status, { 'content-type': type }).end(body);
    if (req.url === '/ok') return send(200, 'application/json', '{"balance":"1.00"}');
    if (req.url === '/no') return send(400, 'application/json', '{"error":"Incorrect request","code":"BAD"}');
    if (req.url === '/down') return send(503, 'application/json', '{"error":"maintenance"}');
    if (req.url === '/busy') return send(429, 'application/json', '{}');
    if (req.url === '/html') return send(200, 'text/html', '<html>login</html>');
    if (req.url === '/empty') return send(200, 'application/json', '');
    if (req.url === '/waf') return send(403, 'text/html', '<html><h1>403 Forbidden</h1></html>');
    if (req.url === '/waf-busy') return send(429, 'text/html', '<html>slow down</html>');
    if (req.url === '/gateway') return send(502, 'text/html', '<html>Bad Gateway</html>');
    setTimeout(() => send(200, 'application/json', '{}'), 1_000);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An address where nothing listens any more. */
async function closedAddress() {
  const gone = http.createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  const { port } = gone.address() as AddressInfo;
  await new Promise<void>((resolve) => gone.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(OutsideSystemError);
  return err as OutsideSystemError;
};

describe('one HTTP call with a deadline', () => {
  it('returns every answer the other side gave in time, a refusal included', async () => {
    expect(await callWithDeadline(`${base}/ok`, {}, { timeoutMs: 500 })).toEqual({ status: 200, ok: true, body: { balance: '1.00' } });
    expect(await callWithDeadline(`${base}/no`, {}, { timeoutMs: 500 })).toEqual({ status: 400, ok: false, body: { error: 'Incorrect request', code: 'BAD' } });
    expect(await callWithDeadline(`${base}/empty`, {}, { timeoutMs: 500 })).toEqual({ status: 200, ok: true, body: null });
  });

  it('is unavailable after the deadline, on a network error, on 5xx and on a body that is not JSON', async () => {
    const started = Date.now();
    expect(await failure(callWithDeadline(`${base}/slow`, {}, { timeoutMs: 100 }))).toMatchObject({ kind: 'unavailable', message: 'no answer within 100 ms' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(await failure(callWithDeadline(await closedAddress(), {}, { timeoutMs: 500 }))).toMatchObject({ kind: 'unavailable', message: 'network error (ECONNREFUSED)' });
    expect(await failure(callWithDeadline(`${base}/down`, {}, { timeoutMs: 500 }))).toMatchObject({ kind: 'unavailable', message: 'HTTP 503: maintenance', httpStatus: 503 });
    expect((await failure(callWithDeadline(`${base}/html`, {}, { timeoutMs: 500 }))).message).toContain('not JSON (text/html)');
  });

  it('returns a 4xx whose body is not JSON (a firewall or proxy page) with no body, for the adapter to read as a refusal', async () => {
    expect(await callWithDeadline(`${base}/waf`, {}, { timeoutMs: 500 })).toEqual({ status: 403, ok: false, body: null });
    // but not a status the adapter calls "try later", nor a 5xx page
    expect(await failure(callWithDeadline(`${base}/waf-busy`, {}, { timeoutMs: 500, unavailableStatuses: [408, 429] }))).toMatchObject({ kind: 'unavailable', httpStatus: 429 });
    expect(await failure(callWithDeadline(`${base}/gateway`, {}, { timeoutMs: 500 }))).toMatchObject({ kind: 'unavailable', httpStatus: 502 });
  });

  it('treats the statuses an adapter names as unavailable too', async () => {
    expect((await callWithDeadline(`${base}/busy`, {}, { timeoutMs: 500 })).status).toBe(429);
    expect(await failure(callWithDeadline(`${base}/busy`, {}, { timeoutMs: 500, unavailableStatuses: [408, 429] }))).toMatchObject({ kind: 'unavailable', httpStatus: 429 });
  });
});
