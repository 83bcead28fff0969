import fs from 'node:fs';
import { makeAdmin } from '../src/cli/make-admin.js';
import { indexOrderLinks } from '../src/db/link-search.js';
import { encodeCursor } from '../src/lib/keyset.js';
import type { BenchTarget } from './bench-target.js';
import { generateBusyShop } from './busy-shop.js';
import { load, medianOf } from './measure.js';
import { defaultStaffPolicy, saveStaffPolicy } from '../src/services/staff/staff-policy.js';
import { enrolMembers, signIn } from './order-setup.js';
import { bundleServer, listenerPorts, startServerProcess } from '../test/helpers/server-process.js';

/** The goal the issue sets for every read the screens use, on a year of a busy shop. */
const P99_GOAL_MS = 100;

export interface ReadFigure {
  name: string;
  p50: number;
  p99: number;
  count: number;
}

/**
 * The member and console reads the screens use, on "a year of a busy shop" (busy-shop.ts) at `scale`
 * (BENCH_READS_SCALE; 1 = 1,000,000 orders), each measured for `durationMs` by the load client in its
 * own process at 2 clients: p50/p99 per read (the median of `rounds`), checked against the goal (p99 ≤ 100 ms).
 */
export async function benchReads(t: BenchTarget, scale: number, durationMs: number, rounds: number): Promise<ReadFigure[]> {
  const { ctx } = t.app;
  const [, reseller] = await enrolMembers(t.app, t.base, 2);
  await makeAdmin(ctx, 'bench0');
  // The owner's console needs a staff session: signed in again now that bench0 is staff, with the throwaway
  // shop's 2FA policy off (a verified session is read the same way on every request, so the reads cost the same).
  await saveStaffPolicy(ctx, { adminId: null }, { ...defaultStaffPolicy, twoFactorRoles: [] });
  const owner = await signIn(t.base, 'bench0');
  const shop = await generateBusyShop(ctx.db, ctx.dialect, { scale, now: new Date(), extraResellers: [reseller!.memberId], log: (l) => console.log(`  generating: ${l}`) });
  console.log(`  generated ${shop.orders} orders, ${shop.members} members, ${shop.ledger} ledger rows in ${shop.seconds.toFixed(0)} s; load ${load()}`);

  // What the sweep would have done while the year went by: the link search table holds every order (SQLite).
  while ((await indexOrderLinks(ctx.db, ctx.dialect)) > 0);
  const mine = ctx.db.selectFrom('orders').where('member_id', '=', reseller!.memberId).where('parent_order_id', 'is', null);
  const order = await mine.select('id').orderBy('id', 'desc').limit(1).offset(shop.orders >= 10_000 ? 50 : 0).executeTakeFirstOrThrow();
  // The history's last page (the member's oldest 10 in the 3-month window) starts after the 11th oldest.
  const since = new Date(Date.now() - 90 * 86_400_000).toISOString();
  const eleventhOldest = await mine.select(['created_at', 'id']).where('created_at', '>=', since).orderBy('created_at').orderBy('id').limit(1).offset(10).executeTakeFirst();
  const lastPage = eleventhOldest ? `?cursor=${encodeCursor({ createdAt: eleventhOldest.created_at, id: eleventhOldest.id })}` : '';
  // Page 200 of the console's order list as the page buttons reach it: a seek below the 3,980th newest id.
  const page200 = await ctx.db.selectFrom('orders').select('id').orderBy('id', 'desc').limit(1).offset(199 * 20 - 1).executeTakeFirst();
  const someMember = shop.resellerIds[3]!;
  const kst = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10);
  const dayAgo30 = kst(Date.now() - 30 * 86_400_000);
  const monthStart = `${kst(Date.now() - 40 * 86_400_000).slice(0, 8)}01`;
  const monthEnd = kst(Date.parse(`${monthStart}T00:00:00Z`) + 27 * 86_400_000);
  const member = reseller!.auth;
  const reads: [string, string, string][] = [
    ['member: history page 1', '/service/order-history/page', member],
    ['member: history chip 완료', '/service/order-history/page?status=2', member],
    ['member: history chip 취소', '/service/order-history/page?status=5', member],
    ['member: history last page', `/service/order-history/page${lastPage}`, member],
    ['member: order detail', `/service/order-history/${order.id}`, member],
    ['member: auto-order history', '/service/auto-order-history', member],
    ['console: orders', '/admin/orders?page=1&size=20', owner],
    ['console: orders page 200', `/admin/orders?page=200&size=20${page200 ? `&after=${page200.id}` : ''}`, owner],
    ['console: orders page 200 (no start)', '/admin/orders?page=200&size=20', owner],
    ['console: orders by status', '/admin/orders?status=3&size=20', owner],
    ['console: orders by member', `/admin/orders?memberId=${someMember}&size=20`, owner],
    ['console: orders by login id', '/admin/orders?loginId=bench1&size=20', owner],
    ['console: orders by service', `/admin/orders?serviceId=${shop.serviceIds[1]}&size=20`, owner],
    ['console: orders by day', `/admin/orders?from=${dayAgo30}&to=${dayAgo30}&size=20`, owner],
    ['console: orders stuck', '/admin/orders?stuck=true&size=20', owner],
    ['console: orders link search', '/admin/orders?link=busy12345&size=20', owner],
    ['console: members', '/admin/members?page=1&size=20', owner],
    ['console: members search', '/admin/members?q=busy777&size=20', owner],
    ['console: member detail', `/admin/members/${someMember}`, owner],
    ['console: member ledger', `/admin/members/${someMember}/ledger?page=1&size=20`, owner],
    ['console: charges', '/admin/charges?page=1&size=20', owner],
    ['console: dashboard', '/admin/dashboard', owner],
    ['console: margin 30 days', '/admin/margin?days=30', owner],
    ['console: margin 90 days', '/admin/margin?days=90', owner],
    ['console: CSV of a month', `/admin/exports/orders.csv?from=${monthStart}&to=${monthEnd}`, owner],
  ];
  // The reads go to a server process of its own on the same database, bundled as `npm start` runs it, as
  // a shop's server starts on a year of data (the one in this process holds the generator's leftovers and
  // a TypeScript loader, whose garbage collection weighs on every read after the generator).
  // one bundle for both processes
  const bundle = await bundleServer();
  try {
    const server = await startShopProcess(t, bundle);
    let figures: ReadFigure[];
    try {
      figures = await timeReads(server, reads, durationMs, rounds);
    } finally {
      await server.stop();
    }
    // the year's CSV from a process of its own: its memory is the export's, not what the reads left
    const exporter = await startShopProcess(t, bundle);
    try {
      return [...figures, await exportOfTheYear(exporter, owner)];
    } finally {
      await exporter.stop();
    }
  } finally {
    bundle.remove();
  }
}

/** A server process from `bundle` on the bench target's database, its jobs off (the reads are timed alone). */
async function startShopProcess(t: BenchTarget, bundle: Awaited<ReturnType<typeof bundleServer>>): Promise<ShopProcess> {
  const config = t.app.ctx.config;
  const proc = startServerProcess(config, { JOBS_ENABLED: 'false', TOKEN_SECRET: config.tokenSecret ?? '' }, bundle);
  try {
    const base = `http://127.0.0.1:${(await listenerPorts(proc, 120_000)).shop}/rest`;
    return { base, client: t.client, pid: proc.child.pid!, stop: () => proc.kill() };
  } catch (err) {
    await proc.kill();
    throw err;
  }
}

interface ShopProcess {
  base: string;
  client: BenchTarget['client'];
  pid: number;
  stop(): Promise<void>;
}

async function timeReads(t: ShopProcess, reads: [string, string, string][], durationMs: number, rounds: number): Promise<ReadFigure[]> {
  console.log(`\n  reads at 2 clients, ${durationMs} ms each, median of ${rounds} rounds taken in turn after a warm-up pass (goal p99 ≤ ${P99_GOAL_MS} ms)`);
  const measureRead = async ([name, path, auth]: [string, string, string], ms: number) => {
    try {
      return await t.client.run({ url: `${t.base}${path}`, headers: { authorization: auth }, expect: [200], concurrency: 2, durationMs: ms });
    } catch (err) {
      console.log(`  ${name.padEnd(30)} FAILED ${(err as Error).message.slice(0, 200)}`);
      return null;
    }
  };
  // A warm-up pass (each read for a fifth of its time, not counted): the first reads after the generator
  // find the pages it wrote cold, which a running shop does not.
  for (const read of reads) await measureRead(read, Math.max(100, durationMs / 5));
  // The rounds in turn (every read, then every read again), so that a noisy moment of this shared machine
  // falls on one round of a few reads, not on every round of one.
  const each = new Map<string, { p50: number; p99: number; count: number; firstByteP99: number }[]>();
  for (let r = 0; r < rounds; r++) {
    for (const read of reads) {
      const m = await measureRead(read, durationMs);
      if (m) each.set(read[0], [...(each.get(read[0]) ?? []), { p50: m.p50, p99: m.p99, count: m.count, firstByteP99: m.firstByteP99 }]);
    }
  }
  const figures: ReadFigure[] = [];
  for (const [name] of reads) {
    const got = each.get(name);
    if (!got || got.length < rounds) continue;
    const median = medianOf(got);
    const count = got.reduce((n, x) => n + x.count, 0);
    figures.push({ name, p50: median.p50, p99: median.p99, count });
    // a download (CSV) also says when it starts: the answer's headers, sent before the first rows are read
    const start = /CSV/.test(name) ? `  first byte p99 ${median.firstByteP99.toFixed(1)} ms` : '';
    const p99s = got.map((x) => x.p99.toFixed(1)).join(' / ');
    console.log(`  ${name.padEnd(30)} p50 ${median.p50.toFixed(1).padStart(7)} ms  p99 ${median.p99.toFixed(1).padStart(7)} ms (${p99s})  n ${String(count).padStart(5)}  ${median.p99 <= P99_GOAL_MS ? 'ok' : 'OVER GOAL'}${start}`);
  }
  return figures;
}

/** The goal for the server's memory while it writes the year's CSV. */
const RSS_GOAL_MB = 300;

/** A process's resident memory now (VmRSS) or at its peak so far (VmHWM), in MB (Linux). */
const rssMb = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/**
 * The CSV of every order of the year (1,000,000 rows at scale 1), downloaded from a server process started
 * for it (startShopProcess), whose resident memory is read before the download and at its peak: the
 * export streams, so the peak stays under RSS_GOAL_MB.
 */
async function exportOfTheYear(t: ShopProcess, owner: string): Promise<ReadFigure> {
  const kst = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10);
  const from = kst(Date.now() - 366 * 86_400_000);
  const to = kst(Date.now());
  const url = (a: string, b: string) => `${t.base}/admin/exports/orders.csv?from=${a}&to=${b}`;
  // one small export first, so the peak counts the export and not the process's first requests
  const warm = await fetch(url(to, to), { headers: { authorization: owner } });
  if (!warm.ok) throw new Error(`HTTP ${warm.status}: ${await warm.text()}`);
  await warm.text();
  const before = rssMb(t.pid, 'VmRSS');
  const started = performance.now();
  let bytes = 0;
  let rows = 0;
  const res = await fetch(url(from, to), { headers: { authorization: owner } });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) rows++;
  }
  const ms = performance.now() - started;
  const peak = rssMb(t.pid, 'VmHWM');
  console.log(
    `  console: CSV of the year          ${rows.toLocaleString('en-US')} lines, ${(bytes / 1024 / 1024).toFixed(0)} MB in ${(ms / 1000).toFixed(1)} s; server process RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB ${peak < RSS_GOAL_MB ? 'ok' : `OVER GOAL (${RSS_GOAL_MB} MB)`}`,
  );
  return { name: 'console: CSV of the year', p50: ms, p99: ms, count: 1 };
}
