import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * A subscription (자동 좋아요 구독) is an order paid up front for max × posts; what its provider
 * reports is kept beside it: the panel's word (Active, Paused, Completed, Expired, Canceled), the new
 * posts used so far and the child orders made for them. The unused posts' share is refunded once,
 * by the same settle as every order (remains = unused posts × max).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('sub_state', 'varchar(20)').execute();
  await db.schema.alterTable('orders').addColumn('sub_posts_used', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('sub_child_orders', 'text').execute();
}
