import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** The daily reconciliation's figures and differences, one row per Korean day (recomputed when swept again). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('reconciliation_days')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    /** JSON: ReconciliationFigures */
    .addColumn('figures', 'text', (c) => c.notNull())
    /** JSON: ReconciliationDifference[] (empty when everything agrees) */
    .addColumn('differences', 'text', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('checked_at', 'varchar(30)', (c) => c.notNull())
    /** a sweep's claim on the day (a lease), so two processes do not compute it at once */
    .addColumn('claimed_until', 'varchar(30)')
    .execute();
}
