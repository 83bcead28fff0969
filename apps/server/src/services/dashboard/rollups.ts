import { sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';

/**
 * Reads of the daily rollups (migration 0025, db/rollup-sql.ts). Each is one statement over the folded
 * per-day rows and the deltas not yet folded, so it is exact at any moment (one snapshot on PostgreSQL)
 * and its cost grows with days × services × providers, not with orders.
 */

export interface OrderDaySum {
  day: string;
  serviceId: number;
  /** null: the built-in simulated provider */
  providerId: number | null;
  charge: number;
  refunded: number;
  cost: number;
  orders: number;
  rows: number;
}

/** Per Korean day, service and provider, from `fromDay` ('YYYY-MM-DD') on; groups that held no order row are left out. */
export async function orderDaySums(db: Executor, fromDay: string): Promise<OrderDaySum[]> {
  const { rows } = await sql<{ day: string; service_id: number; provider_id: number; charge: string; refunded: string; cost: string; orders: string; all_rows: string }>`
    SELECT day, service_id, provider_id, sum(charge) AS charge, sum(refunded) AS refunded, sum(cost) AS cost, sum(orders) AS orders, sum(all_rows) AS all_rows FROM (
      SELECT day, service_id, provider_id, charge, refunded, cost, orders, all_rows FROM order_day_rollups WHERE day >= ${fromDay}
      UNION ALL
      SELECT day, service_id, provider_id, charge, refunded, cost, orders, all_rows FROM order_rollup_deltas WHERE day >= ${fromDay}
    ) r GROUP BY day, service_id, provider_id ORDER BY day, service_id, provider_id`.execute(db);
  return rows
    .filter((r) => Number(r.all_rows) !== 0)
    .map((r) => ({
      day: r.day,
      serviceId: Number(r.service_id),
      providerId: Number(r.provider_id) === 0 ? null : Number(r.provider_id),
      charge: Number(r.charge),
      refunded: Number(r.refunded),
      cost: Number(r.cost),
      orders: Number(r.orders),
      rows: Number(r.all_rows),
    }));
}

interface MarginSumRow {
  /** 1: a day's sums, 2: a service and provider's sums (both of the folded rollups), 3: a delta not yet folded */
  part: number | string;
  day: string | null;
  service_id: number | null;
  provider_id: number | null;
  charge: string;
  refunded: string;
  cost: string;
  orders: string;
  all_rows: string;
}

export interface MarginSums {
  /** per Korean day, every service and provider together */
  byDay: Omit<OrderDaySum, 'serviceId' | 'providerId'>[];
  /** per service and provider, every day together */
  byServiceProvider: Omit<OrderDaySum, 'day'>[];
}

/**
 * The margin panel's two groupings from `fromDay` on, in one statement (one snapshot, so by day and by
 * service always add up to the same totals): the folded rollups grouped by day and by service and
 * provider (PostgreSQL in one pass, GROUPING SETS; SQLite in two), and the few deltas the sweep has not
 * folded yet as they are, added to both here. Grouping the rollups alone streams them off their key;
 * grouping them together with the deltas sorted every row of the period first (on SQLite 3.0 → 2.2 ms
 * for marginSums at 90 days of 36 services a day).
 */
export async function marginSums(db: Executor, dialect: Dialect, fromDay: string): Promise<MarginSums> {
  const sums = 'sum(charge) AS charge, sum(refunded) AS refunded, sum(cost) AS cost, sum(orders) AS orders, sum(all_rows) AS all_rows';
  const grouped =
    dialect === 'postgres'
      ? sql`SELECT CASE WHEN GROUPING(day) = 0 THEN 1 ELSE 2 END AS part, day, service_id, provider_id, ${sql.raw(sums)}
        FROM order_day_rollups WHERE day >= ${fromDay} GROUP BY GROUPING SETS ((day), (service_id, provider_id))`
      : sql`SELECT 1 AS part, day, NULL AS service_id, NULL AS provider_id, ${sql.raw(sums)} FROM order_day_rollups WHERE day >= ${fromDay} GROUP BY day
        UNION ALL
        SELECT 2, NULL, service_id, provider_id, ${sql.raw(sums)} FROM order_day_rollups WHERE day >= ${fromDay} GROUP BY service_id, provider_id`;
  const { rows } = await sql<MarginSumRow>`${grouped}
    UNION ALL
    SELECT 3, day, service_id, provider_id, charge, refunded, cost, orders, all_rows FROM order_rollup_deltas WHERE day >= ${fromDay}`.execute(db);
  type Sums = Omit<OrderDaySum, 'day' | 'serviceId' | 'providerId'>;
  const byDay = new Map<string, Sums>();
  const byService = new Map<string, Sums & { serviceId: number; providerId: number | null }>();
  const add = (into: Sums, r: MarginSumRow) => {
    into.charge += Number(r.charge);
    into.refunded += Number(r.refunded);
    into.cost += Number(r.cost);
    into.orders += Number(r.orders);
    into.rows += Number(r.all_rows);
  };
  const zero = (): Sums => ({ charge: 0, refunded: 0, cost: 0, orders: 0, rows: 0 });
  for (const r of rows) {
    const part = Number(r.part);
    if (part !== 2) {
      const day = byDay.get(r.day!) ?? byDay.set(r.day!, zero()).get(r.day!)!;
      add(day, r);
    }
    if (part !== 1) {
      const key = `${r.service_id}|${r.provider_id}`;
      const service = byService.get(key) ?? byService.set(key, { ...zero(), serviceId: Number(r.service_id), providerId: Number(r.provider_id) === 0 ? null : Number(r.provider_id) }).get(key)!;
      add(service, r);
    }
  }
  // a day or a service whose rows net to none (every order of it deleted) shows as never having had any
  return {
    byDay: [...byDay].filter(([, s]) => s.rows !== 0).map(([day, s]) => ({ day, ...s })),
    byServiceProvider: [...byService.values()].filter((s) => s.rows !== 0),
  };
}

/** Every order row (children included) created from `fromDay` on. */
export async function orderRowsSince(db: Executor, fromDay: string): Promise<number> {
  const { rows } = await sql<{ n: string | null }>`SELECT sum(all_rows) AS n FROM (
      SELECT all_rows FROM order_day_rollups WHERE day >= ${fromDay} UNION ALL SELECT all_rows FROM order_rollup_deltas WHERE day >= ${fromDay}) r`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Orders by status, all time. */
export async function orderStatusCounts(db: Executor): Promise<Map<number, number>> {
  const { rows } = await sql<{ status: number; n: string }>`SELECT status, sum(n) AS n FROM (
      SELECT status, n FROM order_status_rollups UNION ALL SELECT status, all_rows AS n FROM order_rollup_deltas) r GROUP BY status`.execute(db);
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/** Ledger sums and counts by kind (charge, order, refund) from `fromDay` on. */
export async function ledgerSince(db: Executor, fromDay: string): Promise<Map<string, { total: number; n: number }>> {
  const { rows } = await sql<{ kind: string; total: string; n: string }>`SELECT kind, sum(total) AS total, sum(n) AS n FROM (
      SELECT kind, total, n FROM ledger_day_rollups WHERE day >= ${fromDay} UNION ALL SELECT kind, total, n FROM ledger_rollup_deltas WHERE day >= ${fromDay}) r GROUP BY kind`.execute(db);
  return new Map(rows.map((r) => [r.kind, { total: Number(r.total), n: Number(r.n) }]));
}
