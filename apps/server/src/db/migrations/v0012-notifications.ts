import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * The durable outbox of member notifications (services/notifications, jobs/deliver-notifications.ts),
 * the members' choices, the owner's templates and the owner's alerts (sent as digests). `event_key` is unique: an event is written once,
 * in the transaction of the change that caused it, however often that code runs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('notifications'), dialect)
    .addColumn('event_key', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('event', 'varchar(40)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('phone', 'varchar(20)')
    .addColumn('email', 'varchar(254)')
    .addColumn('vars', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('channel', 'varchar(10)')
    .addColumn('tried', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('channel_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_flight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claim_token', 'varchar(40)')
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('notifications_due').on('notifications').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('notifications_member').on('notifications').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('event', 'varchar(40)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['member_id', 'event'])
    .execute();

  /** One line of an owner alert; lines of a kind go out together in one digest (digest_key names it). */
  await withId(db.schema.createTable('owner_alerts'), dialect)
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('event_key', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('line', 'varchar(300)', (c) => c.notNull())
    .addColumn('digest_key', 'varchar(120)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('owner_alerts_waiting').on('owner_alerts').columns(['digest_key', 'kind', 'created_at']).execute();

  /** An API reseller's callback: order status changes are POSTed there, signed with the secret (encrypted at rest). */
  await db.schema
    .createTable('member_webhooks')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable('webhook_deliveries'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('event_key', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claim_token', 'varchar(40)')
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_error', 'varchar(300)')
    .addColumn('response_status', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_member').on('webhook_deliveries').columns(['member_id', 'id']).execute();

  /** Where the owner's alerts go, as the owner set it in the console (over the environment's values). */
  await db.schema
    .createTable('notification_settings')
    .addColumn('key', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notification_templates')
    .addColumn('event', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('template_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
