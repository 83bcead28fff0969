import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * What an order cost before discounts (list_price) and the member's tier discount taken off it, beside
 * orders.charge (what the member paid, which refunds keep using). Null list_price: placed before
 * discounts existed, when charge was the list price.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('list_price', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('tier_discount', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
}
