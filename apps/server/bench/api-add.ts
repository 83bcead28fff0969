import type { FastifyInstance } from 'fastify';
import { buildCustomerApi } from '../src/customer-api/build-customer-api.js';
import { isoNow } from '../src/lib/clock.js';
import { renewApiKey } from '../src/services/members/api-keys.js';
import { insertMember } from '../src/services/members/new-member.js';
import { applyPointChange } from '../src/services/points/apply-point-change.js';
import type { BenchTarget } from './bench-target.js';
import { load, medianOf } from './measure.js';
import { analyzeForBench, cheapestProduct } from './order-setup.js';

const CONCURRENCY = [16, 64];
/**
 * Members per pool, taken in turn request by request: at the default per-key limit (120 a minute)
 * no key is refused while a pool's cells add up to fewer than 120,000 calls in a minute.
 */
export const POOL = 1000;
const HIGH_LIMIT = 100_000;
const GRANT = 10_000_000_000;

interface Holder {
  key: string;
  auth: string;
}

/** Members written through the shop's own tables (no HTTP sign-up), each with points, an API key and a session. */
export async function holders(t: BenchTarget, prefix: string, n: number): Promise<Holder[]> {
  const { ctx } = t.app;
  const out: Holder[] = [];
  for (let i = 0; i < n; i++) {
    const memberId = await insertMember(ctx.db, ctx, { loginId: `${prefix}${i}`, passwordHash: null, email: null, phone: null, registerWhere: '지인 추천', referredBy: null });
    await ctx.db.transaction().execute((trx) => applyPointChange(trx, { memberId, delta: GRANT, kind: 'grant', memo: 'bench', at: isoNow(ctx.clock) }));
    const key = await renewApiKey(ctx, memberId);
    const auth = `Bearer ${await ctx.tokens.sign({ memberId, tokenVersion: 0 })}`;
    out.push({ key, auth });
  }
  return out;
}

/** A customer API listener in this process with the per-key limit (and the way a key's calls are counted) given; the client's X-Forwarded-For is its address. */
export async function customerApi(t: BenchTarget, perKey: number, rateCounter = t.app.ctx.config.customerApi.rateCounter): Promise<{ api: FastifyInstance; url: string }> {
  const config = t.app.ctx.config;
  const api = await buildCustomerApi(t.app.ctx, { ...config, trustProxy: true, customerApi: { ...config.customerApi, rateLimitPerKey: perKey, rateCounter } });
  await api.listen({ port: 0, host: '127.0.0.1' });
  return { api, url: `http://127.0.0.1:${(api.server.address() as { port: number }).port}/api/v2` };
}

export const addresses = (block: number) => Array.from({ length: POOL }, (_, i) => `10.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`);

export interface ApiAddFigures {
  webOps: number;
  defaultOps: number;
  highOps: number;
  /** v2 add ÷ web order, throughput, at the default per-key limit and at 100,000 a minute */
  defaultRatio: number;
  highRatio: number;
  webCpu: number;
  defaultCpu: number;
  highCpu: number;
  /** `add` at 100,000 a minute with the plain order writer (ORDER_WRITER=plain), in the same round */
  plainHighOps: number;
  plainHighCpu: number;
}

/**
 * SMM API v2 `add` beside the web order (POST /rest/service/order), same shop, same product, in one
 * run: three pools of POOL members, each request by the next member of its pool (and from the next
 * of POOL addresses), with the customer API's per-key limit at its default and at 100,000 a minute.
 * Every answer must be an order (`{"order": …}` / 201): a refusal fails the run.
 */
export async function benchApiAdd(t: BenchTarget, ms: number, rounds: number): Promise<Record<number, ApiAddFigures>> {
  const { ctx } = t.app;
  const started = performance.now();
  const product = await cheapestProduct(ctx);
  const [web, low, high] = [await holders(t, 'benchweb', POOL), await holders(t, 'benchlow', POOL), await holders(t, 'benchhigh', POOL)];
  const defaultApi = await customerApi(t, ctx.config.customerApi.rateLimitPerKey);
  const highApi = await customerApi(t, HIGH_LIMIT);
  try {
    const webOrder = (c: number, durationMs: number) =>
      t.client.run({ url: `${t.base}/service/order`, method: 'POST', auths: web.map((h) => h.auth), rotate: true, order: { serviceId: product.serviceId, amount: product.amount, linkPrefix: 'w' }, expect: [201], concurrency: c, durationMs });
    const v2 = (api: { url: string }, pool: Holder[], block: number, c: number, durationMs: number) =>
      t.client.run({
        url: api.url,
        method: 'POST',
        v2Add: { keys: pool.map((h) => h.key), serviceId: product.serviceId, quantity: product.amount, linkPrefix: `v${block}` },
        rotate: true,
        forwardedFor: addresses(block),
        expect: [200],
        expectText: '"order":',
        concurrency: c,
        durationMs,
      });
    // warm-up, untimed
    await webOrder(8, 300);
    await v2(defaultApi, low, 1, 8, 300);
    await v2(highApi, high, 2, 8, 300);
    // A running shop's tables have statistics (autovacuum analyzes them within a minute of their
    // growing): without them, PostgreSQL's first plans of the order's checks, built on empty tables,
    // may read a running order by its service rather than by member and link, and keep doing so for
    // the whole run. Both paths get the same statistics, so neither is favoured.
    await analyzeForBench(ctx);
    console.log(
      `  v2 add vs web order: "${product.text}" × ${product.amount}; pools of ${POOL} members (the next one per request), ${ms / 1000} s per cell, median of ${rounds} rounds;` +
        ` per-key limit ${ctx.config.customerApi.rateLimitPerKey} (default) and ${HIGH_LIMIT.toLocaleString('en')} a minute, per-address ${ctx.config.customerApi.rateLimitPerIp}; setup ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const out: Record<number, ApiAddFigures> = {};
    for (const c of CONCURRENCY) {
      const each: ApiAddFigures[] = [];
      for (let r = 0; r < rounds; r++) {
        const w = await webOrder(c, ms);
        const d = await v2(defaultApi, low, 1, c, ms);
        const h = await v2(highApi, high, 2, c, ms);
        ctx.config.orderWriter = 'plain';
        const p = await v2(highApi, high, 2, c, ms).finally(() => (ctx.config.orderWriter = 'fast'));
        each.push({
          plainHighOps: p.ops,
          plainHighCpu: p.cpuMsPerRequest, webOps: w.ops, defaultOps: d.ops, highOps: h.ops, defaultRatio: d.ops / w.ops, highRatio: h.ops / w.ops, webCpu: w.cpuMsPerRequest, defaultCpu: d.cpuMsPerRequest, highCpu: h.cpuMsPerRequest });
      }
      const x = (out[c] = medianOf(each));
      console.log(
        `  c=${String(c).padStart(2)}  web order ${x.webOps.toFixed(0).padStart(6)}/s CPU ${x.webCpu.toFixed(3)} ms | v2 add (limit ${ctx.config.customerApi.rateLimitPerKey}) ${x.defaultOps.toFixed(0).padStart(6)}/s CPU ${x.defaultCpu.toFixed(3)} ms` +
          ` | v2 add (limit ${HIGH_LIMIT}) ${x.highOps.toFixed(0).padStart(6)}/s CPU ${x.highCpu.toFixed(3)} ms\n` +
          `        v2 add ÷ web order ${x.defaultRatio.toFixed(2)} (default limit) / ${x.highRatio.toFixed(2)} (100,000)  load ${load()}\n` +
          `        writers, v2 add (100,000): fast ${x.highOps.toFixed(0)}/s CPU ${x.highCpu.toFixed(3)} ms | plain ${x.plainHighOps.toFixed(0)}/s CPU ${x.plainHighCpu.toFixed(3)} ms | fast ÷ plain ${(x.highOps / x.plainHighOps).toFixed(2)}`,
      );
    }
    console.log(`  v2 add part ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return out;
  } finally {
    await defaultApi.api.close();
    await highApi.api.close();
  }
}
