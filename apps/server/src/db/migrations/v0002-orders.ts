import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('orders'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_centi', 'bigint', (c) => c.notNull())
    .addColumn('charge', 'bigint', (c) => c.notNull().check(sql`charge >= 0`))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_count', 'integer')
    .addColumn('remains', 'integer')
    .addColumn('provider_order_id', 'varchar(100)')
    .addColumn('dispatch_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_dispatch_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_member').on('orders').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('orders_dispatch_due').on('orders').columns(['next_dispatch_at']).execute();
  // Upstream panels refuse a second running order for one link ("You have active order with this link"):
  // the database refuses it first, also when two requests race. Statuses 0 PENDING, 1 INPROGRESS, 4 PROCESSING.
  await db.schema
    .createIndex('orders_one_active_per_link')
    .unique()
    .on('orders')
    .columns(['service_id', 'link'])
    .where(sql.ref('status'), 'in', [0, 1, 4])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['member_id', 'key'])
    .execute();
}
