import type { FastifyInstance } from 'fastify';
import { listServices } from '../src/services/catalog/catalog-queries.js';
import { fmt, measure } from './measure.js';

/** The hot read path (service list) over HTTP vs bare, and login (argon2id) over HTTP. */
export async function benchCatalog(app: FastifyInstance, base: string, ms: number): Promise<void> {
  for (const c of [1, 16, 64]) {
    const http = await measure(c, ms, async () => (await fetch(`${base}/service/services?includeWon=true`)).arrayBuffer());
    const bare = await measure(c, ms, () => listServices(app.ctx.db, true));
    console.log(`  services c=${String(c).padStart(2)}  HTTP ${fmt(http)} | bare ${fmt(bare)} | HTTP/bare throughput ${(http.ops / bare.ops).toFixed(2)}`);
  }
  const demo = app.seed.demoLogin!;
  const login = await measure(4, ms, async () => {
    const res = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demo) });
    if (res.status !== 200) throw new Error(`login ${res.status}`);
    await res.arrayBuffer();
  });
  console.log(`  login (argon2id) c= 4  HTTP ${fmt(login)}`);
}
