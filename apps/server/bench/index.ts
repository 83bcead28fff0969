/**
 * npm run bench — the shop's hot paths (service list, login, order placement) over HTTP, next to
 * their floors measured in the same run on the same database: a bare Fastify hello route and the
 * bare transaction (same debit + ledger + insert as an order). The load client runs in its own
 * process, so the server's CPU per request is read from this process (process.cpuUsage). Each
 * figure is the median of BENCH_ROUNDS (default 3) rounds; the machine's load is printed with it.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 * BENCH_SECONDS (default 2) per catalog cell, BENCH_ORDER_SECONDS (default 2) per order cell.
 * Then auto-order runs by real server processes (auto-orders.ts; BENCH_AUTO_ORDERS=false skips it,
 * BENCH_ONLY=auto-orders runs it alone, BENCH_ONLY=orders runs only the order part).
 * After the orders, SMM API v2 `add` beside the web order in one run (api-add.ts; BENCH_ONLY=api runs
 * it alone, BENCH_API_SECONDS, default 2, per cell), then v2 `balance` beside the member's profile read (api-reads.ts;
 * BENCH_ONLY=api-reads runs it alone).
 * Then a custom-comments order of 500 lines beside a Default order, server CPU per order side by side
 * (types.ts; BENCH_ONLY=types runs it alone, BENCH_TYPES_SECONDS, default 2, per cell).
 * Last, the member and console reads on "a year of a busy shop" (reads.ts; BENCH_ONLY=reads runs it
 * alone, BENCH_READS_SCALE sizes the shop, default 1 = 1,000,000 orders; BENCH_READS_SECONDS, default 1,
 * per read; BENCH_READS=false skips it), each first on a shop of 1,000 orders and compared with it,
 * then the CSV of the whole year with the server's peak memory.
 */
import os from 'node:os';
import { benchApiAdd, type ApiAddFigures } from './api-add.js';
import { benchApiReads, type ApiReadFigures } from './api-reads.js';
import { benchAutoOrders } from './auto-orders.js';
import { startTarget } from './bench-target.js';
import { benchCatalog } from './catalog.js';
import { freshPgDatabase, load } from './measure.js';
import { benchOrders, type OrderFigures } from './orders.js';
import { benchReads, type ReadFigure } from './reads.js';
import { benchTypes, type TypeFigures } from './types.js';

/** The "empty shop" the busy one is compared with: 1,000 orders, 100 members. */
const EMPTY_SHOP_SCALE = 0.001;

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const only = process.env.BENCH_ONLY;
if (only && !['auto-orders', 'orders', 'api', 'api-reads', 'types', 'reads'].includes(only)) throw new Error(`BENCH_ONLY=${only}: the parts that run alone are auto-orders, orders, api, api-reads, types and reads`);

interface DatabaseFigures {
  orders?: Record<number, OrderFigures>;
  api?: Record<number, ApiAddFigures>;
  apiReads?: Record<number, ApiReadFigures>;
  types?: Record<string, TypeFigures>;
}

async function benchDatabase(kind: string, databaseUrl: string | undefined): Promise<DatabaseFigures> {
  const t = await startTarget(databaseUrl);
  try {
    console.log(`\n[${kind}] load ${load()}`);
    if (!only) await benchCatalog(t, Number(process.env.BENCH_SECONDS ?? 2) * 1000, rounds);
    const orders = !only || only === 'orders' ? await benchOrders(t, Number(process.env.BENCH_ORDER_SECONDS ?? 2) * 1000, rounds) : undefined;
    const api = !only || only === 'api' ? await benchApiAdd(t, Number(process.env.BENCH_API_SECONDS ?? 2) * 1000, rounds) : undefined;
    const apiReads = !only || only === 'api' || only === 'api-reads' ? await benchApiReads(t, Number(process.env.BENCH_API_SECONDS ?? 2) * 1000, rounds) : undefined;
    const types = !only || only === 'types' ? await benchTypes(t, Number(process.env.BENCH_TYPES_SECONDS ?? 2) * 1000, rounds) : undefined;
    return { orders, api, apiReads, types };
  } finally {
    await t.close();
  }
}

const started = performance.now();
console.log(`${new Date().toISOString()}  ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'})  node ${process.version}  load (1/5/15 min) ${load()}`);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const summary: [string, DatabaseFigures][] = [];
if (only !== 'auto-orders' && only !== 'reads') {
  summary.push(['SQLite', await benchDatabase('SQLite', undefined)]);
  if (pgUrl) {
    const db = await freshPgDatabase(pgUrl);
    try {
      summary.push(['PostgreSQL', await benchDatabase('PostgreSQL', db.url)]);
    } finally {
      await db.drop();
    }
  } else {
    console.log('\nSKIPPED: PostgreSQL benchmark (catalog and orders) — set BENCH_DATABASE_URL=postgres://… (a server where a bench database may be created).');
  }
  const at = <F>(figures: Record<number, F>, pick: (f: F) => string) => Object.values(figures).map(pick).join(' / ');
  if (!only || only === 'orders') {
    console.log(`\nsummary (median of ${rounds}): HTTP order ÷ bare transaction, throughput, at c=1 / 16 / 64; server CPU per order`);
    for (const [kind, { orders }] of summary) {
      if (orders) console.log(`  ${kind.padEnd(10)} ${at(orders, (f) => f.ratio.toFixed(2))}   orders/s ${at(orders, (f) => f.httpOps.toFixed(0))}   CPU/order ${at(orders, (f) => f.cpuPerOrder.toFixed(2))} ms`);
    }
    console.log(`\nsummary (median of ${rounds}): the order writers side by side (ORDER_WRITER), HTTP orders/s at c=1 / 16 / 64, fast ÷ plain`);
    for (const [kind, { orders }] of summary) {
      if (orders) console.log(`  ${kind.padEnd(10)} fast ${at(orders, (f) => f.httpOps.toFixed(0))}   plain ${at(orders, (f) => f.plainHttpOps.toFixed(0))}   fast ÷ plain ${at(orders, (f) => (f.httpOps / f.plainHttpOps).toFixed(2))}`);
    }
  }
  if (!only || only === 'api') {
    console.log(`\nsummary (median of ${rounds}): v2 add ÷ web order, throughput, at c=16 / 64, per-key limit default | 100,000; server CPU per call (web | v2 default | v2 100,000)`);
    for (const [kind, { api }] of summary) {
      if (api) {
        console.log(
          `  ${kind.padEnd(10)} ${at(api, (f) => f.defaultRatio.toFixed(2))} | ${at(api, (f) => f.highRatio.toFixed(2))}   CPU ${at(api, (f) => f.webCpu.toFixed(2))} | ${at(api, (f) => f.defaultCpu.toFixed(2))} | ${at(api, (f) => f.highCpu.toFixed(2))} ms`,
        );
        console.log(`  ${''.padEnd(10)} writers, v2 add (100,000): fast ${at(api, (f) => f.highOps.toFixed(0))}   plain ${at(api, (f) => f.plainHighOps.toFixed(0))}   fast ÷ plain ${at(api, (f) => (f.highOps / f.plainHighOps).toFixed(2))}`);
      }
    }
  }
  if (!only || only === 'api' || only === 'api-reads') {
    console.log(`\nsummary (median of ${rounds}): v2 balance ÷ the member's profile read, throughput, at c=16 / 64, leased | plain counting; server CPU per call (profile | leased | plain)`);
    for (const [kind, { apiReads: r }] of summary) {
      if (r) console.log(`  ${kind.padEnd(10)} ${at(r, (f) => f.ratio.toFixed(2))} | ${at(r, (f) => f.plainRatio.toFixed(2))}   CPU ${at(r, (f) => f.profileCpu.toFixed(2))} | ${at(r, (f) => f.balanceCpu.toFixed(2))} | ${at(r, (f) => f.plainBalanceCpu.toFixed(2))} ms`);
    }
  }
  if (!only || only === 'types') {
    console.log(`\nsummary (median of ${rounds}): server CPU per order, custom comments × 500 lines ÷ Default (goal ≤ 2), web (Idempotency-Key) at c=1 / 16, then no key at c=1 / 16`);
    for (const [kind, { types }] of summary) {
      if (types) console.log(`  ${kind.padEnd(10)} ${at(types, (f) => f.cpuRatio.toFixed(2))}   CPU ${at(types, (f) => f.defaultCpu.toFixed(2))} | ${at(types, (f) => f.commentsCpu.toFixed(2))} ms   orders/s ${at(types, (f) => f.defaultOps.toFixed(0))} | ${at(types, (f) => f.commentsOps.toFixed(0))}`);
    }
  }
}
if (!only || only === 'reads') {
  if (!['false', '0', 'no'].includes(process.env.BENCH_READS ?? 'true')) {
    const scale = Number(process.env.BENCH_READS_SCALE ?? 1);
    const seconds = Number(process.env.BENCH_READS_SECONDS ?? 1);
    for (const [kind, url] of [['SQLite', undefined], ...(pgUrl ? [['PostgreSQL', 'pg']] : [])] as [string, string | undefined][]) {
      // The same reads on a shop of a few hundred orders first: the goal is within 2× of them.
      const figures: ReadFigure[][] = [];
      for (const [label, size] of [['an empty shop', EMPTY_SHOP_SCALE], [`a busy shop at scale ${scale}`, scale]] as const) {
        const db = url ? await freshPgDatabase(pgUrl!) : undefined;
        const t = await startTarget(db?.url);
        try {
          console.log(`\n[${kind}] reads on ${label}; load ${load()}`);
          figures.push(await benchReads(t, size, seconds * 1000, rounds));
        } finally {
          await t.close();
          await db?.drop();
        }
      }
      const [empty, busy] = figures as [ReadFigure[], ReadFigure[]];
      console.log(`\n[${kind}] p99 on the busy shop ÷ p99 on the empty one (goal ≤ 2; reads under 5 ms on both count as equal)`);
      for (const f of busy) {
        const e = empty.find((x) => x.name === f.name);
        if (!e || f.count <= 1) continue;
        const ratio = Math.max(f.p99, 5) / Math.max(e.p99, 5);
        console.log(`  ${f.name.padEnd(36)} ${ratio.toFixed(2).padStart(6)}  ${ratio <= 2 ? 'ok' : 'OVER GOAL'}`);
      }
    }
  }
}
if (!only || only === 'auto-orders') {
  if (!['false', '0', 'no'].includes(process.env.BENCH_AUTO_ORDERS ?? 'true')) await benchAutoOrders(pgUrl);
}
console.log(`\nload at the end ${load()}; total ${((performance.now() - started) / 1000).toFixed(0)} s`);
