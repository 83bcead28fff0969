import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The member's subscriptions page (GET /service/subscriptions): keyset on (created_at, id) over the
 * member's Subscriptions orders only, so a member with thousands of link + quantity orders and a
 * few subscriptions reads a page from a handful of index entries. The predicate is the same text
 * as SUBSCRIPTION_ROWS (services/orders/list-subscriptions.ts), so both databases match it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('orders_member_subscriptions')
    .on('orders')
    .columns(['member_id', 'created_at', 'id'])
    .where(sql<boolean>`type_fields LIKE '{"type":"Subscriptions",%'`)
    .execute();
}
