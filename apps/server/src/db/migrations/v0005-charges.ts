import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('point_charges'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('depositor', 'varchar(40)', (c) => c.notNull())
    .addColumn('point', 'bigint', (c) => c.notNull().check(sql`point > 0`))
    .addColumn('pay_amount', 'bigint', (c) => c.notNull().check(sql`pay_amount >= point`))
    .addColumn('fee_type', 'varchar(10)', (c) => c.notNull())
    // Invoice or cash-receipt details as JSON text: personal data.
    .addColumn('fee_value', 'text')
    // PaymentStatus: 0 PENDING, 1 SUCCESS, 2 FAIL. Only a conditional UPDATE from 0 moves it.
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('responded_at', 'varchar(30)')
    .addColumn('decided_by', 'varchar(10)')
    // The deposit-matching service's order number (random, ≤ 22 chars) and when it accepted it.
    .addColumn('order_number', 'varchar(22)', (c) => c.notNull().unique())
    .addColumn('match_registered_at', 'varchar(30)')
    .addColumn('toss_order_id', 'varchar(64)', (c) => c.unique())
    .addColumn('toss_amount', 'bigint')
    .addColumn('payment_key', 'varchar(200)', (c) => c.unique())
    .execute();
  await db.schema.createIndex('point_charges_member').on('point_charges').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('point_charges_pending').on('point_charges').columns(['status', 'pay_amount']).execute();
  await db.schema.createIndex('point_charges_expiry').on('point_charges').columns(['status', 'expires_at']).execute();

  // Money that arrived but could not be matched to exactly one pending charge: waits for a person.
  await withId(db.schema.createTable('unmatched_deposits'), dialect)
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('trace_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('depositor', 'varchar(100)', (c) => c.notNull())
    .addColumn('deposited_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('charge_id', 'integer', (c) => c.references('point_charges.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('resolved_at', 'varchar(30)')
    .addColumn('note', 'varchar(200)')
    .execute();
  await db.schema.createIndex('unmatched_deposits_once').unique().on('unmatched_deposits').columns(['source', 'trace_id']).execute();
  await db.schema.createIndex('unmatched_deposits_status').on('unmatched_deposits').columns(['status', 'id']).execute();

  // Every delivery we acted on, so a repeated delivery changes nothing.
  await db.schema
    .createTable('webhook_events')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('trace_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_events_pk', ['source', 'trace_id'])
    .execute();
}
