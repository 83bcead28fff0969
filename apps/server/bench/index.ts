/**
 * npm run bench — throughput and latency of the shop's hot paths (service list, login, order
 * placement), over HTTP and bare, measured in one run so the numbers compare as ratios on a shared,
 * noisy machine. Client and server share this one process (and its cores): HTTP figures carry the
 * client's cost too, so they understate what the server alone would do.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 * BENCH_SECONDS (default 3) per catalog cell, BENCH_ORDER_SECONDS (default 2) per order cell.
 * Then auto-order runs by real server processes (auto-orders.ts; BENCH_AUTO_ORDERS=false skips it,
 * BENCH_ONLY=auto-orders runs it alone).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { benchAutoOrders } from './auto-orders.js';
import { benchCatalog } from './catalog.js';
import { freshPgDatabase } from './measure.js';
import { benchOrders } from './orders.js';

async function benchDatabase(kind: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-bench-'));
  // No background sweeps: dispatch and status sync would compete with the timed requests.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', SIGNUP_RATE_LIMIT: '1000000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}/rest`;
    console.log(`\n[${kind}]`);
    await benchCatalog(app, base, Number(process.env.BENCH_SECONDS ?? 3) * 1000);
    await benchOrders(app, base, Number(process.env.BENCH_ORDER_SECONDS ?? 2) * 1000);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = performance.now();
const only = process.env.BENCH_ONLY;
if (only && only !== 'auto-orders') throw new Error(`BENCH_ONLY=${only}: the only part that runs alone is auto-orders`);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!only) {
  await benchDatabase('SQLite', undefined);
  if (pgUrl) {
    const db = await freshPgDatabase(pgUrl);
    try {
      await benchDatabase('PostgreSQL', db.url);
    } finally {
      await db.drop();
    }
  } else {
    console.log('\nSKIPPED: PostgreSQL benchmark (catalog and orders) — set BENCH_DATABASE_URL=postgres://… (a server where a bench database may be created).');
  }
}
if (!['false', '0', 'no'].includes(process.env.BENCH_AUTO_ORDERS ?? 'true')) await benchAutoOrders(pgUrl);
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
