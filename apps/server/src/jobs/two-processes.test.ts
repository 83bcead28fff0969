import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../test/helpers/stand-in-provider.js';
import { createTestApp, grantPoints, registerAndLogin, type TestApp } from '../../test/helpers/test-app.js';
import { placeOrder } from '../services/orders/place-order.js';

const serverEntry = fileURLToPath(new URL('../index.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A real server process (the same entry `npm start` runs) with its sweeps on, against one PostgreSQL. */
function startServerProcess(databaseUrl: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'true',
      JOB_TICK_MS: '10',
      JOB_BATCH: '10',
      TOKEN_SECRET: 'two-processes-test-secret-0123456789abcdef',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let up: ProviderService;
  const procs: ChildProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres');
    up = await serviceOnStandInPanel(t.app, { unitPriceCenti: 100 });
    up.panel.state.delayMs = 2; // a little latency, as a real panel has, so the sweeps overlap
  });
  afterAll(async () => {
    for (const p of procs) p.kill('SIGKILL');
    await up?.panel.close();
    await t?.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('send each of 500 orders upstream exactly once', { timeout: 120_000 }, async () => {
    const members = [];
    for (let i = 0; i < 10; i++) {
      const m = await registerAndLogin(t.app);
      members.push(await grantPoints(t.app, m.id, 100_000));
    }
    for (let i = 0; i < 500; i++) {
      await placeOrder(t.app.ctx, members[i % 10]!, { serviceId: up.serviceId, link: `https://www.instagram.com/p/race_${i}`, amount: 100, runs: 0, interval: 0 });
    }

    let output = '';
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-proc-'));
      dirs.push(dir);
      const p = startServerProcess(t.env.config.databaseUrl!, dir);
      p.stdout?.on('data', (b: Buffer) => (output += b.toString()));
      p.stderr?.on('data', (b: Buffer) => (output += b.toString()));
      procs.push(p);
    }

    const deadline = Date.now() + 90_000;
    let waiting = 500;
    while (Date.now() < deadline) {
      const row = await t.app.ctx.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('provider_order_id', 'is', null)
        .executeTakeFirstOrThrow();
      waiting = Number(row.n);
      if (waiting === 0) break;
      await sleep(200);
    }
    expect(waiting, output).toBe(0);
    for (const p of procs) expect(p.exitCode, output).toBeNull(); // both stayed up

    expect(up.panel.state.calls.add).toBe(500);
    const links = [...up.panel.state.orders.values()].map((o) => o.link);
    expect(new Set(links).size).toBe(500);
    const rows = await t.app.ctx.db.selectFrom('orders').select(['link', 'provider_order_id', 'dispatch_attempts']).execute();
    for (const r of rows) {
      expect(up.panel.state.orders.get(r.provider_order_id!)?.link).toBe(r.link);
      expect(r.dispatch_attempts).toBe(1);
    }
  });
});
