import type { AppContext } from '../src/context.js';
import { placeOrder } from '../src/services/orders/place-order.js';
import type { BenchTarget } from './bench-target.js';
import { load, measure, medianOf } from './measure.js';
import { minimalOrder } from './minimal-order.js';
import { cheapestProduct, enrolMembers } from './order-setup.js';

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

export interface OrderFigures {
  httpOps: number;
  /** the same HTTP orders with the plain writer (ORDER_WRITER=plain), in the same round */
  plainHttpOps: number;
  plainCpuPerOrder: number;
  httpP50: number;
  httpP99: number;
  useCaseOps: number;
  minimalOps: number;
  helloOps: number;
  /** HTTP order ÷ bare minimal transaction, throughput */
  ratio: number;
  httpOverUseCase: number;
  useCaseOverMinimal: number;
  cpuPerOrder: number;
  cpuPerHello: number;
}

const f0 = (v: number) => v.toFixed(0).padStart(6);
const f2 = (v: number) => v.toFixed(2).padStart(6);

/**
 * Order placement, per concurrency and round: a Fastify hello route and POST /service/order over
 * HTTP from the load client's process, then the placeOrder use case and the minimal transaction
 * (same debit + ledger + insert) called in this process. Figures are the median of the rounds.
 */
export async function benchOrders(t: BenchTarget, ms: number, rounds: number): Promise<Record<number, OrderFigures>> {
  const { ctx } = t.app;
  const started = performance.now();
  const product = await cheapestProduct(ctx);
  const members = await enrolMembers(t.app, t.base, MEMBERS);
  const setupSeconds = (performance.now() - started) / 1000;
  let placed = 0;
  let n = 0;
  const nextLink = () => `https://instagram.com/p/bare${++n}`;
  const member = (client: number) => members[client % members.length]!;
  const auths = members.map((m) => m.auth);
  const http = (c: number, durationMs: number) =>
    t.client.run({ url: `${t.base}/service/order`, method: 'POST', auths, order: { serviceId: product.serviceId, amount: product.amount, linkPrefix: 'h' }, expect: [201], concurrency: c, durationMs });
  const hello = (c: number, durationMs: number) => t.client.run({ url: t.helloUrl, expect: [200], concurrency: c, durationMs });
  /** The order writer (services/orders/placing/order-writer.ts) the server uses for the next cell: chosen once at start-up in the shop, switched here between cells. */
  const writing = (kind: 'fast' | 'plain') => (ctx.config.orderWriter = kind);
  const useCase = (client: number) => placeOrder(ctx, member(client).memberId, { serviceId: product.serviceId, link: nextLink(), amount: product.amount, runs: 0, interval: 0 });
  const minimal = (client: number) => minimalOrder(ctx, member(client).memberId, product, nextLink());

  // warm-up, untimed (each writer)
  writing('plain');
  placed += (await http(8, 300)).count;
  writing('fast');
  placed += (await http(8, 300)).count + (await measure(8, 300, useCase)).count + (await measure(8, 300, minimal)).count;
  await hello(8, 300);

  console.log(
    `  orders: "${product.text}" × ${product.amount} = ${product.charge}원 each; ${MEMBERS} members, client i orders as member i; a fresh link per order;` +
      ` ${ms / 1000} s per cell, median of ${rounds} rounds; background sweeps ${ctx.config.jobs.enabled ? 'ON' : 'off'}\n` +
      `  the bare transaction commits each order alone; the shop's orders placed together share one COMMIT on SQLite (group commit),` +
      ` and a plain order is one statement after its checks on PostgreSQL — so the ratio can pass 1`,
  );
  const out: Record<number, OrderFigures> = {};
  for (const c of CONCURRENCY) {
    const each: OrderFigures[] = [];
    for (let r = 0; r < rounds; r++) {
      const h = await hello(c, ms);
      writing('plain');
      const p = await http(c, ms);
      writing('fast');
      const o = await http(c, ms);
      const u = await measure(c, ms, useCase);
      const m = await measure(c, ms, minimal);
      placed += o.count + p.count + u.count + m.count;
      each.push({
        httpOps: o.ops,
        plainHttpOps: p.ops,
        plainCpuPerOrder: p.cpuMsPerRequest,
        httpP50: o.p50,
        httpP99: o.p99,
        useCaseOps: u.ops,
        minimalOps: m.ops,
        helloOps: h.ops,
        ratio: o.ops / m.ops,
        httpOverUseCase: o.ops / u.ops,
        useCaseOverMinimal: u.ops / m.ops,
        cpuPerOrder: o.cpuMsPerRequest,
        cpuPerHello: h.cpuMsPerRequest,
      });
    }
    const x = (out[c] = medianOf(each));
    console.log(
      `  c=${String(c).padStart(2)}  HTTP order ${f0(x.httpOps)}/s p50 ${f2(x.httpP50)} ms p99 ${f2(x.httpP99)} ms | placeOrder() ${f0(x.useCaseOps)}/s | minimal tx ${f0(x.minimalOps)}/s | hello ${f0(x.helloOps)}/s`,
    );
    console.log(
      `        HTTP order ÷ minimal tx ${x.ratio.toFixed(2)}  HTTP ÷ placeOrder ${x.httpOverUseCase.toFixed(2)}  placeOrder ÷ minimal ${x.useCaseOverMinimal.toFixed(2)}` +
        `  server CPU/order ${x.cpuPerOrder.toFixed(3)} ms (hello ${x.cpuPerHello.toFixed(3)} ms, ×${(x.cpuPerOrder / x.cpuPerHello).toFixed(1)})  load ${load()}`,
    );
    console.log(`        writers: fast ${f0(x.httpOps)}/s, CPU ${x.cpuPerOrder.toFixed(3)} ms | plain ${f0(x.plainHttpOps)}/s, CPU ${x.plainCpuPerOrder.toFixed(3)} ms | fast ÷ plain ${(x.httpOps / x.plainHttpOps).toFixed(2)}`);
  }
  console.log(`  ${await check(ctx, members.map((m) => m.memberId), placed)}`);
  console.log(`  order part ${((performance.now() - started) / 1000).toFixed(0)} s (of which sign-up, login and grants ${setupSeconds.toFixed(0)} s)`);
  return out;
}
