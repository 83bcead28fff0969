import os from 'node:os';
import pg from 'pg';

export interface Result {
  count: number;
  ops: number;
  p50: number;
  p99: number;
}

type Op = (client: number) => Promise<unknown>;

/** Runs `op` from `concurrency` clients for `durationMs`, adding latencies; answers the elapsed ms. */
async function run(concurrency: number, durationMs: number, op: Op, latencies: number[]): Promise<number> {
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < end) {
        const t = performance.now();
        await op(client);
        latencies.push(performance.now() - t);
      }
    }),
  );
  // The real elapsed time: the last operations finish after the deadline.
  return performance.now() - start;
}

export function summarize(latencies: number[], elapsedMs: number): Result {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count: latencies.length, ops: latencies.length / (elapsedMs / 1000), p50: at(0.5), p99: at(0.99) };
}

/** The median of each figure over the rounds (figure by figure, not the median round). */
export function medianOf<T extends Record<keyof T, number>>(rounds: T[]): T {
  const keys = Object.keys(rounds[0]!) as (keyof T)[];
  const mid = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  return Object.fromEntries(keys.map((k) => [k, mid(rounds.map((r) => r[k] as number))])) as T;
}

export const load = () => os.loadavg().map((v) => v.toFixed(2)).join(' / ');

/** `op` from `concurrency` clients for `durationMs`; each client knows its index (0…concurrency-1). */
export async function measure(concurrency: number, durationMs: number, op: Op): Promise<Result> {
  const latencies: number[] = [];
  return summarize(latencies, await run(concurrency, durationMs, op, latencies));
}

export const fmt = (r: Result) => `${r.ops.toFixed(0).padStart(7)} ops/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms`;

export async function freshPgDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
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
