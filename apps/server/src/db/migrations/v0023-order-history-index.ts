import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The member's paged order history: keyset on (created_at, id) within the member's 3-month window,
 * and the chips' counts by status, both read from this index alone. orders_member (member_id, id)
 * orders by id, not by time, and holds no status, so each count had to visit every row. Children
 * carrying a remainder to another route never show in a history, so they are left out of it; the
 * always-null parent_order_id is in it all the same, so that SQLite counts from the index alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('orders_member_history')
    .on('orders')
    .columns(['member_id', 'created_at', 'id', 'status', 'parent_order_id'])
    .where(sql.ref('parent_order_id'), 'is', null)
    .execute();
}
