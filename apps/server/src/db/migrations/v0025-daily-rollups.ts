import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { koreanDaySql, LEDGER_KINDS, ORDER_DELTA_COLUMNS, orderContribution, rebuildRollups } from '../rollup-sql.js';
import { withId } from './with-id.js';

/** The order columns a contribution reads; an update that changes none of them adds no delta. */
const ORDER_WATCHED = ['created_at', 'service_id', 'provider_id', 'status', 'charge', 'refunded', 'cost_won', 'parent_order_id'];
const ledgerKindsSql = LEDGER_KINDS.map((k) => `'${k}'`).join(', ');

/**
 * Daily rollups for the dashboard and the margin panel (services/dashboard/rollups.ts), so that their
 * cost grows with days, not orders.
 *
 * Kept by the transactions that change them: a trigger on orders and one on point_ledger append a delta
 * row (the old row's contribution negated, the new one's added) in the writer's own transaction, whoever
 * writes — a server process, a sweep, a second process against the same PostgreSQL, a hand-written
 * UPDATE — so a rollup can never miss or double a change, and a process killed mid-write leaves both
 * or neither. The deltas are appended, never updated, so concurrent orders never wait on a shared row.
 * The `rollups` sweep folds them into the per-day tables; readers add the deltas not yet folded in one
 * statement, so every answer is exact at any moment.
 *
 * - order_day_rollups: per Korean day of the order's creation, service and provider (0: the built-in
 *   simulated provider): charge and refunded of top-level orders, cost (nothing for a cancelled order),
 *   top-level orders and all rows (children carrying a remainder included);
 * - order_status_rollups: orders by status, all time;
 * - ledger_day_rollups: per Korean day and ledger kind (charge, order, refund): the sum and the count.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const money = (t: ReturnType<typeof db.schema.createTable>) =>
    t
      .addColumn('charge', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cost', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('orders', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('all_rows', 'bigint', (c) => c.notNull().defaultTo(0));
  await money(
    db.schema
      .createTable('order_day_rollups')
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('service_id', 'integer', (c) => c.notNull())
      .addColumn('provider_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_day_rollups_pk', ['day', 'service_id', 'provider_id']),
  ).execute();
  await db.schema
    .createTable('order_status_rollups')
    .addColumn('status', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await money(
    withId(db.schema.createTable('order_rollup_deltas'), dialect)
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('service_id', 'integer', (c) => c.notNull())
      .addColumn('provider_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createTable('ledger_day_rollups')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_day_rollups_pk', ['day', 'kind'])
    .execute();
  await withId(db.schema.createTable('ledger_rollup_deltas'), dialect)
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();

  const orderDelta = (row: 'NEW' | 'OLD', sign: '' | '-') => `INSERT INTO order_rollup_deltas (${ORDER_DELTA_COLUMNS.join(', ')}) VALUES (${orderContribution(dialect, row, sign).join(', ')})`;
  const ledgerDelta = (row: 'NEW' | 'OLD', sign: '' | '-') =>
    `INSERT INTO ledger_rollup_deltas (day, kind, total, n) SELECT ${koreanDaySql(dialect, `${row}.created_at`)}, ${row}.kind, ${sign}${row}.delta, ${sign}1 WHERE ${row}.kind IN (${ledgerKindsSql})`;
  const changed = (cols: string[]) => cols.map((c) => `OLD.${c} IS ${dialect === 'postgres' ? 'DISTINCT FROM' : 'NOT'} NEW.${c}`).join(' OR ');

  if (dialect === 'postgres') {
    const fn = (name: string, newSql: string, oldSql: string) =>
      sql`CREATE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF TG_OP <> 'INSERT' THEN ${sql.raw(oldSql)}; END IF;
        IF TG_OP <> 'DELETE' THEN ${sql.raw(newSql)}; END IF;
        RETURN NULL; END $$`.execute(db);
    await fn('order_rollup_delta', orderDelta('NEW', ''), orderDelta('OLD', '-'));
    await fn('ledger_rollup_delta', ledgerDelta('NEW', ''), ledgerDelta('OLD', '-'));
    await sql`CREATE TRIGGER orders_rollup_ins AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION order_rollup_delta()`.execute(db);
    await sql`CREATE TRIGGER orders_rollup_upd AFTER UPDATE ON orders FOR EACH ROW WHEN (${sql.raw(changed(ORDER_WATCHED))}) EXECUTE FUNCTION order_rollup_delta()`.execute(db);
    await sql`CREATE TRIGGER point_ledger_rollup_ins AFTER INSERT OR DELETE ON point_ledger FOR EACH ROW EXECUTE FUNCTION ledger_rollup_delta()`.execute(db);
    await sql`CREATE TRIGGER point_ledger_rollup_upd AFTER UPDATE ON point_ledger FOR EACH ROW WHEN (${sql.raw(changed(['created_at', 'kind', 'delta']))}) EXECUTE FUNCTION ledger_rollup_delta()`.execute(db);
  } else {
    await sql`CREATE TRIGGER orders_rollup_ins AFTER INSERT ON orders BEGIN ${sql.raw(orderDelta('NEW', ''))}; END`.execute(db);
    await sql`CREATE TRIGGER orders_rollup_del AFTER DELETE ON orders BEGIN ${sql.raw(orderDelta('OLD', '-'))}; END`.execute(db);
    await sql`CREATE TRIGGER orders_rollup_upd AFTER UPDATE OF ${sql.raw(ORDER_WATCHED.join(', '))} ON orders WHEN ${sql.raw(changed(ORDER_WATCHED))}
      BEGIN ${sql.raw(orderDelta('OLD', '-'))}; ${sql.raw(orderDelta('NEW', ''))}; END`.execute(db);
    await sql`CREATE TRIGGER point_ledger_rollup_ins AFTER INSERT ON point_ledger BEGIN ${sql.raw(ledgerDelta('NEW', ''))}; END`.execute(db);
    await sql`CREATE TRIGGER point_ledger_rollup_del AFTER DELETE ON point_ledger BEGIN ${sql.raw(ledgerDelta('OLD', '-'))}; END`.execute(db);
    await sql`CREATE TRIGGER point_ledger_rollup_upd AFTER UPDATE OF created_at, kind, delta ON point_ledger WHEN ${sql.raw(changed(['created_at', 'kind', 'delta']))}
      BEGIN ${sql.raw(ledgerDelta('OLD', '-'))}; ${sql.raw(ledgerDelta('NEW', ''))}; END`.execute(db);
  }
  // The shop's orders and ledger so far, in the same transaction as the triggers.
  await rebuildRollups(db, dialect);
}
