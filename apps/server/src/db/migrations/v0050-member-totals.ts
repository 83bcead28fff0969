import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { ledgerDeltaSql, MEMBER_LEDGER_WATCHED, MEMBER_ORDER_WATCHED, orderDeltaSql, rebuildMemberTotals } from '../rollup-sql.js';

/**
 * A member's totals for the console's member detail: orders by status (the member's own, a child carrying
 * a remainder is part of its parent) and ledger sums by kind (top-ups, order debits, refunds). A reseller's
 * detail counted 10,000 orders and summed 30,000 ledger rows on every visit; these are a few rows.
 *
 * Kept as the daily rollups are (migration 0025): the same delta rows, which now carry the member, are
 * appended by the same triggers in the writer's transaction, and the `rollups` sweep folds them into the
 * member's rows too; readers add the member's deltas not yet folded. Rows written before (member_id
 * null) were counted by the recomputation below. Derived: never copied, recomputed where they land.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('order_rollup_deltas').addColumn('member_id', 'integer').execute();
  await db.schema.alterTable('ledger_rollup_deltas').addColumn('member_id', 'integer').execute();
  await db.schema
    .createTable('member_order_totals')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_order_totals_pk', ['member_id', 'status'])
    .execute();
  await db.schema
    .createTable('member_ledger_totals')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_ledger_totals_pk', ['member_id', 'kind'])
    .execute();

  // The triggers of migration 0025, writing the member too (and watching it).
  const changed = (cols: readonly string[]) => cols.map((c) => `OLD.${c} IS ${dialect === 'postgres' ? 'DISTINCT FROM' : 'NOT'} NEW.${c}`).join(' OR ');
  const orderDelta = (row: 'NEW' | 'OLD', sign: '' | '-') => orderDeltaSql(dialect, row, sign);
  const ledgerDelta = (row: 'NEW' | 'OLD', sign: '' | '-') => ledgerDeltaSql(dialect, row, sign);
  if (dialect === 'postgres') {
    const fn = (name: string, newSql: string, oldSql: string) =>
      sql`CREATE OR REPLACE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF TG_OP <> 'INSERT' THEN ${sql.raw(oldSql)}; END IF;
        IF TG_OP <> 'DELETE' THEN ${sql.raw(newSql)}; END IF;
        RETURN NULL; END $$`.execute(db);
    await fn('order_rollup_delta', orderDelta('NEW', ''), orderDelta('OLD', '-'));
    await fn('ledger_rollup_delta', ledgerDelta('NEW', ''), ledgerDelta('OLD', '-'));
    await sql`DROP TRIGGER orders_rollup_upd ON orders`.execute(db);
    await sql`DROP TRIGGER point_ledger_rollup_upd ON point_ledger`.execute(db);
    await sql`CREATE TRIGGER orders_rollup_upd AFTER UPDATE ON orders FOR EACH ROW WHEN (${sql.raw(changed(MEMBER_ORDER_WATCHED))}) EXECUTE FUNCTION order_rollup_delta()`.execute(db);
    await sql`CREATE TRIGGER point_ledger_rollup_upd AFTER UPDATE ON point_ledger FOR EACH ROW WHEN (${sql.raw(changed(MEMBER_LEDGER_WATCHED))}) EXECUTE FUNCTION ledger_rollup_delta()`.execute(db);
  } else {
    for (const t of ['orders_rollup_ins', 'orders_rollup_del', 'orders_rollup_upd', 'point_ledger_rollup_ins', 'point_ledger_rollup_del', 'point_ledger_rollup_upd']) await sql`DROP TRIGGER ${sql.raw(t)}`.execute(db);
    await sql`CREATE TRIGGER orders_rollup_ins AFTER INSERT ON orders BEGIN ${sql.raw(orderDelta('NEW', ''))}; END`.execute(db);
    await sql`CREATE TRIGGER orders_rollup_del AFTER DELETE ON orders BEGIN ${sql.raw(orderDelta('OLD', '-'))}; END`.execute(db);
    await sql`CREATE TRIGGER orders_rollup_upd AFTER UPDATE OF ${sql.raw(MEMBER_ORDER_WATCHED.join(', '))} ON orders WHEN ${sql.raw(changed(MEMBER_ORDER_WATCHED))}
      BEGIN ${sql.raw(orderDelta('OLD', '-'))}; ${sql.raw(orderDelta('NEW', ''))}; END`.execute(db);
    await sql`CREATE TRIGGER point_ledger_rollup_ins AFTER INSERT ON point_ledger BEGIN ${sql.raw(ledgerDelta('NEW', ''))}; END`.execute(db);
    await sql`CREATE TRIGGER point_ledger_rollup_del AFTER DELETE ON point_ledger BEGIN ${sql.raw(ledgerDelta('OLD', '-'))}; END`.execute(db);
    await sql`CREATE TRIGGER point_ledger_rollup_upd AFTER UPDATE OF ${sql.raw(MEMBER_LEDGER_WATCHED.join(', '))} ON point_ledger WHEN ${sql.raw(changed(MEMBER_LEDGER_WATCHED))}
      BEGIN ${sql.raw(ledgerDelta('OLD', '-'))}; ${sql.raw(ledgerDelta('NEW', ''))}; END`.execute(db);
  }
  // The shop's members so far, in the triggers' transaction (PostgreSQL: holds writers to orders and the ledger off).
  await rebuildMemberTotals(db, dialect);
}
