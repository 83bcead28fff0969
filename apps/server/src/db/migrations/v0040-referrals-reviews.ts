import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Referral rewards (친구 초대) and reviews only buyers write (구매 후기), issue 29.
 *
 * - referrals: one row per referee, written when the referee's first charge is credited — the primary
 *   key on the referee is what makes the reward happen once, whichever credit wins. `status` rewarded,
 *   refused (with `reason`) or clawed_back; `shortfall` is what a clawback could not take back.
 * - former_member_marks: keyed hashes of the e-mail and phone of a deleted member who had been referred,
 *   so the same person signing up again earns their referrer nothing (no address is kept in clear).
 * - members.signup_ip: the address a member signed up from (same-address referrals are refused);
 *   members.rejoined: 1 when the sign-up's e-mail or phone matched such a mark.
 * - reviews: one per order (unique), stars and plain text; the owner replies or hides, never edits.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('members').addColumn('signup_ip', 'varchar(64)').execute();
  await db.schema.alterTable('members').addColumn('rejoined', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('referrals')
    .addColumn('referee_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('charge_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(40)')
    .addColumn('charge_points', 'bigint', (c) => c.notNull())
    .addColumn('referrer_points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('referee_points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('clawed_back_points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('shortfall', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clawed_back_at', 'varchar(40)')
    .execute();
  // The monthly cap counts a referrer's rewards of one month; the console lists newest first.
  await db.schema.createIndex('referrals_referrer_month').on('referrals').columns(['referrer_id', 'month', 'status']).execute();
  await db.schema.createIndex('referrals_created').on('referrals').columns(['created_at', 'referee_id']).execute();
  await db.schema.createIndex('referrals_charge').on('referrals').column('charge_id').execute();
  await db.schema
    .createTable('former_member_marks')
    .addColumn('mark', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('reviews'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('service_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'varchar(40)')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_reason', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  // A service's visible reviews, newest first (the /order card); the landing's best ones; the console's list.
  await db.schema.createIndex('reviews_service').on('reviews').columns(['service_id', 'hidden', 'created_at']).execute();
  await db.schema.createIndex('reviews_best').on('reviews').columns(['hidden', 'rating', 'created_at']).execute();
  await db.schema.createIndex('reviews_created').on('reviews').columns(['created_at', 'id']).execute();
}
