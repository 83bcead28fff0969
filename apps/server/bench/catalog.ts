import { listServices } from '../src/services/catalog/catalog-queries.js';
import type { BenchTarget } from './bench-target.js';
import { fmt, measure, medianOf } from './measure.js';

/** The hot read path (service list) over HTTP vs the bare query, median of the rounds; then login (argon2id) over HTTP. */
export async function benchCatalog(t: BenchTarget, ms: number, rounds: number): Promise<void> {
  const url = `${t.base}/service/services?includeWon=true`;
  for (const c of [1, 16, 64]) {
    const each = [];
    for (let r = 0; r < rounds; r++) {
      const http = await t.client.run({ url, expect: [200], concurrency: c, durationMs: ms });
      const bare = await measure(c, ms, () => listServices(t.app.ctx.db, true));
      each.push({ httpOps: http.ops, httpP50: http.p50, httpP99: http.p99, cpu: http.cpuMsPerRequest, bareOps: bare.ops, ratio: http.ops / bare.ops });
    }
    const x = medianOf(each);
    console.log(
      `  services c=${String(c).padStart(2)}  HTTP ${x.httpOps.toFixed(0).padStart(6)}/s p50 ${x.httpP50.toFixed(2)} ms p99 ${x.httpP99.toFixed(2)} ms` +
        ` server CPU/request ${x.cpu.toFixed(3)} ms | bare query ${x.bareOps.toFixed(0)}/s | HTTP ÷ bare ${x.ratio.toFixed(2)}`,
    );
  }
  const demo = t.app.seed.demoLogin!;
  const login = await t.client.run({ url: `${t.base}/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demo), expect: [200], concurrency: 4, durationMs: ms });
  console.log(`  login (argon2id) c= 4  HTTP ${fmt(login)}`);
}
