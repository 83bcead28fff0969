import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** A charge-bonus coupon's points are taken back once when its charge is reversed (like a charge bonus, migration 0030). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('coupon_redemptions').addColumn('reversed_at', 'varchar(40)').execute();
  await db.schema.alterTable('coupon_redemptions').addColumn('clawed_back', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('coupon_redemptions').addColumn('shortfall', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
}
