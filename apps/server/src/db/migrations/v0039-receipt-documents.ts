import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * Cash receipts and tax invoices issued through Popbill for credited charges, and the documents that
 * reverse them on a refund (a cancelling cash receipt, an amending tax invoice). Each row is one
 * Popbill document; `mgt_key` is its document key (the charge number for the issuing document, the
 * charge number with -C1, -C2 … for the reversing ones), so a retry can never issue a second one.
 * The rows are claimed by the receipts sweep like an outbox (status, claim_token, next_attempt_at).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('receipt_documents'), dialect)
    .addColumn('charge_id', 'integer', (c) => c.notNull().references('point_charges.id'))
    // cash | tax
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    // issue | cancel
    .addColumn('role', 'varchar(8)', (c) => c.notNull())
    // income | expense | self | tax
    .addColumn('purpose', 'varchar(8)', (c) => c.notNull())
    .addColumn('mgt_key', 'varchar(24)', (c) => c.notNull().unique())
    // the issuing document a reversing one refers to
    .addColumn('original_id', 'integer', (c) => c.references('receipt_documents.id'))
    // whole won: supply + tax = total (positive; a reversing document's are what it takes back)
    .addColumn('supply_cost', 'bigint', (c) => c.notNull())
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull().check(sql`total > 0`))
    // true when a reversing document takes back everything left of the original
    .addColumn('whole', 'integer', (c) => c.notNull().defaultTo(0))
    // pending | sending | issued | failed | withdrawn
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('claim_token', 'varchar(40)')
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // an attempt ended without a usable answer: Popbill is asked about the key before issuing again
    .addColumn('outcome_unknown', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(300)')
    // 국세청 승인번호 and the trade date Popbill answered (a cancellation names both of the original)
    .addColumn('confirm_num', 'varchar(40)')
    .addColumn('trade_date', 'varchar(8)')
    .addColumn('deadline_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('receipt_documents_due').on('receipt_documents').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('receipt_documents_charge').on('receipt_documents').columns(['charge_id', 'id']).execute();
  // One issuing document per charge, however the credit and its hook were retried.
  await db.schema
    .createIndex('receipt_documents_one_issue')
    .unique()
    .on('receipt_documents')
    .column('charge_id')
    .where(sql.ref('role'), '=', 'issue')
    .execute();
}
