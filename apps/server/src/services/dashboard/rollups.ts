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
 * service always add up to the same totals): a few hundred rows whatever the number of services × days.
 * PostgreSQL groups both ways in one pass (GROUPING SETS: half the time of two passes over a
 * materialized set at 90 days of a busy shop); SQLite has no grouping sets and reads its set twice.
 */
export async function marginSums(db: Executor, dialect: Dialect, fromDay: string): Promise<MarginSums> {
  const r = sql`(
      SELECT day, service_id, provider_id, charge, refunded, cost, orders, all_rows FROM order_day_rollups WHERE day >= ${fromDay}
      UNION ALL
      SELECT day, service_id, provider_id, charge, refunded, cost, orders, all_rows FROM order_rollup_deltas WHERE day >= ${fromDay})`;
  const { rows } = await (dialect === 'postgres'
    ? sql<MarginSumRow>`
    SELECT day, service_id, provider_id, sum(charge) AS charge, sum(refunded) AS refunded, sum(cost) AS cost, sum(orders) AS orders, sum(all_rows) AS all_rows
    FROM ${r} r GROUP BY GROUPING SETS ((day), (service_id, provider_id))`
    : sql<MarginSumRow>`
    WITH r AS ${r}
    SELECT day, NULL AS service_id, NULL AS provider_id, sum(charge) AS charge, sum(refunded) AS refunded, sum(cost) AS cost, sum(orders) AS orders, sum(all_rows) AS all_rows FROM r GROUP BY day
    UNION ALL
    SELECT NULL, service_id, provider_id, sum(charge), sum(refunded), sum(cost), sum(orders), sum(all_rows) FROM r GROUP BY service_id, provider_id`
  ).execute(db);
  const out: MarginSums = { byDay: [], byServiceProvider: [] };
  for (const r of rows) {
    if (Number(r.all_rows) === 0) continue;
    const sums = { charge: Number(r.charge), refunded: Number(r.refunded), cost: Number(r.cost), orders: Number(r.orders), rows: Number(r.all_rows) };
    if (r.day !== null) out.byDay.push({ day: r.day, ...sums });
    else out.byServiceProvider.push({ serviceId: Number(r.service_id), providerId: Number(r.provider_id) === 0 ? null : Number(r.provider_id), ...sums });
  }
  return out;
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
