import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Refund requests (환불 신청): a member asks for unused points of a credited charge back; the points are
 * held at once (ledger refund_hold), then paid (bank transfer or Toss cancel) or released (refund_release).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('refund_requests'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('charge_id', 'integer', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    /** won to pay back: the points, or their share of a payment that carried VAT */
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** requested | approved | cancelling | cancel_unknown | sent | rejected */
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    // personal data: null once the member deletes the account
    .addColumn('email', 'varchar(100)')
    .addColumn('holder', 'varchar(30)')
    .addColumn('bank', 'varchar(3)', (c) => c.notNull())
    /** AES-256-GCM ciphertext of the account number (v1.iv.tag.data) */
    .addColumn('account_enc', 'varchar(200)')
    /** what screens show: the last 4 digits */
    .addColumn('account_masked', 'varchar(30)', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(300)')
    .addColumn('transfer_date', 'varchar(10)')
    /** Toss cancels tried for this request: the Idempotency-Key is refund-{id}-{attempt} */
    .addColumn('toss_attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(300)')
    .addColumn('requested_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('finished_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refund_requests_member').on('refund_requests').columns(['member_id', 'requested_at']).execute();
  await db.schema.createIndex('refund_requests_state').on('refund_requests').columns(['state', 'requested_at']).execute();
  await db.schema.createIndex('refund_requests_finished').on('refund_requests').columns(['finished_at']).execute();
  // One open request per charge: of two racing requests the second insert fails and holds nothing.
  await db.schema
    .createIndex('refund_requests_one_open')
    .unique()
    .on('refund_requests')
    .column('charge_id')
    .where(sql<boolean>`state NOT IN ('sent', 'rejected')`)
    .execute();
}
