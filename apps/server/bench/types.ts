import { orderCost, typeLines } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../src/context.js';
import { isoNow } from '../src/lib/clock.js';
import { insertMember } from '../src/services/members/new-member.js';
import { applyPointChange } from '../src/services/points/apply-point-change.js';
import type { BenchTarget } from './bench-target.js';
import { load, medianOf } from './measure.js';
import { cheapestProduct } from './order-setup.js';

const CONCURRENCY = [1, 16];
const MEMBERS = 16;
const LINES = 500;
const GRANT = 10_000_000_000;

/** 500 different Korean comments of 15–40 characters, one per line, as a member would paste them. */
export function benchComments(n = LINES): string {
  const starts = ['사진 너무 예뻐요', '정보 감사합니다', '오늘도 잘 보고 갑니다', '분위기 최고예요', '저도 가보고 싶네요', '색감이 정말 좋아요', '응원합니다', '와 대박이에요'];
  const ends = ['!', ' 😊', '~~', ' 다음 글도 기대할게요', ' 자주 올게요!', ', 좋은 하루 보내세요', ' 👍', ' 최고!'];
  return Array.from({ length: n }, (_, i) => `${starts[i % starts.length]}${ends[Math.floor(i / starts.length) % ends.length]} (${i + 1})`).join('\n');
}

/** Members written through the shop's own tables, each with points and a session (no HTTP sign-up). */
async function members(ctx: AppContext, n: number): Promise<string[]> {
  const auths: string[] = [];
  for (let i = 0; i < n; i++) {
    const memberId = await insertMember(ctx.db, ctx, { loginId: `benchtype${i}`, passwordHash: null, email: null, phone: null, registerWhere: '지인 추천', referredBy: null });
    await ctx.db.transaction().execute((trx) => applyPointChange(trx, { memberId, delta: GRANT, kind: 'grant', memo: 'bench', at: isoNow(ctx.clock) }));
    auths.push(`Bearer ${await ctx.tokens.sign({ memberId, tokenVersion: 0 })}`);
  }
  return auths;
}

/** With a fresh Idempotency-Key per order (as the web's order form sends it), and without (as /api/v2 and scripts). */
const VARIANTS = [
  { name: 'web', keys: true },
  { name: 'no key', keys: false },
] as const;

export interface TypeFigures {
  defaultOps: number;
  commentsOps: number;
  defaultCpu: number;
  commentsCpu: number;
  /** server CPU per custom-comments order ÷ per Default order (the goal: at most 2) */
  cpuRatio: number;
}

/**
 * Placing a custom-comments order of 500 lines beside a Default (link + quantity) order, same shop,
 * in one run, with and without an Idempotency-Key: POST /service/order over HTTP from the load client's process, the server's CPU per
 * order read from this process. Every answer must be 201, and every comments order must be kept with
 * its 500 lines as its quantity.
 */
export async function benchTypes(t: BenchTarget, ms: number, rounds: number): Promise<Record<string, TypeFigures>> {
  const { ctx } = t.app;
  const started = performance.now();
  const plain = await cheapestProduct(ctx);
  const service = await ctx.db.selectFrom('services').select(['id', 'text', 'unit_price_e7', 'max']).where('service_type', '=', 'Custom Comments').where('visible', '=', 1).orderBy('id').executeTakeFirst();
  if (!service || service.max < LINES) throw new Error(`no visible Custom Comments service taking ${LINES} lines in the seeded catalog`);
  const comments = benchComments();
  if (typeLines(comments).length !== LINES) throw new Error('bench comments are not 500 lines');
  const auths = await members(ctx, MEMBERS);
  const run = (fields: Record<string, string> | null, c: number, durationMs: number, keys = true) =>
    t.client.run({
      url: `${t.base}/service/order`,
      method: 'POST',
      auths,
      order: fields ? { serviceId: service.id, linkPrefix: 'cc', fields } : { serviceId: plain.serviceId, amount: plain.amount, linkPrefix: 'df' },
      idempotencyKeys: keys,
      expect: [201],
      concurrency: c,
      durationMs,
    });
  // warm-up, untimed
  await run(null, 8, 300);
  await run({ comments }, 8, 300);
  console.log(
    `  service types: custom comments "${service.text}" × ${LINES} lines (${(Buffer.byteLength(JSON.stringify({ comments })) / 1024).toFixed(1)} KiB, ${orderCost(Number(service.unit_price_e7), LINES)}원)` +
      ` vs Default "${plain.text}" × ${plain.amount}; ${MEMBERS} members; with a fresh Idempotency-Key per order as the web sends it, and without; ${ms / 1000} s per cell, median of ${rounds} rounds`,
  );
  const out: Record<string, TypeFigures> = {};
  for (const v of VARIANTS) {
    for (const c of CONCURRENCY) {
      const each: TypeFigures[] = [];
      for (let r = 0; r < rounds; r++) {
        const d = await run(null, c, ms, v.keys);
        const cc = await run({ comments }, c, ms, v.keys);
        each.push({ defaultOps: d.ops, commentsOps: cc.ops, defaultCpu: d.cpuMsPerRequest, commentsCpu: cc.cpuMsPerRequest, cpuRatio: cc.cpuMsPerRequest / d.cpuMsPerRequest });
      }
      const x = (out[`${v.name} c=${c}`] = medianOf(each));
      console.log(
        `  ${v.name.padEnd(6)} c=${String(c).padStart(2)}  Default ${x.defaultOps.toFixed(0).padStart(6)}/s CPU ${x.defaultCpu.toFixed(3)} ms | comments ×${LINES} ${x.commentsOps.toFixed(0).padStart(6)}/s CPU ${x.commentsCpu.toFixed(3)} ms` +
          ` | CPU comments ÷ Default ${x.cpuRatio.toFixed(2)}  load ${load()}`,
      );
    }
  }
  const kept = await ctx.db
    .selectFrom('orders')
    .select([sql<number>`count(*)`.as('n'), sql<number>`min(quantity)`.as('lo'), sql<number>`max(quantity)`.as('hi')])
    .where('service_id', '=', service.id)
    .executeTakeFirstOrThrow();
  if (Number(kept.lo) !== LINES || Number(kept.hi) !== LINES) throw new Error(`comments orders kept with quantity ${kept.lo}–${kept.hi}, not ${LINES}`);
  console.log(`  check OK: ${kept.n} comments orders kept, each with quantity ${LINES}; types part ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return out;
}
