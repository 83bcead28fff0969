import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Reads of a period over the whole shop, at a year's volume: the accountant's CSV files stream orders
 * and charges by keyset on (created_at, id) (services/dashboard/accounting-export.ts), and the console
 * lists filter by day. Without these, each chunk of an export scanned the table from its start. And the
 * dashboard's late deliveries, which read every order to find the few that were late.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
  // The console's orders of one service, newest first, and their count, read from the index alone.
  await db.schema.createIndex('orders_service').on('orders').columns(['service_id', 'id']).execute();
  // The dashboard's late deliveries: counted and listed from the few orders that have one.
  await db.schema.createIndex('orders_late_delivery').on('orders').columns(['late_delivery_at']).where(sql.ref('late_delivered'), 'is not', null).execute();
  await db.schema.createIndex('point_charges_created').on('point_charges').columns(['created_at', 'id']).execute();
}
