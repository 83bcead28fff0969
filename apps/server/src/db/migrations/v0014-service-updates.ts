import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * What customers are told about the catalog: price rises and cuts, services stopped and resumed,
 * new services — one row per change, written in the transaction of the change (console edit,
 * provider import or price sync).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('service_updates'), dialect)
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    // 'price_up' | 'price_down' | 'suspended' | 'resumed' | 'new'
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('before_centi', 'bigint')
    .addColumn('after_centi', 'bigint')
    // 'owner' | 'import' | 'sync'
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('service_updates_created').on('service_updates').columns(['created_at', 'id']).execute();
}
