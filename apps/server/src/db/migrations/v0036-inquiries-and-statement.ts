import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * 1:1 inquiries (a thread of messages, images kept apart from the public media, saved reply templates)
 * and the indexes of the member's points statement.
 * The statement pages a member's ledger by keyset on (created_at, id), newest first, and sums the period's
 * deltas and reads the balance before it: point_ledger_member (member_id, id) orders by id and holds
 * neither time nor delta, so a member with 100,000 rows would be read row by row. The kind filter has its
 * own index so a rare kind is not looked for among every row of the window.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('inquiries'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('category', 'varchar(12)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('open'))
    .addColumn('assignee_id', 'integer', (c) => c.references('members.id'))
    /** the member's turn: raised by each member message, so one answer per turn is told once */
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('member_unread', 'integer', (c) => c.notNull().defaultTo(0))
    /** since when the member has waited for staff; null once answered or closed */
    .addColumn('waiting_since', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiries_member').on('inquiries').columns(['member_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('inquiries_inbox').on('inquiries').columns(['status', 'updated_at', 'id']).execute();
  await db.schema.createIndex('inquiries_inbox_all').on('inquiries').columns(['updated_at', 'id']).execute();

  await withId(db.schema.createTable('inquiry_messages'), dialect)
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id'))
    .addColumn('author', 'varchar(10)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('members.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_messages_thread').on('inquiry_messages').columns(['inquiry_id', 'id']).execute();

  await withId(db.schema.createTable('inquiry_images'), dialect)
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id'))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('inquiry_messages.id'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_images_message').on('inquiry_images').columns(['message_id']).execute();

  await withId(db.schema.createTable('inquiry_reply_templates'), dialect)
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('point_ledger_member_statement').on('point_ledger').columns(['member_id', 'created_at', 'id', 'delta', 'balance_after']).execute();
  await db.schema.createIndex('point_ledger_member_kind').on('point_ledger').columns(['member_id', 'kind', 'created_at', 'id', 'delta']).execute();
}
