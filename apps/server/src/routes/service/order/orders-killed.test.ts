import type { Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOrdersPaidOnce, payingMembers } from '../../../../test/helpers/orders-paid.js';
import { listenerPorts, PROCESS_TOKEN_SECRET, startServerProcess, waitFor, type ServerProcess } from '../../../../test/helpers/server-process.js';
import { createTestApp, dbAndWriters, type TestApp } from '../../../../test/helpers/test-app.js';

const GRANT = 1_000_000;

/**
 * Orders in flight when the server process dies without warning: on SQLite orders placed together
 * share one COMMIT, on PostgreSQL a plain order is one statement. Either way an order answered 201 is
 * kept and paid exactly once, and one not answered is either wholly there or wholly absent.
 */
describe.each(dbAndWriters)('orders in flight when the server process is killed -9, on %s, %s writer', (kind, writer) => {
  let t: TestApp;
  let proc: ServerProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { TOKEN_SECRET: PROCESS_TOKEN_SECRET, ORDER_WRITER: writer });
  });
  afterAll(async () => {
    await proc?.kill();
    await t?.close();
  });

  it('every answered order is kept and paid once; every balance equals its ledger and covers exactly its orders', { timeout: 60_000 }, async () => {
    const services = (await t.app.inject({ url: '/rest/service/services' })).json() as Service[];
    const service = services.find((s) => s.text === '틱톡 좋아요')!;
    const members = await payingMembers(t.app, 8, GRANT);
    const p = (proc = startServerProcess(t.env.config, { JOBS_ENABLED: 'false', ORDER_WRITER: writer }));
    const port = (await listenerPorts(p)).shop;

    const answered = new Map<number, { memberId: number; point: number }>();
    let failed = 0;
    let n = 0;
    const client = async (m: (typeof members)[number]) => {
      for (;;) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/rest/service/order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
            body: JSON.stringify({ serviceId: service.id, link: `https://www.instagram.com/p/killed_${++n}`, amount: 100 }),
          });
          if (res.status !== 201) throw new Error(`order answered ${res.status}: ${await res.text()}`);
          const order = (await res.json()) as { id: number; point: number };
          answered.set(order.id, { memberId: m.memberId, point: order.point });
        } catch (err) {
          if (err instanceof Error && err.message.startsWith('order answered')) throw err;
          failed++; // the connection died with the process
          return;
        }
      }
    };
    const clients = members.flatMap((m) => [client(m), client(m)]);
    expect(await waitFor(async () => answered.size >= 300, 30_000, 5)).toBe(true);
    await p.kill('SIGKILL');
    await Promise.all(clients);
    expect(failed).toBe(clients.length);

    await expectOrdersPaidOnce(t.app, { memberIds: members.map((m) => m.memberId), granted: GRANT, answered, exactly: false });
    // the database is whole: the next process takes orders again
    const again = (proc = startServerProcess(t.env.config, { JOBS_ENABLED: 'false', ORDER_WRITER: writer }));
    const port2 = (await listenerPorts(again)).shop;
    const res = await fetch(`http://127.0.0.1:${port2}/rest/service/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${members[0]!.token}` },
      body: JSON.stringify({ serviceId: service.id, link: 'https://www.instagram.com/p/after_restart', amount: 100 }),
    });
    expect(res.status).toBe(201);
  });
});
