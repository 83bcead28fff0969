import http from 'node:http';
import net from 'node:net';
import { msg } from '@snsshop/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestCustomerApi } from '../../test/helpers/customer-api.js';
import { createTestApp } from '../../test/helpers/test-app.js';
import { RETRY_AFTER_SECONDS } from '../lib/errors.js';
import { registerDrain } from './drain.js';

interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  body: string;
}

const request = (port: number, agent: http.Agent, path: string) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, retryAfter: res.headers['retry-after'], body }));
      })
      .on('error', reject);
  });

describe('the drain of a listener at shutdown', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('lets a request in flight finish, answers one arriving on an open keep-alive socket 503 + Connection: close, closes idle sockets and stops accepting', async () => {
    app = Fastify({ return503OnClosing: false });
    registerDrain(app, { error: 'shape of this listener' });
    let finishSlow!: () => void;
    const slowStarted = new Promise<void>((started) =>
      app!.get('/slow', async () => {
        started();
        await new Promise<void>((resolve) => (finishSlow = resolve));
        return { done: true };
      }),
    );
    app.get('/quick', async () => ({ quick: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;

    const slowAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const keptAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // a kept-alive socket, idle after its first answer
    expect((await request(port, keptAgent, '/quick')).status).toBe(200);
    // a socket opened ahead that never sends anything
    const ahead = net.connect(port, '127.0.0.1');
    const aheadClosed = new Promise<void>((resolve) => ahead.on('close', () => resolve()));
    ahead.on('error', () => {});
    await new Promise((resolve) => ahead.once('connect', resolve));
    const slow = request(port, slowAgent, '/slow');
    await slowStarted;

    const began = app.drain.begin();
    // sent as the drain begins, on the open keep-alive socket
    const late = await request(port, keptAgent, '/quick');
    expect(late).toEqual({ status: 503, connection: 'close', retryAfter: String(RETRY_AFTER_SECONDS), body: expect.any(String) });
    expect(JSON.parse(late.body)).toEqual({ error: 'shape of this listener', statusCode: 503, message: msg.common.restarting });
    expect(msg.common.restarting).toContain('잠시 후 다시 시도해주세요');

    await began;
    await aheadClosed; // the idle socket was closed
    await expect(request(port, new http.Agent(), '/quick')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // the request in flight still gets its whole answer, and its socket closes after it
    finishSlow();
    expect(await slow).toMatchObject({ status: 200, connection: 'close', body: JSON.stringify({ done: true }) });
    slowAgent.destroy();
    keptAgent.destroy();
  });

  it('the shop and the customer API refuse in their own shapes, in Korean', async () => {
    const t = await createTestApp('sqlite');
    const api = await createTestCustomerApi(t);
    try {
      await Promise.all([t.app.drain.begin(), api.api.drain.begin()]);
      const shop = await t.app.inject({ url: '/rest/service/services' });
      const v2 = await api.api.inject({ method: 'POST', url: '/api/v2', payload: { key: 'k', action: 'services' } });
      for (const res of [shop, v2]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers).toMatchObject({ connection: 'close', 'retry-after': String(RETRY_AFTER_SECONDS) });
      }
      expect(shop.json()).toEqual({ statusCode: 503, message: msg.common.restarting });
      expect(v2.json()).toEqual({ error: expect.stringMatching(/try again later/), statusCode: 503, message: msg.common.restarting });
    } finally {
      await api.close();
      await t.close();
    }
  });
});
