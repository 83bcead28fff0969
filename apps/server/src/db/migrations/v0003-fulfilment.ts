import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Upstream providers (SMM panel API v2) and what dispatch and status sync need on each order.
 * A service without a provider is fulfilled by the built-in simulated provider.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('providers'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('base_url', 'varchar(500)', (c) => c.notNull())
    // Server-side only: never serialised to a browser or a customer API answer.
    .addColumn('api_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('timeout_ms', 'integer', (c) => c.notNull().defaultTo(15_000))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('services').addColumn('provider_id', 'integer', (c) => c.references('providers.id')).execute();
  await db.schema.alterTable('services').addColumn('provider_service_id', 'varchar(100)').execute();

  // Copied from the service when the order is placed, so re-mapping a service never moves running orders.
  await db.schema.alterTable('orders').addColumn('provider_id', 'integer', (c) => c.references('providers.id')).execute();
  await db.schema.alterTable('orders').addColumn('provider_service_id', 'varchar(100)').execute();
  await db.schema.alterTable('orders').addColumn('dispatched_at', 'varchar(30)').execute();
  await db.schema.alterTable('orders').addColumn('next_sync_at', 'varchar(30)').execute();
  await db.schema.alterTable('orders').addColumn('last_error', 'varchar(300)').execute();
  /** whole won given back (Partial: the undelivered share; Canceled: everything) */
  await db.schema.alterTable('orders').addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('finished_at', 'varchar(30)').execute();
  await db.schema.createIndex('orders_sync_due').on('orders').columns(['next_sync_at']).execute();
}
