import { addresses, customerApi, holders } from './api-add.js';
import type { BenchTarget } from './bench-target.js';
import { load, medianOf } from './measure.js';

const CONCURRENCY = [16, 64];
/**
 * A reseller polls its own orders and balance many times a second: a pool of 100 members with the
 * per-key limit at 100,000 a minute (at the default 120, a key cannot be asked more than twice a second
 * and the pool would have to be spread over thousands of keys, each looked up afresh every 2 s).
 */
const POOL = 100;
const READ_LIMIT = 100_000;

export interface ApiReadFigures {
  profileOps: number;
  balanceOps: number;
  plainBalanceOps: number;
  /** v2 balance ÷ the member's profile read, throughput: leased counting, and each call counted on its own */
  ratio: number;
  plainRatio: number;
  profileCpu: number;
  balanceCpu: number;
  plainBalanceCpu: number;
}

/**
 * A reseller's poll beside a member's read, same members, in one run: SMM API v2 `balance`, counted in leases (API_RATE_COUNTER=leased) and one take per call (plain),
 * against `GET /rest/auth/profile` with the member's session. Each request by the next member of a pool
 * of POOL (and from the next of POOL addresses); every answer must be a balance / a profile.
 */
export async function benchApiReads(t: BenchTarget, ms: number, rounds: number): Promise<Record<number, ApiReadFigures>> {
  const started = performance.now();
  const pool = await holders(t, 'benchread', POOL);
  const from = addresses(3).slice(0, POOL);
  const limit = READ_LIMIT;
  const leased = await customerApi(t, limit, 'leased');
  const plain = await customerApi(t, limit, 'plain');
  try {
    const profile = (c: number, durationMs: number) => t.client.run({ url: `${t.base}/auth/profile`, auths: pool.map((h) => h.auth), rotate: true, expect: [200], expectText: '"point":', concurrency: c, durationMs });
    const balance = (api: { url: string }, c: number, durationMs: number) =>
      t.client.run({ url: api.url, method: 'POST', v2Call: { keys: pool.map((h) => h.key), action: 'balance' }, rotate: true, forwardedFor: from, expect: [200], expectText: '"balance":', concurrency: c, durationMs });
    await profile(8, 300);
    await balance(leased, 8, 300);
    await balance(plain, 8, 300);
    console.log(`  v2 balance vs the member's profile read: pools of ${POOL} members, ${ms / 1000} s per cell, median of ${rounds} rounds; per-key limit ${limit}; setup ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const out: Record<number, ApiReadFigures> = {};
    for (const c of CONCURRENCY) {
      const each: ApiReadFigures[] = [];
      for (let r = 0; r < rounds; r++) {
        const p = await profile(c, ms);
        const b = await balance(leased, c, ms);
        const q = await balance(plain, c, ms);
        each.push({ profileOps: p.ops, balanceOps: b.ops, plainBalanceOps: q.ops, ratio: b.ops / p.ops, plainRatio: q.ops / p.ops, profileCpu: p.cpuMsPerRequest, balanceCpu: b.cpuMsPerRequest, plainBalanceCpu: q.cpuMsPerRequest });
      }
      const x = (out[c] = medianOf(each));
      console.log(
        `  c=${String(c).padStart(2)}  profile ${x.profileOps.toFixed(0).padStart(6)}/s CPU ${x.profileCpu.toFixed(3)} ms | v2 balance, leased ${x.balanceOps.toFixed(0).padStart(6)}/s CPU ${x.balanceCpu.toFixed(3)} ms` +
          ` | plain ${x.plainBalanceOps.toFixed(0).padStart(6)}/s CPU ${x.plainBalanceCpu.toFixed(3)} ms\n        balance ÷ profile ${x.ratio.toFixed(2)} (leased) / ${x.plainRatio.toFixed(2)} (plain)  load ${load()}`,
      );
    }
    return out;
  } finally {
    await leased.api.close();
    await plain.api.close();
  }
}
