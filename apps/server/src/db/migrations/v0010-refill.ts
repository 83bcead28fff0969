import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Refill (A/S): each service's refill policy, and every refill a member asked for
 * (services/refills/refill-states.ts says what each state allows).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  /** none | provider (upstream `refill`) | manual (the owner's queue) */
  await db.schema.alterTable('services').addColumn('refill_mode', 'varchar(10)', (c) => c.notNull().defaultTo('none')).execute();
  /** days after completion in which a refill may be asked for */
  await db.schema.alterTable('services').addColumn('refill_days', 'integer', (c) => c.notNull().defaultTo(30)).execute();
  /** refills per order, rejected ones not counted */
  await db.schema.alterTable('services').addColumn('refill_cap', 'integer', (c) => c.notNull().defaultTo(3)).execute();
  await db.schema.alterTable('services').addColumn('refill_cooldown_hours', 'integer', (c) => c.notNull().defaultTo(24)).execute();
  /** 1: a Partial order may be refilled too */
  await db.schema.alterTable('services').addColumn('refill_partial', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Existing services start without refill: the owner turns it on where the shop promises A/S.

  await withId(db.schema.createTable('refills'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('service_id', 'integer', (c) => c.notNull())
    .addColumn('provider_id', 'integer')
    .addColumn('provider_order_id', 'varchar(100)')
    /** the order's link_key: while a refill is in flight, new orders for the link wait (the link queue) */
    .addColumn('link_key', 'varchar(540)', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('upstream_refill_id', 'varchar(100)')
    /** why it was refused, in words the member sees */
    .addColumn('reason', 'varchar(300)')
    /** what went wrong upstream, for the owner */
    .addColumn('last_error', 'varchar(300)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    /** 1: an earlier send's outcome is unknown, so the provider may have the refill */
    .addColumn('send_unknown', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claim_token', 'varchar(40)')
    /** when the sweep looks at it next (send or status); a claim's lease while sending */
    .addColumn('next_check_at', 'varchar(30)')
    .addColumn('requested_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('refills_order').on('refills').columns(['order_id', 'requested_at']).execute();
  await db.schema.createIndex('refills_due').on('refills').columns(['state', 'next_check_at']).execute();
  await db.schema.createIndex('refills_link').on('refills').columns(['link_key', 'state']).execute();
  await db.schema.createIndex('refills_member').on('refills').columns(['member_id', 'requested_at']).execute();
  // At most one refill of an order in flight: of two racing requests, the second insert fails.
  await db.schema
    .createIndex('refills_one_in_flight')
    .unique()
    .on('refills')
    .column('order_id')
    .where(sql<boolean>`state NOT IN ('completed', 'rejected')`)
    .execute();

}
