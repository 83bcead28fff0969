import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * When an order started at the provider (for "평균 시작"), and each service's figures computed from
 * the shop's own orders, kept in a table a sweep refreshes so the order page never computes them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  /** first In progress or start count reported by the provider; set once by settle-order */
  await db.schema.alterTable('orders').addColumn('started_at', 'varchar(30)').execute();
  // The sweep reads a service's latest starts and finishes; without these it would scan every order.
  await db.schema.createIndex('orders_service_started').on('orders').columns(['service_id', 'started_at']).execute();
  await db.schema.createIndex('orders_service_finished').on('orders').columns(['service_id', 'finished_at']).execute();
  await db.schema
    .createTable('service_stats')
    .addColumn('service_id', 'integer', (c) => c.primaryKey())
    .addColumn('start_median_sec', 'integer')
    .addColumn('start_samples', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_1000_sec', 'integer')
    .addColumn('speed_samples', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion_pct', 'integer')
    .addColumn('rate_samples', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refreshed_at', 'varchar(30)')
    /** due for the next refresh; the sweep claims a row by moving it forward */
    .addColumn('refresh_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_stats_refresh_at').on('service_stats').column('refresh_at').execute();
}
