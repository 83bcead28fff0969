import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The order's place in fulfilment as one explicit column instead of clues in next_dispatch_at,
 * dispatch_attempts and error text (see services/orders/fulfilment.ts for the states), the link queue,
 * cancel requests and what the owner must know after forcing a local cancel.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('fulfilment', 'varchar(20)', (c) => c.notNull().defaultTo('due')).execute();
  /** 1: an earlier send's outcome is unknown (timeout, crash mid-call): the provider may have the order */
  await db.schema.alterTable('orders').addColumn('send_unknown', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  /** who holds the current claim; a worker acts only while the token is still its own */
  await db.schema.alterTable('orders').addColumn('claim_token', 'varchar(40)').execute();
  /** provider and link: at most one order per key is at the provider at a time (the link queue) */
  await db.schema.alterTable('orders').addColumn('link_key', 'varchar(540)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('orders').addColumn('cancel_requested_at', 'varchar(30)').execute();
  await db.schema.alterTable('orders').addColumn('cancel_requested_by', 'varchar(20)').execute();
  /** after an owner's forced local cancel: units the provider still delivered, and their value in won */
  await db.schema.alterTable('orders').addColumn('late_delivered', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('late_delivery_won', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('late_delivery_at', 'varchar(30)').execute();

  await db.updateTable('orders').set({ link_key: sql`COALESCE(CAST(provider_id AS VARCHAR(20)), 'sim') || ' ' || link` }).execute();
  await db.updateTable('orders').set({ fulfilment: 'settled' }).where('status', 'not in', [0, 1, 4]).execute();
  await db.updateTable('orders').set({ fulfilment: 'sent' }).where('status', 'in', [0, 1, 4]).where('provider_order_id', 'is not', null).execute();
  await db
    .updateTable('orders')
    .set({ fulfilment: 'held', send_unknown: 1, next_dispatch_at: null })
    .where('status', 'in', [0, 1, 4])
    .where('provider_order_id', 'is', null)
    .where('last_error', 'like', 'held: %')
    .execute();
  await db
    .updateTable('orders')
    .set({ send_unknown: 1 })
    .where('fulfilment', '=', 'due')
    .where('last_error', 'like', 'unavailable%')
    .execute();
  // An unsent order whose next send is not set was parked by hand; due now.
  await db.updateTable('orders').set({ next_dispatch_at: sql`created_at` }).where('fulfilment', '=', 'due').where('next_dispatch_at', 'is', null).execute();

  await db.schema.createIndex('orders_fulfilment_due').on('orders').columns(['fulfilment', 'next_dispatch_at']).execute();
  await db.schema.createIndex('orders_link_key').on('orders').columns(['link_key', 'fulfilment']).execute();
  // One member, one running one-off order per service and link (a second one is most likely a
  // mistake); another member's order for the same link waits in the link queue instead.
  await db.schema.dropIndex('orders_one_active_per_link').execute();
  await db.schema
    .createIndex('orders_member_active_link')
    .unique()
    .on('orders')
    .columns(['member_id', 'service_id', 'link'])
    .where(sql<boolean>`status IN (0, 1, 4) AND auto_order_id IS NULL`)
    .execute();

  /** 1: the provider takes `cancel` for this service (imported from its `cancel` flag, editable) */
  await db.schema.alterTable('services').addColumn('cancellable', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // The built-in simulated provider supports cancel.
  await db.updateTable('services').set({ cancellable: 1 }).where('provider_id', 'is', null).execute();
  /** 1: the provider refuses a second active order for one link, so a resend after an unknown outcome cannot double an order */
  await db.schema.alterTable('providers').addColumn('guards_link', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  // The simulated provider keeps no order state except the cancels it accepted.
  await db.schema
    .createTable('simulated_cancels')
    .addColumn('provider_order_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('cancelled_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
