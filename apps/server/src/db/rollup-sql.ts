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
/** Migration 0050's member totals, folded from the same deltas (rebuildMemberTotals). */
export const MEMBER_TOTAL_TABLES = ['member_order_totals', 'member_ledger_totals'];
/** Every table kept by triggers from others (the rollups, the member totals, migration 0048's member count): never copied, recomputed where they land. */
export const DERIVED_TABLES = [...ROLLUP_TABLES, ...MEMBER_TOTAL_TABLES, 'member_total'];

/** The order columns a delta reads (migration 0050: the member too); an update that changes none of them adds no delta. */
export const MEMBER_ORDER_WATCHED = ['created_at', 'service_id', 'provider_id', 'status', 'charge', 'refunded', 'cost_won', 'parent_order_id', 'member_id'];
/** The ledger columns a delta reads (migration 0050). */
export const MEMBER_LEDGER_WATCHED = ['created_at', 'kind', 'delta', 'member_id'];

/** The statement a trigger appends for one order row (NEW or OLD, added or taken back), with its member (migration 0050). */
export function orderDeltaSql(dialect: Dialect, row: 'NEW' | 'OLD', sign: '' | '-'): string {
  return `INSERT INTO order_rollup_deltas (${[...ORDER_DELTA_COLUMNS, 'member_id'].join(', ')}) VALUES (${[...orderContribution(dialect, row, sign), `${row}.member_id`].join(', ')})`;
}

/** The statement a trigger appends for one ledger row of a summed kind, with its member (migration 0050). */
export function ledgerDeltaSql(dialect: Dialect, row: 'NEW' | 'OLD', sign: '' | '-'): string {
  return `INSERT INTO ledger_rollup_deltas (day, kind, total, n, member_id) SELECT ${koreanDaySql(dialect, `${row}.created_at`)}, ${row}.kind, ${sign}${row}.delta, ${sign}1, ${row}.member_id WHERE ${row}.kind IN (${LEDGER_KINDS.map((k) => `'${k}'`).join(', ')})`;
}

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

/** Adds the members' deltas in `from` (those matching `where`) to their order totals (a delta from before migration 0050 has no member: it was counted by its recomputation). */
const memberOrdersFold = (from: string, where: string) => `INSERT INTO member_order_totals (member_id, status, orders)
  SELECT member_id, status, sum(orders) FROM ${from} WHERE member_id IS NOT NULL AND ${where} GROUP BY member_id, status
  ON CONFLICT (member_id, status) DO UPDATE SET orders = member_order_totals.orders + excluded.orders`;
/** memberOrdersFold for the ledger's sums by kind. */
const memberLedgerFold = (from: string, where: string) => `INSERT INTO member_ledger_totals (member_id, kind, total)
  SELECT member_id, kind, sum(total) FROM ${from} WHERE member_id IS NOT NULL AND ${where} GROUP BY member_id, kind
  ON CONFLICT (member_id, kind) DO UPDATE SET total = member_ledger_totals.total + excluded.total`;

/**
 * Folds appended deltas into the per-day rollups and the members' totals, at most FOLD_BATCH of each kind per call; answers
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
          ON CONFLICT (status) DO UPDATE SET n = order_status_rollups.n + excluded.n),
        members AS (${sql.raw(memberOrdersFold('moved', 'TRUE'))})
        SELECT count(*) AS n FROM moved`.execute(trx);
      const ledger = await sql<{ n: string }>`WITH moved AS (
          DELETE FROM ledger_rollup_deltas WHERE id IN (SELECT id FROM ledger_rollup_deltas ORDER BY id LIMIT ${FOLD_BATCH}) RETURNING *),
        days AS (INSERT INTO ledger_day_rollups (day, kind, total, n) SELECT day, kind, sum(total), sum(n) FROM moved GROUP BY day, kind
          ON CONFLICT (day, kind) DO UPDATE SET total = ledger_day_rollups.total + excluded.total, n = ledger_day_rollups.n + excluded.n),
        members AS (${sql.raw(memberLedgerFold('moved', 'TRUE'))})
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
      await sql.raw(memberOrdersFold('order_rollup_deltas', `id <= ${Number(lastOrder)}`)).execute(trx);
      await sql`DELETE FROM order_rollup_deltas WHERE id <= ${lastOrder}`.execute(trx);
    }
    const lastLedger = await upTo('ledger_rollup_deltas');
    if (lastLedger !== null) {
      await sql`INSERT INTO ledger_day_rollups (day, kind, total, n) SELECT day, kind, sum(total), sum(n) FROM ledger_rollup_deltas WHERE id <= ${lastLedger} GROUP BY day, kind
        ON CONFLICT (day, kind) DO UPDATE SET total = ledger_day_rollups.total + excluded.total, n = ledger_day_rollups.n + excluded.n`.execute(trx);
      await sql.raw(memberLedgerFold('ledger_rollup_deltas', `id <= ${Number(lastLedger)}`)).execute(trx);
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

/**
 * Recomputes migration 0050's member totals from the orders and the ledger, replacing what was there
 * (re-runnable). The deltas still pending stay for the day rollups but no longer count for a member
 * (their member is cleared), since the recomputation already holds them. PostgreSQL holds writers to
 * orders and the ledger off for the transaction.
 */
export async function rebuildMemberTotals(db: AnyDb, dialect: Dialect): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (dialect === 'postgres') await sql`LOCK TABLE orders, point_ledger IN SHARE MODE`.execute(trx);
    for (const t of MEMBER_TOTAL_TABLES) await trx.deleteFrom(t).execute();
    await sql`UPDATE order_rollup_deltas SET member_id = NULL WHERE member_id IS NOT NULL`.execute(trx);
    await sql`UPDATE ledger_rollup_deltas SET member_id = NULL WHERE member_id IS NOT NULL`.execute(trx);
    await sql`INSERT INTO member_order_totals (member_id, status, orders)
      SELECT member_id, status, count(*) FROM orders WHERE parent_order_id IS NULL GROUP BY member_id, status`.execute(trx);
    await sql`INSERT INTO member_ledger_totals (member_id, kind, total)
      SELECT member_id, kind, sum(delta) FROM point_ledger WHERE kind IN (${sql.join(LEDGER_KINDS)}) GROUP BY member_id, kind`.execute(trx);
  });
}

/** Every rollup and member total recomputed at once (rebuildRollups, then rebuildMemberTotals, in one transaction). */
export async function rebuildDerived(db: AnyDb, dialect: Dialect): Promise<void> {
  await inTransaction(db, async (trx) => {
    await rebuildRollups(trx, dialect);
    await rebuildMemberTotals(trx, dialect);
  });
}

/** A member's orders by status (their own, children left out) and ledger sums by kind, folded and pending together, in one statement (one snapshot). */
export async function memberTotals(db: AnyDb, memberId: number): Promise<{ ordersByStatus: Map<number, number>; ledgerByKind: Map<string, number> }> {
  const { rows } = await sql<{ part: string; k: string | number; v: string | number }>`
    SELECT 'o' AS part, CAST(status AS VARCHAR(20)) AS k, orders AS v FROM member_order_totals WHERE member_id = ${memberId}
    UNION ALL SELECT 'o', CAST(status AS VARCHAR(20)), orders FROM order_rollup_deltas WHERE member_id = ${memberId}
    UNION ALL SELECT 'l', kind, total FROM member_ledger_totals WHERE member_id = ${memberId}
    UNION ALL SELECT 'l', kind, total FROM ledger_rollup_deltas WHERE member_id = ${memberId}`.execute(db);
  const ordersByStatus = new Map<number, number>();
  const ledgerByKind = new Map<string, number>();
  for (const r of rows) {
    if (r.part === 'o') ordersByStatus.set(Number(r.k), (ordersByStatus.get(Number(r.k)) ?? 0) + Number(r.v));
    else ledgerByKind.set(String(r.k), (ledgerByKind.get(String(r.k)) ?? 0) + Number(r.v));
  }
  return { ordersByStatus, ledgerByKind };
}
