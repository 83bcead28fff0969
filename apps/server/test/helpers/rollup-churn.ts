import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Config } from '../../src/config.js';
import type { Db, Dialect } from '../../src/db/database.js';
import { foldRollups, koreanDaySql, LEDGER_KINDS, memberTotals } from '../../src/db/rollup-sql.js';

/** What the churn writes against: one member, services and providers already in the database. */
export interface ChurnTargets {
  memberId: number;
  /** a second member an order is now and then moved to (the member totals follow it) */
  otherMemberId?: number;
  serviceIds: number[];
  providerIds: number[];
}

/** A small deterministic generator, so a failing run can be replayed from its seed. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]! };
}

let serial = 0;

/**
 * One transaction of random writes the shop makes: orders placed (some children carrying a remainder),
 * refunds, cancels, costs learned, moves to another provider, status changes, an order deleted, ledger
 * rows of each kind; now and then a fold of the rollups. Times spread over ten Korean days.
 */
export async function churnStep(db: Db, dialect: Dialect, t: ChurnTargets, r: ReturnType<typeof rng>, writes: number, tag: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < writes; i++) {
      const at = new Date(Date.UTC(2026, 10, 12) + r.int(10 * 86_400_000)).toISOString();
      const roll = r.int(12);
      if (roll < 4) {
        const parent = r.int(4) === 0 ? await trx.selectFrom('orders').select('id').where('parent_order_id', 'is', null).orderBy('id', 'desc').limit(1).executeTakeFirst() : undefined;
        const charge = parent ? 0 : 100 + r.int(50_000);
        await trx
          .insertInto('orders')
          .values({
            member_id: t.memberId,
            service_id: r.pick(t.serviceIds),
            link: `https://www.instagram.com/p/churn_${tag}_${++serial}_${r.int(1e9)}`,
            quantity: 100,
            unit_price_e7: 100_000_000,
            charge,
            status: r.int(7),
            provider_id: r.int(3) === 0 ? null : r.pick(t.providerIds),
            cost_won: r.int(3) === 0 ? null : r.int(30_000),
            parent_order_id: parent?.id ?? null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        continue;
      }
      const target = await trx.selectFrom('orders').select(['id', 'charge']).where('member_id', '=', t.memberId).orderBy('id', 'desc').offset(r.int(50)).limit(1).executeTakeFirst();
      if (roll === 4 && target) await trx.updateTable('orders').set({ refunded: r.int(Number(target.charge) + 1) }).where('id', '=', target.id).execute();
      else if (roll === 5 && target) await trx.updateTable('orders').set({ status: 5, refunded: target.charge }).where('id', '=', target.id).execute();
      else if (roll === 6 && target) await trx.updateTable('orders').set({ cost_won: r.int(40_000) }).where('id', '=', target.id).execute();
      else if (roll === 7 && target) await trx.updateTable('orders').set({ status: r.int(7), provider_id: r.int(2) ? r.pick(t.providerIds) : null }).where('id', '=', target.id).execute();
      else if (roll === 8 && target) {
        await trx.deleteFrom('orders').where('parent_order_id', '=', target.id).execute();
        await trx.deleteFrom('orders').where('id', '=', target.id).execute();
      } else if (roll === 10 && target && t.otherMemberId !== undefined && r.int(2) === 0) {
        await trx.updateTable('orders').set({ member_id: t.otherMemberId }).where('id', '=', target.id).execute();
      } else if (roll === 9) await trx.updateTable('orders').set({ remains: r.int(100) }).where('id', '=', target?.id ?? 0).execute(); // touches no figure
      else {
        const kind = r.pick([...LEDGER_KINDS, 'admin']);
        await trx
          .insertInto('point_ledger')
          .values({ member_id: t.memberId, delta: kind === 'order' ? -r.int(10_000) : r.int(10_000), balance_after: 0, kind, ref_type: 'churn', ref_id: `${tag}_${++serial}_${r.int(1e9)}`, memo: null, created_at: at })
          .execute();
      }
    }
  });
  if (r.int(5) === 0) await foldRollups(db, dialect);
}

/** Every figure the rollups answer, as one comparable object. */
export interface Figures {
  days: Record<string, [number, number, number, number, number]>;
  statuses: Record<number, number>;
  ledger: Record<string, [number, number]>;
  /** `o|member|status`: the member's own orders (children left out); `l|member|kind`: ledger sums (migration 0050) */
  members: Record<string, number>;
}

/** The figures recomputed from every order and ledger row. */
export async function recomputedFigures(db: Db, dialect: Dialect): Promise<Figures> {
  const out: Figures = { days: {}, statuses: {}, ledger: {}, members: {} };
  const owned = await sql<{ member_id: number; status: number; n: string }>`SELECT member_id, status, count(*) AS n FROM orders WHERE parent_order_id IS NULL GROUP BY member_id, status`.execute(db);
  for (const o of owned.rows) out.members[`o|${o.member_id}|${o.status}`] = Number(o.n);
  const sums = await sql<{ member_id: number; kind: string; total: string }>`SELECT member_id, kind, sum(delta) AS total FROM point_ledger WHERE kind IN (${sql.join(LEDGER_KINDS)}) GROUP BY member_id, kind`.execute(db);
  for (const l of sums.rows) if (Number(l.total) !== 0) out.members[`l|${l.member_id}|${l.kind}`] = Number(l.total);
  const orders = await sql<{ day: string; service_id: number; provider_id: number | null; status: number; charge: string; refunded: string; cost_won: string | null; parent_order_id: number | null }>`
    SELECT ${sql.raw(koreanDaySql(dialect, 'created_at'))} AS day, service_id, provider_id, status, charge, refunded, cost_won, parent_order_id FROM orders`.execute(db);
  for (const o of orders.rows) {
    const key = `${o.day}|${o.service_id}|${o.provider_id ?? 0}`;
    const child = o.parent_order_id !== null;
    const d = (out.days[key] ??= [0, 0, 0, 0, 0]);
    d[0] += child ? 0 : Number(o.charge);
    d[1] += child ? 0 : Number(o.refunded);
    d[2] += o.status === 5 ? 0 : Number(o.cost_won ?? 0);
    d[3] += child ? 0 : 1;
    d[4] += 1;
    out.statuses[o.status] = (out.statuses[o.status] ?? 0) + 1;
  }
  const ledger = await sql<{ day: string; kind: string; delta: string }>`SELECT ${sql.raw(koreanDaySql(dialect, 'created_at'))} AS day, kind, delta FROM point_ledger WHERE kind IN (${sql.join(LEDGER_KINDS)})`.execute(db);
  for (const l of ledger.rows) {
    const e = (out.ledger[`${l.day}|${l.kind}`] ??= [0, 0]);
    e[0] += Number(l.delta);
    e[1] += 1;
  }
  return out;
}

/** The figures as the rollups answer them (folded rows and pending deltas together). */
export async function rolledUpFigures(db: Db): Promise<Figures> {
  const { orderDaySums, orderStatusCounts } = await import('../../src/services/dashboard/rollups.js');
  const out: Figures = { days: {}, statuses: {}, ledger: {}, members: {} };
  // every member's totals as the member detail reads them (folded rows and pending deltas together)
  for (const { id } of await db.selectFrom('members').select('id').execute()) {
    const totals = await memberTotals(db, id);
    for (const [status, n] of totals.ordersByStatus) if (n !== 0) out.members[`o|${id}|${status}`] = n;
    for (const [kind, total] of totals.ledgerByKind) if (total !== 0) out.members[`l|${id}|${kind}`] = total;
  }
  for (const s of await orderDaySums(db, '0000-01-01')) out.days[`${s.day}|${s.serviceId}|${s.providerId ?? 0}`] = [s.charge, s.refunded, s.cost, s.orders, s.rows];
  for (const [status, n] of await orderStatusCounts(db)) if (n !== 0) out.statuses[status] = n;
  const ledger = await sql<{ day: string; kind: string; total: string; n: string }>`SELECT day, kind, sum(total) AS total, sum(n) AS n FROM (
    SELECT day, kind, total, n FROM ledger_day_rollups UNION ALL SELECT day, kind, total, n FROM ledger_rollup_deltas) r GROUP BY day, kind`.execute(db);
  for (const l of ledger.rows) if (Number(l.n) !== 0) out.ledger[`${l.day}|${l.kind}`] = [Number(l.total), Number(l.n)];
  return out;
}

const churnProcess = fileURLToPath(new URL('./rollup-churn-process.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A real child process churning against the test's database (rollup-churn-process.ts) until it is killed. */
export function startChurnProcess(config: Config, targets: ChurnTargets, seed: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', churnProcess], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
      DATA_DIR: config.dataDir,
      CHURN_TARGETS: JSON.stringify(targets),
      CHURN_SEED: String(seed),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, output: () => out, exited };
}
