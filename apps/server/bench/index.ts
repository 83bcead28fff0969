/**
 * npm run bench — throughput and latency of the shop's hot read path, over HTTP and bare,
 * measured in one run so the numbers compare as ratios on a shared, noisy machine.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { listServices } from '../src/services/catalog/catalog-queries.js';

interface Result {
  ops: number;
  p50: number;
  p99: number;
}

async function measure(concurrency: number, durationMs: number, op: () => Promise<unknown>): Promise<Result> {
  const latencies: number[] = [];
  const end = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await op();
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { ops: latencies.length / (durationMs / 1000), p50: at(0.5), p99: at(0.99) };
}

async function freshPgDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const fmt = (r: Result) => `${r.ops.toFixed(0).padStart(7)} ops/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms`;

async function benchDatabase(kind: string, databaseUrl: string | undefined, seconds: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/rest`;
  const demo = app.seed.demoLogin!;
  const ms = seconds * 1000;
  console.log(`\n[${kind}]`);
  for (const c of [1, 16, 64]) {
    const http = await measure(c, ms, async () => (await fetch(`${base}/service/services?includeWon=true`)).arrayBuffer());
    const bare = await measure(c, ms, () => listServices(app.ctx.db, true));
    console.log(`  services c=${String(c).padStart(2)}  HTTP ${fmt(http)} | bare ${fmt(bare)} | HTTP/bare throughput ${(http.ops / bare.ops).toFixed(2)}`);
  }
  const login = await measure(4, ms, async () => {
    const res = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demo) });
    if (res.status !== 200) throw new Error(`login ${res.status}`);
    await res.arrayBuffer();
  });
  console.log(`  login (argon2id) c= 4  HTTP ${fmt(login)}`);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
await benchDatabase('SQLite', undefined, seconds);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const db = await freshPgDatabase(pgUrl);
  try {
    await benchDatabase('PostgreSQL', db.url, seconds);
  } finally {
    await db.drop();
  }
} else {
  console.log('\nSKIPPED: PostgreSQL benchmark — set BENCH_DATABASE_URL=postgres://… (a server where a bench database may be created).');
}
