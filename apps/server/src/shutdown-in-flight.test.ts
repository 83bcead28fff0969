import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithKey, type KeyHolder } from '../test/helpers/customer-api.js';
import { expectOrdersPaidOnce, payingMembers } from '../test/helpers/orders-paid.js';
import { bundleServer, listenerPorts, PROCESS_TOKEN_SECRET, startServerProcess, waitFor, type ServerBundle, type ServerProcess } from '../test/helpers/server-process.js';
import { createTestApp, dbKinds, type TestApp } from '../test/helpers/test-app.js';

const ROUNDS = 20;
const GRANT = 100_000_000;

interface Outcome {
  /** The whole request was handed to the kernel before the test sent SIGTERM. */
  sentBeforeSignal: boolean;
  status?: number;
  connection?: string;
  body?: string;
  error?: string;
}

/**
 * SIGTERM while members keep ordering over keep-alive connections, on the shop's port and on the
 * customer API's (/api/v2): a request whose bytes reached the server before the signal is answered —
 * served, or refused with 503 and `Connection: close` — never reset, so a client always knows whether
 * its order was placed. The process still exits well inside 10 s.
 */
describe.each(dbKinds)('SIGTERM while 16 keep-alive clients keep ordering, on %s', (kind) => {
  let t: TestApp;
  let proc: ServerProcess | undefined;
  let bundle: ServerBundle;
  beforeAll(async () => {
    t = await createTestApp(kind, { TOKEN_SECRET: PROCESS_TOKEN_SECRET });
    // 20 process starts: from the bundle `npm start` runs, not through tsx
    bundle = await bundleServer();
  });
  afterAll(async () => {
    await proc?.kill();
    bundle?.remove();
    await t?.close();
  });

  it(`${ROUNDS} rounds, the signal at a random moment: every request sent before it answered (2xx, or 503 + Connection: close), none reset; exit < 10 s; every 201 kept once, balance = ledger`, { timeout: 600_000 }, async () => {
    const services = (await t.app.inject({ url: '/rest/service/services' })).json() as Service[];
    const service = services.find((s) => s.text === '틱톡 좋아요')!;
    const shoppers = await payingMembers(t.app, 8, GRANT);
    const resellers: KeyHolder[] = [];
    for (let i = 0; i < 8; i++) resellers.push(await memberWithKey(t, GRANT));

    const placed = new Map<number, { memberId: number }>(); // every order answered as placed
    const problems: string[] = [];
    let link = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      const p = (proc = startServerProcess(t.env.config, { JOBS_ENABLED: 'true', JOB_TICK_MS: '250', SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0', API_RATE_LIMIT: '100000', API_RATE_LIMIT_IP: '100000' }, bundle));
      const { shop: shopPort, api: apiPort } = await listenerPorts(p);

      let signalled = false;
      let answered = 0;
      const send = (agent: http.Agent, port: number, path: string, headers: Record<string, string>, body: string) =>
        new Promise<Outcome>((resolve) => {
          let sentBeforeSignal = false;
          const req = http.request(
            { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => (text += c));
              res.on('end', () => resolve({ sentBeforeSignal, status: res.statusCode, connection: res.headers.connection, body: text }));
              res.on('error', (err: NodeJS.ErrnoException) => resolve({ sentBeforeSignal, error: err.code ?? err.message }));
            },
          );
          // 'finish': the last byte went to the kernel, so on this machine it has reached the server's socket
          req.on('finish', () => (sentBeforeSignal = !signalled));
          req.on('error', (err: NodeJS.ErrnoException) => resolve({ sentBeforeSignal, error: err.code ?? err.message }));
          req.end(body);
        });

      const client = async (order: () => Promise<{ outcome: Outcome; orderId: () => number | undefined; memberId: number }>) => {
        for (;;) {
          const { outcome, orderId, memberId } = await order();
          const what = `round ${round}: ${JSON.stringify(outcome)}`;
          if (outcome.status !== undefined && outcome.status < 300) {
            const id = orderId();
            if (id === undefined) problems.push(`not placed: ${what}`);
            else if (placed.has(id)) problems.push(`order ${id} answered twice: ${what}`);
            else placed.set(id, { memberId });
            answered++;
            continue;
          }
          if (outcome.status === 503 && outcome.connection !== 'close') problems.push(`503 without Connection: close: ${what}`);
          else if (outcome.status !== undefined && outcome.status !== 503) problems.push(`answered ${outcome.status}: ${what}`);
          else if (outcome.error && outcome.sentBeforeSignal) problems.push(`sent before the signal, never answered: ${what}`);
          if (!signalled && outcome.status !== 503) problems.push(`failed before the signal: ${what}`);
          return;
        }
      };
      const shopClient = (m: (typeof shoppers)[number]) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        return client(async () => {
          const outcome = await send(agent, shopPort, '/rest/service/order', { authorization: `Bearer ${m.token}` }, JSON.stringify({ serviceId: service.id, link: `https://www.instagram.com/p/drain_${kind}_${++link}`, amount: 100 }));
          return { outcome, memberId: m.memberId, orderId: () => (outcome.status === 201 ? (JSON.parse(outcome.body!) as { id: number }).id : undefined) };
        }).finally(() => agent.destroy());
      };
      const resellerClient = (m: KeyHolder) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        return client(async () => {
          const outcome = await send(agent, apiPort, '/api/v2', {}, JSON.stringify({ key: m.key, action: 'add', service: service.id, link: `https://www.instagram.com/p/drain_${kind}_${++link}`, quantity: 100 }));
          return { outcome, memberId: m.memberId, orderId: () => (JSON.parse(outcome.body!) as { order?: number }).order };
        }).finally(() => agent.destroy());
      };

      const clients = [...shoppers.map(shopClient), ...resellers.map(resellerClient)];
      // the clients' sockets kept alive, then a random moment in the flow of orders
      expect(await waitFor(async () => answered >= 16, 20_000, 5)).toBe(true);
      await sleep(Math.random() * 200);
      const exited = new Promise<{ code: number | null; at: number }>((resolve) => p.child.once('exit', (code) => resolve({ code, at: Date.now() })));
      // its last words: the output pipes close after the exit
      const outputClosed = new Promise((resolve) => p.child.once('close', resolve));
      const signalledAt = Date.now();
      p.child.kill('SIGTERM');
      signalled = true;
      const { code, at } = await exited;
      await Promise.all([...clients, outputClosed]);
      expect({ code, tookMs: at - signalledAt }, p.output().slice(-3000)).toEqual({ code: 0, tookMs: expect.any(Number) });
      expect(at - signalledAt).toBeLessThan(10_000);
      expect(problems, p.output().slice(-3000)).toEqual([]);
    }

    // exactly the orders answered as placed, each paid once: a refused or reset request left nothing behind
    const memberIds = [...shoppers, ...resellers].map((m) => m.memberId);
    await expectOrdersPaidOnce(t.app, { memberIds, granted: GRANT, answered: placed, exactly: true });
  });
});
