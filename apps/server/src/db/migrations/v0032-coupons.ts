import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Coupons (쿠폰): the owner's coupon (its kind, value and limits), its codes (one shared code, or a
 * batch of single-use codes, all stored upper-case so a typed code matches in any case) and each
 * member's redemption. A redemption is 'held' while it waits for the member's next charge or order,
 * 'used' once it gave points or a discount. Exactly once under racing requests: a single-use code is
 * claimed by a conditional UPDATE, the total by a guarded used_count, the per-member count by the
 * unique (coupon, member, use number) and a charge bonus by the unique charge_id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('coupons'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('value_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('max_discount', 'integer')
    .addColumn('min_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scope', 'varchar(10)', (c) => c.notNull().defaultTo('all'))
    .addColumn('scope_id', 'integer')
    .addColumn('single_use_codes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_limit', 'integer')
    .addColumn('per_member_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    // points given and discounts taken, kept exact by the transaction that gives or returns them
    .addColumn('given', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(40)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupon_codes')
    .addColumn('code', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
    .addColumn('claimed_by', 'integer')
    .addColumn('claimed_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('coupon_codes_coupon').on('coupon_codes').columns(['coupon_id', 'code']).execute();

  await withId(db.schema.createTable('coupon_redemptions'), dialect)
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('member_use_no', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_id', 'integer')
    .addColumn('charge_id', 'integer')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('coupon_redemptions_once').unique().on('coupon_redemptions').columns(['coupon_id', 'member_id', 'member_use_no']).execute();
  await db.schema.createIndex('coupon_redemptions_charge').unique().on('coupon_redemptions').column('charge_id').where(sql.ref('charge_id'), 'is not', null).execute();
  await db.schema.createIndex('coupon_redemptions_member').on('coupon_redemptions').columns(['member_id', 'status', 'id']).execute();
  await db.schema.createIndex('coupon_redemptions_coupon').on('coupon_redemptions').columns(['coupon_id', 'id']).execute();

  // What the member paid stays orders.charge; the coupon's part is kept beside it.
  await db.schema.alterTable('orders').addColumn('coupon_discount', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('coupon_redemption_id', 'integer').execute();
}
