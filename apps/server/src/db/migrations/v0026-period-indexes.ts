import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Reads of a period over the whole shop, at a year's volume: the accountant's CSV files stream orders
 * and charges by keyset on (created_at, id) (services/dashboard/accounting-export.ts), and the console
 * lists filter by day. Without these, each chunk of an export scanned the table from its start.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('point_charges_created').on('point_charges').columns(['created_at', 'id']).execute();
}
