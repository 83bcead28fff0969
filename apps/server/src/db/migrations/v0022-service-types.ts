import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Every kind of service a provider sells: a service keeps the provider's type (Default, Package,
 * Custom Comments, Subscriptions, …), and an order keeps the fields it was placed with (comments,
 * usernames, a subscription's settings) as JSON checked by the shared type rules.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('services').addColumn('service_type', 'varchar(60)', (c) => c.notNull().defaultTo('Default')).execute();
  await db.schema.alterTable('orders').addColumn('type_fields', 'text').execute();
}
