/**
 * The benchmark's load client, in its own process (forked by http-load.ts) so that the server
 * process's CPU time is the server's alone. Answers each `run` message with the latencies of every
 * request made by `concurrency` clients over `durationMs` (keep-alive, one connection per client).
 */
import { Pool } from 'undici';
import type { LoadResult, LoadSpec } from './http-load.js';

let links = 0;
let keys = 0;
let turn = 0;

async function run(spec: LoadSpec): Promise<LoadResult> {
  const url = new URL(spec.url);
  const pool = new Pool(url.origin, { connections: spec.concurrency, pipelining: 1 });
  const latencies: number[] = [];
  /** until the answer's headers: what a person waiting on a download sees start */
  const firstByte: number[] = [];
  const statuses: Record<number, number> = {};
  let failure: string | undefined;
  const start = performance.now();
  const end = start + spec.durationMs;
  try {
    await Promise.all(
      Array.from({ length: spec.concurrency }, async (_, client) => {
        while (performance.now() < end) {
          const headers: Record<string, string> = { ...spec.headers };
          const pick = spec.rotate ? turn++ : client;
          if (spec.auths?.length) headers.authorization = spec.auths[pick % spec.auths.length]!;
          if (spec.idempotencyKeys) headers['idempotency-key'] = `bench-${process.pid}-${++keys}`;
          if (spec.forwardedFor?.length) headers['x-forwarded-for'] = spec.forwardedFor[pick % spec.forwardedFor.length]!;
          let body = spec.body;
          if (spec.order) {
            headers['content-type'] = 'application/json';
            // a fresh link per order: one active order per (member, service, link)
            const { serviceId, amount, fields } = spec.order;
            body = JSON.stringify({ serviceId, amount, link: `https://instagram.com/p/${spec.order.linkPrefix}${process.pid}x${++links}`, ...(fields ? { fields } : {}) });
          }
          if (spec.v2Add) {
            const a = spec.v2Add;
            headers['content-type'] = 'application/x-www-form-urlencoded';
            const link = `https://instagram.com/p/${a.linkPrefix}${process.pid}x${++links}`;
            body = new URLSearchParams({ key: a.keys[pick % a.keys.length]!, action: 'add', service: String(a.serviceId), link, quantity: String(a.quantity) }).toString();
          }
          if (spec.v2Call) {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            body = new URLSearchParams({ key: spec.v2Call.keys[pick % spec.v2Call.keys.length]!, action: spec.v2Call.action }).toString();
          }
          const t = performance.now();
          const res = await pool.request({ path: url.pathname + url.search, method: spec.method ?? 'GET', headers, body });
          firstByte.push(performance.now() - t);
          const text = await res.body.text();
          latencies.push(performance.now() - t);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (!spec.expect.includes(res.statusCode) || (spec.expectText && !text.includes(spec.expectText))) failure ??= `${res.statusCode}: ${text.slice(0, 300)}`;
        }
      }),
    );
  } finally {
    await pool.close();
  }
  return { elapsedMs: performance.now() - start, latencies, firstByte, statuses, ...(failure ? { failure } : {}) };
}

process.on('message', (spec: LoadSpec) => {
  run(spec).then(
    (result) => process.send!(result),
    (err: unknown) => process.send!({ elapsedMs: 0, latencies: [], firstByte: [], statuses: {}, failure: String(err) } satisfies LoadResult),
  );
});
