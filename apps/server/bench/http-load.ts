import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { summarize, type Result } from './measure.js';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** client i sends auths[i % auths.length] as its Authorization header */
  auths?: string[];
  /** POST an order body with a fresh link each time; `fields` (a type's fields, e.g. comments) instead of or beside the amount */
  order?: { serviceId: number; amount?: number; linkPrefix: string; fields?: Record<string, string> };
  body?: string;
  /** POST an SMM API v2 `add` (a form body) with a fresh link each time, the key taken in turn from `keys` */
  v2Add?: { keys: string[]; serviceId: number; quantity: number; linkPrefix: string };
  /** send a fresh Idempotency-Key with each request, as the web's order form does */
  idempotencyKeys?: boolean;
  /** POST an SMM API v2 call without an order (`balance`, `status` …) as a form body, the key taken in turn from `keys` */
  v2Call?: { keys: string[]; action: string };
  /** take auths and keys in turn per request (a shared counter), not one per client */
  rotate?: boolean;
  /** X-Forwarded-For taken in turn per request from these (the server must trust its proxy) */
  forwardedFor?: string[];
  /** every answer's body must contain this */
  expectText?: string;
  expect: number[];
  concurrency: number;
  durationMs: number;
}

export interface LoadResult {
  elapsedMs: number;
  latencies: number[];
  /** each request's time until its answer's headers */
  firstByte: number[];
  statuses: Record<number, number>;
  failure?: string;
}

/** An HTTP measurement: throughput, latency, and the server process's CPU time per request. */
export interface HttpResult extends Result {
  count: number;
  cpuMsPerRequest: number;
  /** p99 of the time until the answer's headers (a streamed download starts then) */
  firstByteP99: number;
}

export interface LoadClient {
  run(spec: LoadSpec): Promise<HttpResult>;
  close(): void;
}

/**
 * Forks the load client into its own process. The server runs in this process, so its CPU time
 * during a run (process.cpuUsage) divided by the requests made is the server's cost per request.
 */
export function startLoadClient(): LoadClient {
  const child: ChildProcess = fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return {
    run: (spec) =>
      new Promise((resolve, reject) => {
        const cpu = process.cpuUsage();
        child.once('message', (r: LoadResult) => {
          const used = process.cpuUsage(cpu);
          if (r.failure) return reject(new Error(`${spec.method ?? 'GET'} ${spec.url}: ${r.failure}`));
          const count = r.latencies.length;
          resolve({ ...summarize(r.latencies, r.elapsedMs), count, cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, count), firstByteP99: summarize(r.firstByte, r.elapsedMs).p99 });
        });
        child.send(spec);
      }),
    close: () => child.kill(),
  };
}
