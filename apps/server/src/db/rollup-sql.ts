import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database.js';

/**
 * The SQL of the daily rollups (migration 0025 says what they hold and how triggers keep them): the
 * Korean day of a stored time, one order row's contribution, the sweep that folds the appended deltas
 * into the per-day rows, and the full recomputation. Raw SQL on purpose: the migration uses it too.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared with the migration, which must not depend on the current schema type
type AnyDb = Kysely<any>;

/** Korean day (UTC+9, no daylight saving) of a stored ISO time, as 'YYYY-MM-DD'. */
export function koreanDaySql(dialect: Dialect, column: string): string {
  return dialect === 'postgres' ? `to_char((${column})::timestamptz AT TIME ZONE 'UTC' + interval '9 hours', 'YYYY-MM-DD')` : `date(${column}, '+9 hours')`;
}

export const ORDER_DELTA_COLUMNS = ['day', 'service_id', 'provider_id', 'status', 'charge', 'refunded', 'cost', 'orders', 'all_rows'];

/**
 * What one order row adds to the figures, in ORDER_DELTA_COLUMNS' order: `row` is NEW, OLD or a table
 * alias, `sign` '' or '-'. A child carrying a remainder to another route adds its cost only (no
 * revenue, no order); a cancelled order costs nothing.
 */
export function orderContribution(dialect: Dialect, row: string, sign: '' | '-'): string[] {
  const child = `${row}.parent_order_id IS NOT NULL`;
  return [
    koreanDaySql(dialect, `${row}.created_at`),
    `${row}.service_id`,
    `coalesce(${row}.provider_id, 0)`,
    `${row}.status`,
    `${sign}(CASE WHEN ${child} THEN 0 ELSE ${row}.charge END)`,
    `${sign}(CASE WHEN ${child} THEN 0 ELSE ${row}.refunded END)`,
    `${sign}(CASE WHEN ${row}.status = 5 THEN 0 ELSE coalesce(${row}.cost_won, 0) END)`,
    `${sign}(CASE WHEN ${child} THEN 0 ELSE 1 END)`,
    `${sign}1`,
  ];
}

/** The tables migration 0025 made: derived from orders and the ledger, never copied or restored on their own. */
export const ROLLUP_TABLES = ['order_rollup_deltas', 'order_day_rollups', 'order_status_rollups', 'ledger_rollup_deltas', 'ledger_day_rollups'];
/** Every table kept by triggers from others (the rollups, and migration 0048's member count): never copied, recomputed where they land. */
export const DERIVED_TABLES = [...ROLLUP_TABLES, 'member_total'];

/** Sets migration 0048's member count to the member rows there are (after a copy, which its triggers counted as it went). */
export async function recountMembers(db: AnyDb): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('member_total').execute();
    await sql`INSERT INTO member_total (id, n) SELECT 1, count(*) FROM members`.execute(trx);
  });
}

/** The ledger kinds the dashboard sums: top-ups, order debits and refunds. */
export const LEDGER_KINDS = ['charge', 'order', 'refund'];

const SUMS = ['charge', 'refunded', 'cost', 'orders', 'all_rows'];
const sums = SUMS.map((c) => `sum(${c})`).join(', ');
const addSums = (t: string) => SUMS.map((c) => `${c} = ${t}.${c} + excluded.${c}`).join(', ');
/** How many deltas one fold moves at most, so a backlog (a bulk load) is folded in bounded steps. */
const FOLD_BATCH = 50_000;
/** pg_advisory lock key of the fold: one process folds at a time, the others skip the round. */
const FOLD_LOCK = 27_025;

async function inTransaction<T>(db: AnyDb, fn: (trx: AnyDb) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute((trx) => fn(trx));
}

/**
 * Folds appended deltas into the per-day rollups, at most FOLD_BATCH of each kind per call; answers
 * how many were folded. One transaction: a process killed mid-fold leaves the deltas where they were.
 * PostgreSQL: the deltas are deleted and summed in one statement (DELETE … RETURNING), so a delta
 * committed meanwhile by another process is either moved whole or left for the next round; SQLite
 * holds the write lock from the first statement on.
 */
export async function foldRollups(db: AnyDb, dialect: Dialect): Promise<number> {
  // Nothing to fold (the usual tick of a quiet shop): no write transaction, so no wait on the write lock.
  const pending = await sql<{ one: number }>`SELECT 1 AS one FROM order_rollup_deltas UNION ALL SELECT 1 FROM ledger_rollup_deltas LIMIT 1`.execute(db);
  if (pending.rows.length === 0) return 0;
  return inTransaction(db, async (trx) => {
    if (dialect === 'postgres') {
      const lock = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK}) AS ok`.execute(trx);
      if (!lock.rows[0]?.ok) return 0;
      const orders = await sql<{ n: string }>`WITH moved AS (
          DELETE FROM order_rollup_deltas WHERE id IN (SELECT id FROM order_rollup_deltas ORDER BY id LIMIT ${FOLD_BATCH}) RETURNING *),
        days AS (INSERT INTO order_day_rollups (day, service_id, provider_id, ${sql.raw(SUMS.join(', '))})
          SELECT day, service_id, provider_id, ${sql.raw(sums)} FROM moved GROUP BY day, service_id, provider_id
          ON CONFLICT (day, service_id, provider_id) DO UPDATE SET ${sql.raw(addSums('order_day_rollups'))}),
        statuses AS (INSERT INTO order_status_rollups (status, n) SELECT status, sum(all_rows) FROM moved GROUP BY status
          ON CONFLICT (status) DO UPDATE SET n = order_status_rollups.n + excluded.n)
        SELECT count(*) AS n FROM moved`.execute(trx);
      const ledger = await sql<{ n: string }>`WITH moved AS (
          DELETE FROM ledger_rollup_deltas WHERE id IN (SELECT id FROM ledger_rollup_deltas ORDER BY id LIMIT ${FOLD_BATCH}) RETURNING *),
        days AS (INSERT INTO ledger_day_rollups (day, kind, total, n) SELECT day, kind, sum(total), sum(n) FROM moved GROUP BY day, kind
          ON CONFLICT (day, kind) DO UPDATE SET total = ledger_day_rollups.total + excluded.total, n = ledger_day_rollups.n + excluded.n)
        SELECT count(*) AS n FROM moved`.execute(trx);
      return Number(orders.rows[0]?.n ?? 0) + Number(ledger.rows[0]?.n ?? 0);
    }
    let moved = 0;
    const upTo = async (table: string) => {
      const r = await sql<{ last: number | null; n: number }>`SELECT max(id) AS last, count(*) AS n FROM (SELECT id FROM ${sql.table(table)} ORDER BY id LIMIT ${FOLD_BATCH})`.execute(trx);
      moved += Number(r.rows[0]?.n ?? 0);
      return r.rows[0]?.last ?? null;
    };
    const lastOrder = await upTo('order_rollup_deltas');
    if (lastOrder !== null) {
      await sql`INSERT INTO order_day_rollups (day, service_id, provider_id, ${sql.raw(SUMS.join(', '))})
        SELECT day, service_id, provider_id, ${sql.raw(sums)} FROM order_rollup_deltas WHERE id <= ${lastOrder} GROUP BY day, service_id, provider_id
        ON CONFLICT (day, service_id, provider_id) DO UPDATE SET ${sql.raw(addSums('order_day_rollups'))}`.execute(trx);
      await sql`INSERT INTO order_status_rollups (status, n) SELECT status, sum(all_rows) FROM order_rollup_deltas WHERE id <= ${lastOrder} GROUP BY status
        ON CONFLICT (status) DO UPDATE SET n = order_status_rollups.n + excluded.n`.execute(trx);
      await sql`DELETE FROM order_rollup_deltas WHERE id <= ${lastOrder}`.execute(trx);
    }
    const lastLedger = await upTo('ledger_rollup_deltas');
    if (lastLedger !== null) {
      await sql`INSERT INTO ledger_day_rollups (day, kind, total, n) SELECT day, kind, sum(total), sum(n) FROM ledger_rollup_deltas WHERE id <= ${lastLedger} GROUP BY day, kind
        ON CONFLICT (day, kind) DO UPDATE SET total = ledger_day_rollups.total + excluded.total, n = ledger_day_rollups.n + excluded.n`.execute(trx);
      await sql`DELETE FROM ledger_rollup_deltas WHERE id <= ${lastLedger}`.execute(trx);
    }
    return moved;
  });
}

/**
 * Recomputes every rollup from the orders and the ledger, replacing what was there (re-runnable: run
 * twice, the same rows). PostgreSQL holds writers to orders and the ledger off for the transaction, so
 * no change slips between the sums and the emptied deltas.
 */
export async function rebuildRollups(db: AnyDb, dialect: Dialect): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (dialect === 'postgres') await sql`LOCK TABLE orders, point_ledger IN SHARE MODE`.execute(trx);
    for (const t of ROLLUP_TABLES) await trx.deleteFrom(t).execute();
    const contribution = orderContribution(dialect, 'o', '')
      .map((e, i) => `${e} AS ${ORDER_DELTA_COLUMNS[i]}`)
      .join(', ');
    await sql`INSERT INTO order_day_rollups (day, service_id, provider_id, ${sql.raw(SUMS.join(', '))})
      SELECT day, service_id, provider_id, ${sql.raw(sums)} FROM (SELECT ${sql.raw(contribution)} FROM orders o) c WHERE 1 = 1 GROUP BY day, service_id, provider_id`.execute(trx);
    await sql`INSERT INTO order_status_rollups (status, n) SELECT status, count(*) FROM orders WHERE 1 = 1 GROUP BY status`.execute(trx);
    await sql`INSERT INTO ledger_day_rollups (day, kind, total, n)
      SELECT day, kind, sum(delta), count(*) FROM (SELECT ${sql.raw(koreanDaySql(dialect, 'l.created_at'))} AS day, l.kind, l.delta FROM point_ledger l
      WHERE l.kind IN (${sql.join(LEDGER_KINDS)})) c WHERE 1 = 1 GROUP BY day, kind`.execute(trx);
  });
}
