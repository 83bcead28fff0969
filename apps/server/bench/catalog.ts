import { listServices } from '../src/services/catalog/catalog-queries.js';
import type { BenchTarget } from './bench-target.js';
import { fmt, measure, medianOf } from './measure.js';

/** The hot read path (service list) over HTTP vs the bare query, median of the rounds; then login (argon2id) over HTTP. */
export async function benchCatalog(t: BenchTarget, ms: number, rounds: number): Promise<void> {
  const url = `${t.base}/service/services?includeWon=true`;
  // as a browser asks: it takes Brotli, so it gets (and revalidates) the compressed answer's tag
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };
  const etag = (await fetch(url, { headers: asBrowser })).headers.get('etag');
  for (const c of [1, 16, 64]) {
    const each = [];
    for (let r = 0; r < rounds; r++) {
      const http = await t.client.run({ url, headers: asBrowser, expect: [200], concurrency: c, durationMs: ms });
      // a browser that holds the list already: If-None-Match, 304 and no body
      const revalidate = etag ? await t.client.run({ url, headers: { ...asBrowser, 'if-none-match': etag }, expect: [304], concurrency: c, durationMs: ms }) : http;
      const bare = await measure(c, ms, () => listServices(t.app.ctx.db, true));
      each.push({ httpOps: http.ops, httpP50: http.p50, httpP99: http.p99, cpu: http.cpuMsPerRequest, cpu304: revalidate.cpuMsPerRequest, ops304: revalidate.ops, bareOps: bare.ops, ratio: http.ops / bare.ops });
    }
    const x = medianOf(each);
    console.log(
      `  services c=${String(c).padStart(2)}  HTTP 200 ${x.httpOps.toFixed(0).padStart(6)}/s p50 ${x.httpP50.toFixed(2)} ms p99 ${x.httpP99.toFixed(2)} ms` +
        ` server CPU/request ${x.cpu.toFixed(3)} ms | 304 ${etag ? `${x.ops304.toFixed(0)}/s CPU ${x.cpu304.toFixed(3)} ms` : '(no ETag)'} | bare query ${x.bareOps.toFixed(0)}/s | HTTP 200 ÷ bare ${x.ratio.toFixed(2)}`,
    );
  }
  const demo = t.app.seed.demoLogin!;
  const login = await t.client.run({ url: `${t.base}/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demo), expect: [200], concurrency: 4, durationMs: ms });
  console.log(`  login (argon2id) c= 4  HTTP ${fmt(login)}`);
}
