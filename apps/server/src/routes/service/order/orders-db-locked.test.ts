import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Service } from '@snsshop/shared';
import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createTestCustomerApi, memberWithKey } from '../../../../test/helpers/customer-api.js';
import { expectOrdersPaidOnce, payingMembers } from '../../../../test/helpers/orders-paid.js';
import { listenerPorts, PROCESS_TOKEN_SECRET, startServerProcess, type ServerProcess } from '../../../../test/helpers/server-process.js';
import { balanceAndLedger, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';

const GRANT = 10_000_000;
const LOAD_MS = 10_000;

/**
 * Another connection writes to the shop's SQLite file while members order (the admin command line,
 * a restore check, an owner's sqlite3 session): an order waits for the file's write lock instead of
 * failing, and one that cannot get it in time is refused with 503 and kept nowhere — never a 500.
 */
describe('orders while another process writes to the same SQLite file', () => {
  let t: TestApp;
  let proc: ServerProcess | undefined;
  let writer: ChildProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { TOKEN_SECRET: PROCESS_TOKEN_SECRET });
  });
  afterAll(async () => {
    writer?.kill('SIGKILL');
    await proc?.kill();
    await t?.close();
  });

  it('16 clients ordering for 10 s: no answer ≥ 500 but 503 (with Retry-After), every 201 kept once, every balance equals its ledger', { timeout: 90_000 }, async () => {
    const services = (await t.app.inject({ url: '/rest/service/services' })).json() as Service[];
    const service = services.find((s) => s.text === '틱톡 좋아요')!;
    const members = await payingMembers(t.app, 8, GRANT);
    const p = (proc = startServerProcess(t.env.config, { JOBS_ENABLED: 'false' }));
    const port = (await listenerPorts(p)).shop;

    // As `npm run admin` or a sqlite3 session would: short write transactions on the same file, over and over.
    const file = path.join(t.env.config.dataDir, 'shop.db');
    writer = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(${JSON.stringify(file)}, { timeout: 5000 });
         const insert = db.prepare("INSERT INTO admin_audit (admin_id, action, target_type, target_id, created_at) VALUES (NULL, 'test.writer', 'member', ?, ?)");
         let n = 0;
         const write = () => { db.transaction(() => { for (let i = 0; i < 3; i++) insert.run(String(++n), new Date().toISOString()); })(); if (n % 300 === 0) console.log('wrote', n); setTimeout(write, 2); };
         write();`,
      ],
      { cwd: path.dirname(new URL(import.meta.url).pathname), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let writerOut = '';
    writer.stdout!.on('data', (b: Buffer) => (writerOut += b.toString()));
    writer.stderr!.on('data', (b: Buffer) => (writerOut += b.toString()));

    const answered = new Map<number, { memberId: number; point: number }>();
    const statuses = new Map<number, number>();
    const busy: { retryAfter: string | null; message: string }[] = [];
    let n = 0;
    const until = Date.now() + LOAD_MS;
    const client = async (m: (typeof members)[number]) => {
      while (Date.now() < until) {
        const res = await fetch(`http://127.0.0.1:${port}/rest/service/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
          body: JSON.stringify({ serviceId: service.id, link: `https://www.instagram.com/p/locked_${++n}`, amount: 100 }),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) {
          const order = (await res.json()) as { id: number; point: number };
          expect(answered.has(order.id)).toBe(false);
          answered.set(order.id, { memberId: m.memberId, point: order.point });
        } else if (res.status === 503) {
          busy.push({ retryAfter: res.headers.get('retry-after'), message: ((await res.json()) as { message: string }).message });
        } else {
          await res.text();
        }
      }
    };
    await Promise.all(members.flatMap((m) => [client(m), client(m)]));
    writer.kill('SIGKILL');

    // the other process did write all along
    expect(writerOut, writerOut).toMatch(/wrote \d+/);
    expect([...statuses.keys()].filter((s) => s !== 201 && s !== 503), `${JSON.stringify([...statuses])}\n${p.output().slice(-3000)}`).toEqual([]);
    expect(answered.size).toBeGreaterThan(100);
    for (const b of busy) expect(b).toEqual({ retryAfter: expect.stringMatching(/^\d+$/), message: msg.common.busy });

    // exactly the orders answered 201, each paid once: none refused with 503 was kept
    await expectOrdersPaidOnce(t.app, { memberIds: members.map((m) => m.memberId), granted: GRANT, answered, exactly: true });
  });
});

describe('an order while another connection holds the SQLite file past the busy timeout', () => {
  let t: TestApp;
  let holder: SQLite.Database;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    holder = new SQLite(path.join(t.env.config.dataDir, 'shop.db'));
    await sql`PRAGMA busy_timeout = 50`.execute(t.app.ctx.db);
  });
  afterAll(async () => {
    if (holder?.inTransaction) holder.exec('ROLLBACK');
    holder?.close();
    await t?.close();
  });

  it('is answered 503 with Retry-After and a Korean "try again later" on the shop, the documented API and /api/v2; nothing of it is kept', async () => {
    const api = await createTestCustomerApi(t);
    const services = (await t.app.inject({ url: '/rest/service/services' })).json() as Service[];
    const service = services.find((s) => s.text === '틱톡 좋아요')!;
    const m = await memberWithKey(t, 100_000);
    const before = await balanceAndLedger(t.app, m.memberId);

    holder.exec('BEGIN IMMEDIATE');
    const shop = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://www.instagram.com/p/locked_shop', amount: 100 } });
    const documented = await api.api.inject({ method: 'POST', url: '/order', headers: m.headers, payload: { serviceId: service.id, link: 'https://www.instagram.com/p/locked_api', amount: 100 } });
    const v2 = await api.api.inject({ method: 'POST', url: '/api/v2', payload: { key: m.key, action: 'add', service: service.id, link: 'https://www.instagram.com/p/locked_v2', quantity: 100 } });
    holder.exec('ROLLBACK');

    for (const res of [shop, documented]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toMatchObject({ message: msg.common.busy });
    }
    expect(msg.common.busy).toContain('잠시 후 다시 시도해주세요');
    expect(v2.statusCode, v2.body).toBe(503);
    expect(v2.headers['retry-after']).toMatch(/^\d+$/);
    expect(v2.json()).toEqual({ error: expect.stringMatching(/try again later/) });

    expect(await t.app.ctx.db.selectFrom('orders').select('id').where('member_id', '=', m.memberId).execute()).toEqual([]);
    expect(await balanceAndLedger(t.app, m.memberId)).toEqual(before);
    // the lock gone, the same order goes through
    const again = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://www.instagram.com/p/locked_shop', amount: 100 } });
    expect(again.statusCode, again.body).toBe(201);
    await api.close();
  });
});
