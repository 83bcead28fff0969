import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitFor, type ServerProcess } from '../test/helpers/server-process.js';
import { createTestEnv, type TestEnv } from '../test/helpers/test-app.js';

describe('shutting down', () => {
  let env: TestEnv;
  let proc: ServerProcess | undefined;
  beforeAll(async () => {
    env = await createTestEnv('sqlite');
  });
  afterAll(async () => {
    await proc?.kill();
    await env?.cleanup();
  });

  it('SIGTERM with idle keep-alive sockets open (some never sent a request) exits within a few seconds, cleanly', { timeout: 60_000 }, async () => {
    proc = startServerProcess(env.config);
    const p = proc;
    const started = await waitFor(async () => /고객 API:\s+http:\/\/[^:]+:\d+/.test(p.output()), 40_000, 50);
    expect(started, p.output()).toBe(true);
    const shopPort = Number(/쇼핑몰:\s+http:\/\/[^:]+:(\d+)/.exec(p.output())![1]);
    const apiPort = Number(/고객 API:\s+http:\/\/[^:]+:(\d+)/.exec(p.output())![1]);
    expect(shopPort).toBeGreaterThan(0);
    expect(apiPort).toBeGreaterThan(0);

    // As browsers and proxies do: sockets opened ahead, and sockets kept alive after an answer.
    const agent = new http.Agent({ keepAlive: true });
    const raw: net.Socket[] = [];
    for (const port of [shopPort, apiPort]) {
      for (let i = 0; i < 3; i++) raw.push(net.connect(port, '127.0.0.1'));
      const status = await new Promise<number>((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path: '/rest/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        }).on('error', reject),
      );
      expect(status).toBeGreaterThan(0);
    }
    await waitFor(async () => raw.every((s) => !s.connecting), 5_000, 20);

    const exited = new Promise<number | null>((resolve) => p.child.once('exit', (code) => resolve(code)));
    const t0 = Date.now();
    p.child.kill('SIGTERM');
    const code = await exited;
    const tookMs = Date.now() - t0;
    for (const s of raw) s.destroy();
    agent.destroy();
    expect(code, p.output()).toBe(0);
    expect(tookMs).toBeLessThan(4_000); // inside the 5 s grace: idle sockets were closed at once, not timed out
  });
});
