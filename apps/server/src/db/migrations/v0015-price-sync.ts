import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The scheduled price sync (services/catalog/price-sync.ts): when each provider was last read and
 * the lease of the process reading it now, why a service was stopped by the sync (the owner resumes
 * it), which routes the provider no longer lists, and when each upstream service was first seen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('providers').addColumn('price_synced_at', 'varchar(30)').execute();
  // a claim (lease) while one process reads the provider, or a back-off after a failed read
  await db.schema.alterTable('providers').addColumn('price_sync_until', 'varchar(30)').execute();
  await db.schema.alterTable('providers').addColumn('price_sync_error', 'varchar(300)').execute();
  await db.schema.alterTable('services').addColumn('suspend_reason', 'varchar(200)').execute();
  await db.schema.alterTable('service_routes').addColumn('vanished_at', 'varchar(30)').execute();
  await db.schema
    .createTable('upstream_services')
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('providers.id').onDelete('cascade'))
    .addColumn('service', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('first_seen_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('upstream_services_pk', ['provider_id', 'service'])
    .execute();
}
