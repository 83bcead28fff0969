import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './with-id.js';

/**
 * A cancel made at Toss itself (not through a refund request) of a payment that was credited as points:
 * one row per Toss transaction, so it is taken back once however often Toss reports it; what the
 * member had already spent is kept as the shortfall for the owner.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('toss_cancels'), dialect)
    .addColumn('charge_id', 'integer', (c) => c.notNull().references('point_charges.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('transaction_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('taken', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('shortfall', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('canceled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
