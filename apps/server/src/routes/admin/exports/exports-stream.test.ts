import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { listenerPorts, PROCESS_TOKEN_SECRET, startServerProcess, type ServerProcess } from '../../../../test/helpers/server-process.js';
import { dbKinds } from '../../../../test/helpers/test-app.js';

const ROWS = 100_000;
/**
 * The JavaScript heap the server process is given: room for the server and a few chunks, not for the
 * file. Holding the whole file (rows and text) runs the process out of heap, which the download sees
 * as a cut-off answer. A heap limit rather than a bound on resident memory: how far resident memory
 * grows depends on when the collector runs, which on a loaded machine varies by tens of MB.
 * Measured on Node 20 (2026-12-08): streamed, the export needs 41–48 MB; held whole, 81–112 MB.
 */
const HEAP_LIMIT_MB = 64;
/** What a link copied from the app's share button carries: makes each row as long as real ones. */
const shareSuffix = `?igsh=${'MzRlODBiNWFlZA'.repeat(12)}&utm_source=ig_web_copy_link`;

/** Peak resident memory of a process so far (Linux), in MB. */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * The accountant's order file of a period with 100,000 orders, fetched from a real server process:
 * every order once, in time order, from a server whose heap has no room for the whole file — the rows
 * are read and written in chunks.
 */
describe.each(dbKinds)('the CSV export of 100,000 orders on %s', (kind) => {
  let t: AdminTestApp;
  let proc: ServerProcess | undefined;
  beforeAll(async () => {
    t = await createAdminTestApp(kind, { TOKEN_SECRET: PROCESS_TOKEN_SECRET });
    const { db } = t.app.ctx;
    const service = await db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    const start = Date.UTC(2026, 9, 31, 15); // 2026-11-01 00:00 in Korea
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < ROWS; i += 1000) {
        const rows = Array.from({ length: 1000 }, (_, j) => {
          const n = i + j;
          // Two orders share each instant, so the keyset must order by id within it.
          const at = new Date(start + Math.floor(n / 2) * 20_000).toISOString();
          return { member_id: t.admin.memberId, service_id: service.id, link: `https://www.instagram.com/p/export_${n}/${shareSuffix}`, quantity: 100, unit_price_e7: 100_000_000, charge: 1000 + (n % 7), status: 2, created_at: at, updated_at: at };
        });
        await trx.insertInto('orders').values(rows).execute();
      }
    });
  }, 300_000);
  afterAll(async () => {
    await proc?.kill();
    await t?.close();
  });

  it('streams every order once, in order, from a server with no room in its heap for the whole file', { timeout: 300_000 }, async () => {
    const p = (proc = startServerProcess(t.env.config, { JOBS_ENABLED: 'false', NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB}` }));
    const port = (await listenerPorts(p, 120_000)).shop; // slow to start on a loaded machine
    const url = (from: string, to: string) => `http://127.0.0.1:${port}/rest/admin/exports/orders.csv?from=${from}&to=${to}`;
    const small = await fetch(url('2026-11-01', '2026-11-01'), { headers: t.admin.auth });
    expect(small.status).toBe(200);
    await small.text();
    const before = peakRssMb(p.child.pid!);

    const res = await fetch(url('2026-11-01', '2026-11-30'), { headers: t.admin.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    let lines = 0;
    let pending = '';
    let lastId = 0;
    let first = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) {
      pending += decoder.decode(chunk as Uint8Array, { stream: true });
      const parts = pending.split('\r\n');
      pending = parts.pop()!;
      for (const l of parts) {
        if (lines++ === 0) continue; // the header
        if (!first) first = l;
        const id = Number(l.split(',')[1]);
        expect(id).toBeGreaterThan(lastId); // created in id order here, so time order is id order
        lastId = id;
      }
    }
    expect(pending).toBe('');
    expect(lines - 1).toBe(ROWS);
    expect(first).toMatch(/^2026-11-01 00:00:00,\d+,[^,]+,[^,]+,https:\/\/www\.instagram\.com\/p\/export_0\/\?igsh=[^,]+,100,1000,0,1000,0,/);
    expect(p.child.exitCode, p.output()).toBeNull(); // still serving, not killed by running out of heap
    console.log(`export of ${ROWS} orders on ${kind} in a ${HEAP_LIMIT_MB} MB heap: peak RSS ${before.toFixed(0)} → ${peakRssMb(p.child.pid!).toFixed(0)} MB`);
  });
});
