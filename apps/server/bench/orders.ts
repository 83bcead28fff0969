import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/context.js';
import { placeOrder } from '../src/services/orders/place-order.js';
import { measure, measureInterleaved, type Result } from './measure.js';
import { minimalOrder } from './minimal-order.js';
import { cheapestProduct, enrolMembers, post } from './order-setup.js';

const CONCURRENCY = [1, 16, 64];
/** One member per client at the highest concurrency: client i always orders as member i. */
const MEMBERS = Math.max(...CONCURRENCY);

/** Every bench member's balance still equals its ledger, and every timed order is in the table. */
async function check(ctx: AppContext, memberIds: number[], placed: number): Promise<string> {
  const orders = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(orders.n) !== placed) throw new Error(`orders table holds ${orders.n}, bench placed ${placed}`);
  for (const memberId of memberIds) {
    const m = await ctx.db.selectFrom('members').select('point').where('id', '=', memberId).executeTakeFirstOrThrow();
    const l = await ctx.db.selectFrom('point_ledger').select((eb) => eb.fn.sum<number>('delta').as('s')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    if (Number(m.point) !== Number(l.s)) throw new Error(`member ${memberId}: balance ${m.point} ≠ ledger ${l.s}`);
  }
  return `check OK: ${placed} orders in the table, each of the ${memberIds.length} members' balance = sum of its ledger rows`;
}

const row = (label: string, r: Result) =>
  `${label.padEnd(22)}${r.ops.toFixed(0).padStart(7)} orders/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms`;

/** Order placement: HTTP (auth + validation) vs the placeOrder use case vs a minimal transaction. */
export async function benchOrders(app: FastifyInstance, base: string, ms: number): Promise<void> {
  const { ctx } = app;
  const started = performance.now();
  const product = await cheapestProduct(ctx);
  const members = await enrolMembers(app, base, MEMBERS);
  const setupSeconds = (performance.now() - started) / 1000;
  let n = 0;
  const nextLink = () => `https://instagram.com/p/bench${++n}`; // one active order per (service, link)
  const body = () => ({ serviceId: product.serviceId, link: nextLink(), amount: product.amount });
  const member = (client: number) => members[client % members.length]!;

  const ops = {
    http: async (client: number) => {
      const res = await post(`${base}/service/order`, body(), { authorization: member(client).auth });
      if (res.status !== 201) throw new Error(`order ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    },
    useCase: (client: number) => placeOrder(ctx, member(client).memberId, { ...body(), runs: 0, interval: 0 }),
    minimal: (client: number) => minimalOrder(ctx, member(client).memberId, product, nextLink()),
  };
  for (const op of Object.values(ops)) await measure(8, 300, op); // warm-up, untimed

  console.log(
    `  orders: "${product.text}" × ${product.amount} = ${product.charge}원 each; ${MEMBERS} members, client i orders as member i` +
      ` (no two clients share a balance row); a fresh link per order; ${ms / 1000} s per cell, in 4 alternating slices`,
  );
  console.log(`  background sweeps (dispatch, sync): ${ctx.config.jobs.enabled ? 'ON — figures include their load' : 'off (JOBS_ENABLED=false)'}`);
  for (const c of CONCURRENCY) {
    const { http, useCase: bare, minimal } = await measureInterleaved(c, ms, ops);
    console.log(`  c=${String(c).padStart(2)} ${row('HTTP POST /order', http)}`);
    console.log(`       ${row('bare placeOrder()', bare)}`);
    console.log(`       ${row('bare minimal tx', minimal)}`);
    const ratio = (a: Result, b: Result) => (a.ops / b.ops).toFixed(2);
    console.log(`       throughput HTTP/bare ${ratio(http, bare)}  placeOrder/minimal ${ratio(bare, minimal)}  HTTP/minimal ${ratio(http, minimal)}`);
  }
  console.log(`  ${await check(ctx, members.map((m) => m.memberId), n)}`);
  console.log(`  order part ${((performance.now() - started) / 1000).toFixed(0)} s (of which sign-up, login and grants ${setupSeconds.toFixed(0)} s)`);
}
