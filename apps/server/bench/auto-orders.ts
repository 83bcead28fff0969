/**
 * Auto-order runs made by the real sweep (runDueAutoOrders inside real server processes, the entry
 * `npm start` runs) against one database, with one and with two processes.
 *
 * Each cell gets a fresh database holding BENCH_AUTO_ORDER_COUNT (default 100,000) ACTIVE
 * auto-orders of 1,000 members, first run made, second run due an hour or more later. Once the
 * server processes are up, two slices of them are brought forward by one UPDATE each:
 *  1. backlog — BENCH_AUTO_ORDER_DUE (default 5,000) runs due over the past 10 s, all due at once:
 *     the time to make them all is the sweep's capacity (runs/s); their lag includes that age;
 *  2. stream — runs due uniformly over the next BENCH_AUTO_ORDER_STREAM_SECONDS (default 10 s) at
 *     half the one-process capacity just measured (the same rate for two processes): the lag
 *     between a run's due time (next_run_at) and its order's created_at is what a member waits.
 * For both slices it also waits until every run's order has been sent upstream (dispatch, to the
 * built-in simulated provider) and reports that rate and the lag from due time to dispatched_at:
 * the run is made by the auto-order sweep, the send by the dispatch sweep, in the same processes.
 * The rest stay ACTIVE and not yet due, so every sweep query runs over the full table.
 * Only the slices fall due: making 100,000 runs per cell would take minutes on a 2-core machine
 * (a few hundred runs/s).
 * The processes run every sweep the server runs (dispatch and status sync of the new run orders
 * too), with JOB_TICK_MS=50 and JOB_BATCH=500; no HTTP traffic.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AutoOrderStatus } from '@snsshop/shared';
import { sql, type RawBuilder } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { inParallel } from '../src/lib/in-parallel.js';
import { applyPointChange } from '../src/services/points/apply-point-change.js';
import { startServerProcess, waitFor, type ServerProcess } from '../test/helpers/server-process.js';
import { freshPgDatabase } from './measure.js';
import { cheapestProduct, type Product } from './order-setup.js';

const MEMBERS = 1000;
const GRANT = 10_000_000_000;
const INSERT_BATCH = 1000;
const BACKLOG_AGE_MS = 10_000;
const STREAM_SHARE = 0.5;
const CHILD_ENV = { JOB_TICK_MS: '50', JOB_BATCH: '500', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };

interface Sizes {
  total: number;
  backlog: number;
  streamSeconds: number;
}

interface Phase {
  count: number;
  /** runs made per second, from the slice falling due until its last run */
  rate: number;
  lagP50: number;
  lagP99: number;
  lagMax: number;
  /** the runs' orders sent upstream per second (dispatch), from the slice falling due until the last send */
  sendRate: number;
  /** from due time to the order's send (dispatched_at) */
  sendLagP50: number;
  sendLagP99: number;
}

interface Cell {
  processes: number;
  backlog: Phase;
  stream: Phase & { offered: number };
  sweepErrors: { count: number; sample: string };
  check: string;
  seconds: number;
}

const envInt = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} must be a positive integer`);
  return v;
};

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** ISO text (as toISOString writes it) of `startMs + (id - firstId) * spanMs / count`, in SQL. */
function dueAt(ctx: AppContext, startMs: number, firstId: number, spanMs: number, count: number): RawBuilder<string> {
  const [start, first, span, n] = [startMs, firstId, spanMs, count].map((v) => sql.lit(Math.round(v)));
  return ctx.dialect === 'sqlite'
    ? sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', (${start} + (id - ${first}) * ${span} / ${n}) / 1000.0, 'unixepoch')`
    : sql<string>`to_char(to_timestamp((${start} + (id - ${first})::bigint * ${span} / ${n}) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** 1,000 members (bulk insert), each granted points once through the one balance path. */
async function setUpMembers(ctx: AppContext): Promise<number[]> {
  const at = new Date().toISOString();
  const rows = Array.from({ length: MEMBERS }, (_, i) => ({
    login_id: `auto${i}`,
    password_hash: null,
    email: null,
    phone_number: null,
    register_where: null,
    referral_code: null,
    referred_by: null,
    api_key_hash: null,
    api_key_enc: null,
    created_at: at,
    updated_at: at,
    deleted_at: null,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await ctx.db.insertInto('members').values(rows.slice(i, i + 500)).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  await inParallel(ids, ctx.dialect === 'postgres' ? 8 : 1, (memberId) =>
    ctx.db.transaction().execute(async (trx) => {
      await applyPointChange(trx, { memberId, delta: GRANT, kind: 'grant', memo: 'bench', at });
    }),
  );
  return ids;
}

/** `total` ACTIVE auto-orders (runs 3, first run made), spread over the members; none due for an hour. Answers the first id. */
async function insertAutoOrders(ctx: AppContext, members: number[], p: Product, total: number): Promise<number> {
  const now = Date.now();
  const placed = new Date(now - 60 * 60_000).toISOString();
  let firstId: number | undefined;
  for (let i = 0; i < total; i += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, total - i) }, (_, k) => {
      const n = i + k;
      return {
        member_id: members[n % members.length]!,
        service_id: p.serviceId,
        link: `https://www.instagram.com/p/auto_${n}`,
        quantity: p.amount,
        runs: 3,
        interval_min: 60,
        unit_price_e7: p.unitPriceE7,
        completed: 1,
        status: AutoOrderStatus.ACTIVE,
        // due between 1 and 2 hours from now: ACTIVE, in the due index, never due during the bench
        next_run_at: new Date(now + 60 * 60_000 + Math.floor((n / total) * 60 * 60_000)).toISOString(),
        last_error: null,
        created_at: placed,
        updated_at: placed,
        finished_at: null,
      };
    });
    const ids = await ctx.db.insertInto('auto_orders').values(rows).returning('id').execute();
    firstId ??= ids[0]!.id;
  }
  const range = await ctx.db
    .selectFrom('auto_orders')
    .select((eb) => [eb.fn.min<number>('id').as('lo'), eb.fn.max<number>('id').as('hi')])
    .executeTakeFirstOrThrow();
  if (Number(range.lo) !== firstId || Number(range.hi) - Number(range.lo) + 1 !== total) throw new Error('auto_orders ids are not one contiguous range');
  return firstId;
}

const runsMade = async (ctx: AppContext) =>
  Number((await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('run_no', '=', 2).executeTakeFirstOrThrow()).n);

/**
 * Brings ids [firstId, firstId + count) forward to fall due from startMs over spanMs (one UPDATE),
 * waits until all their runs are made, and measures rate and lag from the stored times.
 */
async function phase(ctx: AppContext, firstId: number, count: number, startMs: number, spanMs: number, madeBefore: number, timeoutMs: number, procs: ServerProcess[]): Promise<Phase> {
  const due = await ctx.db
    .updateTable('auto_orders')
    .set({ next_run_at: dueAt(ctx, startMs, firstId, spanMs, count) })
    .where('id', '>=', firstId)
    .where('id', '<', firstId + count)
    .returning(['id', 'next_run_at'])
    .execute();
  const flippedAt = Date.now();
  const dueMs = new Map(due.map((r) => [r.id, Date.parse(r.next_run_at!)]));
  const done = await waitFor(async () => (await runsMade(ctx)) >= madeBefore + count, timeoutMs, 100);
  if (!done) {
    throw new Error(`timed out: ${(await runsMade(ctx)) - madeBefore} of ${count} runs made in ${timeoutMs / 1000} s\n${procs.map((p) => p.output().slice(-2000)).join('\n')}`);
  }
  const slice = () => ctx.db.selectFrom('orders').where('run_no', '=', 2).where('auto_order_id', '>=', firstId).where('auto_order_id', '<', firstId + count);
  const unsent = async () => Number((await slice().select((eb) => eb.fn.countAll<number>().as('n')).where('dispatched_at', 'is', null).executeTakeFirstOrThrow()).n);
  if (!(await waitFor(async () => (await unsent()) === 0, timeoutMs, 100))) throw new Error(`timed out: ${await unsent()} of ${count} run orders not sent in ${timeoutMs / 1000} s`);
  const runs = await slice().select(['auto_order_id', 'created_at', 'dispatched_at']).execute();
  const lags: number[] = [];
  const sendLags: number[] = [];
  let last = 0;
  let lastSend = 0;
  for (const r of runs) {
    const made = Date.parse(r.created_at);
    const sent = Date.parse(r.dispatched_at!);
    lags.push(made - dueMs.get(r.auto_order_id!)!);
    sendLags.push(sent - dueMs.get(r.auto_order_id!)!);
    last = Math.max(last, made);
    lastSend = Math.max(lastSend, sent);
  }
  lags.sort((a, b) => a - b);
  sendLags.sort((a, b) => a - b);
  // From the moment the slice could first be run (the UPDATE committed, or the first due time) to its last run.
  const firstDue = [...dueMs.values()].reduce((a, b) => Math.min(a, b), Infinity);
  const from = Math.max(flippedAt, firstDue);
  return {
    count,
    rate: count / ((last - from) / 1000),
    lagP50: quantile(lags, 0.5),
    lagP99: quantile(lags, 0.99),
    lagMax: lags.at(-1) ?? 0,
    sendRate: count / ((lastSend - from) / 1000),
    sendLagP50: quantile(sendLags, 0.5),
    sendLagP99: quantile(sendLags, 0.99),
  };
}

/** Every due run made exactly once, the rest untouched, every balance equal to its ledger. */
async function verify(ctx: AppContext, total: number, due: number, firstId: number): Promise<string> {
  const db = ctx.db;
  const orders = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.count<number>('auto_order_id').distinct().as('autos'),
      eb.fn.min<number>('auto_order_id').as('lo'),
      eb.fn.max<number>('auto_order_id').as('hi'),
      eb.fn.min<number>('run_no').as('minRun'),
      eb.fn.max<number>('run_no').as('maxRun'),
    ])
    .executeTakeFirstOrThrow();
  const wrong = (what: string) => new Error(`check FAILED: ${what}`);
  if (Number(orders.n) !== due || Number(orders.autos) !== due) throw wrong(`${orders.n} run orders for ${orders.autos} auto-orders, ${due} runs were due`);
  if (Number(orders.lo) !== firstId || Number(orders.hi) !== firstId + due - 1) throw wrong(`runs made for auto-orders ${orders.lo}…${orders.hi}, due were ${firstId}…${firstId + due - 1}`);
  if (Number(orders.minRun) !== 2 || Number(orders.maxRun) !== 2) throw wrong(`run numbers ${orders.minRun}…${orders.maxRun}, expected only 2`);
  const autos = await db.selectFrom('auto_orders').select(['completed', 'status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['completed', 'status']).execute();
  const count = (completed: number) => Number(autos.find((a) => a.completed === completed && a.status === AutoOrderStatus.ACTIVE)?.n ?? 0);
  if (count(2) !== due || count(1) !== total - due || autos.length > 2) throw wrong(`auto_orders by (completed, status): ${JSON.stringify(autos)}`);
  const debits = await db.selectFrom('point_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'order').executeTakeFirstOrThrow();
  if (Number(debits.n) !== due) throw wrong(`${debits.n} order debits in the ledger for ${due} runs`);
  const money = await db
    .selectFrom('members')
    .innerJoin('point_ledger', 'point_ledger.member_id', 'members.id')
    .select(['members.id', 'members.point', (eb) => eb.fn.sum<number>('point_ledger.delta').as('sum')])
    .groupBy(['members.id', 'members.point'])
    .execute();
  const off = money.filter((m) => Number(m.point) !== Number(m.sum));
  if (off.length > 0) throw wrong(`${off.length} members' balance ≠ ledger sum, e.g. ${JSON.stringify(off[0])}`);
  return `check OK: ${due} runs due, ${due} run orders (auto-order ${firstId}…${firstId + due - 1}, each run 2 once), auto_orders completed=2 ${due} / completed=1 ${total - due}; ${due} order debits; all ${money.length} members' balance = ledger sum`;
}

async function cell(adminPgUrl: string | undefined, processes: number, sizes: Sizes, streamRate: number | undefined): Promise<Cell> {
  const started = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-bench-auto-'));
  const pgDb = adminPgUrl ? await freshPgDatabase(adminPgUrl) : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
  const app = await buildApp(config); // migrates and seeds; its own sweeps stay off
  const procs: ServerProcess[] = [];
  try {
    const { ctx } = app;
    const product = await cheapestProduct(ctx);
    const members = await setUpMembers(ctx);
    const firstId = await insertAutoOrders(ctx, members, product, sizes.total);

    for (let i = 0; i < processes; i++) procs.push(startServerProcess(config, CHILD_ENV));
    const ready = await waitFor(async () => procs.every((p) => p.output().includes('시작되었습니다')), 60_000, 50);
    if (!ready) throw new Error(`server processes did not start:\n${procs.map((p) => p.output()).join('\n')}`);

    const backlog = await phase(ctx, firstId, sizes.backlog, Date.now() - BACKLOG_AGE_MS, BACKLOG_AGE_MS, 0, 120_000, procs);
    const offered = streamRate ?? STREAM_SHARE * backlog.rate;
    const streamCount = Math.max(1, Math.round(offered * sizes.streamSeconds));
    if (sizes.backlog + streamCount > sizes.total) throw new Error(`BENCH_AUTO_ORDER_COUNT ${sizes.total} too small for ${sizes.backlog} + ${streamCount} due runs`);
    const streamMs = sizes.streamSeconds * 1000;
    const stream = await phase(ctx, firstId + sizes.backlog, streamCount, Date.now() + 300, streamMs, sizes.backlog, streamMs + 120_000, procs);

    await sleep(500); // a few more sweeps: nothing more may happen
    for (const p of procs) if (p.child.exitCode !== null || p.child.signalCode !== null) throw new Error(`a server process died:\n${p.output()}`);
    const errorLines = procs.flatMap((p) => p.output().split('\n').filter((l) => l.includes('"level":50')));
    const kinds = new Map<string, number>();
    for (const l of errorLines) kinds.set(errorSample(l), (kinds.get(errorSample(l)) ?? 0) + 1);
    const sweepErrors = { count: errorLines.length, sample: [...kinds].map(([k, n]) => `${n}× ${k}`).join(', ') };
    await Promise.all(procs.splice(0).map((p) => p.kill('SIGTERM')));
    const check = await verify(ctx, sizes.total, sizes.backlog + streamCount, firstId);
    return { processes, backlog, stream: { ...stream, offered: streamCount / sizes.streamSeconds }, sweepErrors, check, seconds: (performance.now() - started) / 1000 };
  } finally {
    await Promise.all(procs.map((p) => p.kill()));
    await app.close();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** job name and error message of a pino error line */
function errorSample(line: string): string {
  try {
    const o = JSON.parse(line) as { job?: string; msg?: string; err?: { message?: string } };
    return `${o.job ?? '?'}: ${o.err?.message ?? o.msg ?? ''}`.slice(0, 160);
  } catch {
    return line.slice(0, 160);
  }
}

const ms = (v: number) => `${v.toFixed(0).padStart(6)} ms`;

function printCell(c: Cell) {
  const label = `${c.processes} process${c.processes > 1 ? 'es' : '  '}`;
  console.log(
    `  ${label}  backlog ${String(c.backlog.count).padStart(6)} runs ${c.backlog.rate.toFixed(0).padStart(6)} runs/s  lag p50 ${ms(c.backlog.lagP50)} p99 ${ms(c.backlog.lagP99)}` +
      ` | sent ${c.backlog.sendRate.toFixed(0).padStart(6)}/s  lag p50 ${ms(c.backlog.sendLagP50)} p99 ${ms(c.backlog.sendLagP99)}`,
  );
  console.log(
    `               stream  ${String(c.stream.count).padStart(6)} runs ${c.stream.offered.toFixed(0).padStart(6)} runs/s offered, ${c.stream.rate.toFixed(0)} made  lag p50 ${ms(c.stream.lagP50)} p99 ${ms(c.stream.lagP99)} max ${ms(c.stream.lagMax)}` +
      ` | sent lag p50 ${ms(c.stream.sendLagP50)} p99 ${ms(c.stream.sendLagP99)}`,
  );
  console.log(`               sweep errors logged: ${c.sweepErrors.count}${c.sweepErrors.sample ? ` (${c.sweepErrors.sample})` : ''}; ${c.check}; cell ${c.seconds.toFixed(0)} s`);
}

async function benchKind(kind: string, adminPgUrl: string | undefined, sizes: Sizes) {
  console.log(`\n[${kind}] auto-order runs (real server processes, sweeps only)`);
  const one = await cell(adminPgUrl, 1, sizes, undefined);
  printCell(one);
  const two = await cell(adminPgUrl, 2, sizes, one.stream.offered);
  printCell(two);
  console.log(
    `  two processes / one: backlog throughput ${(two.backlog.rate / one.backlog.rate).toFixed(2)} (sends ${(two.backlog.sendRate / one.backlog.sendRate).toFixed(2)})  stream lag p50 ${(two.stream.lagP50 / one.stream.lagP50).toFixed(2)} p99 ${(two.stream.lagP99 / one.stream.lagP99).toFixed(2)}`,
  );
}

/** The auto-order part of `npm run bench`: SQLite (one file, WAL), and PostgreSQL when a URL is given. */
export async function benchAutoOrders(pgUrl: string | undefined): Promise<void> {
  const started = performance.now();
  const sizes: Sizes = {
    total: envInt('BENCH_AUTO_ORDER_COUNT', 100_000),
    backlog: envInt('BENCH_AUTO_ORDER_DUE', 5_000),
    streamSeconds: envInt('BENCH_AUTO_ORDER_STREAM_SECONDS', 10),
  };
  console.log(
    `\nauto-orders: ${sizes.total} ACTIVE auto-orders over ${MEMBERS} members per cell (fresh database each); only a slice falls due:` +
      ` a backlog of ${sizes.backlog} runs due over the past ${BACKLOG_AGE_MS / 1000} s (capacity; its lag includes that age), then a stream due uniformly over the next` +
      ` ${sizes.streamSeconds} s at ${STREAM_SHARE} × the one-process capacity (lag = order created_at − next_run_at).` +
      ` Server processes: ${Object.entries(CHILD_ENV).map(([k, v]) => `${k}=${v}`).join(' ')}, every sweep on (dispatch and sync too).`,
  );
  await benchKind('SQLite', undefined, sizes);
  if (pgUrl) await benchKind('PostgreSQL', pgUrl, sizes);
  else console.log('\nSKIPPED: PostgreSQL auto-order benchmark — set BENCH_DATABASE_URL=postgres://… (a server where a bench database may be created).');
  console.log(`  auto-order part ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
