import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Auto-orders: `runs` ordinary orders of `quantity`, `interval_min` minutes apart. Each run is an
 * order row carrying (auto_order_id, run_no); the unique index on that pair is what makes a run
 * happen once, whatever the sweeps, crashes or processes do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('auto_orders'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('runs', 'integer', (c) => c.notNull().check(sql`runs > 1`))
    .addColumn('interval_min', 'integer', (c) => c.notNull().check(sql`interval_min >= 60`))
    /** the price the member agreed to, for every run */
    .addColumn('unit_price_centi', 'bigint', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_run_at', 'varchar(30)')
    .addColumn('last_error', 'varchar(300)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .addCheckConstraint('auto_orders_completed_range', sql`completed >= 0 AND completed <= runs`)
    .execute();
  await db.schema.createIndex('auto_orders_member').on('auto_orders').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('auto_orders_due').on('auto_orders').columns(['status', 'next_run_at']).execute();

  await db.schema.alterTable('orders').addColumn('auto_order_id', 'integer', (c) => c.references('auto_orders.id')).execute();
  await db.schema.alterTable('orders').addColumn('run_no', 'integer').execute();
  await db.schema.createIndex('orders_auto_run').unique().on('orders').columns(['auto_order_id', 'run_no']).execute();

  // Runs of one auto-order follow each other on one link; only one-off orders are refused while
  // another is active (a run that meets its predecessor still running upstream waits in dispatch).
  await db.schema.dropIndex('orders_one_active_per_link').execute();
  await db.schema
    .createIndex('orders_one_active_per_link')
    .unique()
    .on('orders')
    .columns(['service_id', 'link'])
    .where(sql<boolean>`status IN (0, 1, 4) AND auto_order_id IS NULL`)
    .execute();
}
