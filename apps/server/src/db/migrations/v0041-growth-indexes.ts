import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Cheap reads for issue 29: the margin panel's marketing cost sums the few growth ledger rows (bonus,
 * coupon, referral and their clawbacks) of a period by kind and day, and the landing's real counters
 * count the orders finished today — both from an index, never a scan of the ledger or the orders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('point_ledger_kind_created').on('point_ledger').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('orders_finished').on('orders').columns(['finished_at']).where(sql.ref('finished_at'), 'is not', null).execute();
}
