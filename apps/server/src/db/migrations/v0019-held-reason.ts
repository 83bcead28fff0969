import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Why a held order waits, as a column (packages/shared orders/held-reason.ts) instead of the text of
 * last_error. Orders already held get theirs from what the old code wrote — here, once, and nowhere
 * else: the route planner held orders without an unknown send (its cost guard wrote "held: 원가 보호…",
 * a missing route anything else); after an unknown send, a refused resend quoted the provider's
 * "active order with this link", and every other hold was an unknown outcome.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('held_reason', 'varchar(30)').execute();
  await db
    .updateTable('orders')
    .set({
      held_reason: sql`CASE
        WHEN send_unknown = 0 AND last_error LIKE 'held: 원가 보호%' THEN 'cost_guard'
        WHEN send_unknown = 0 THEN 'no_route'
        WHEN LOWER(COALESCE(last_error, '')) LIKE '%active order with this link%' THEN 'link_refused_after_unknown'
        ELSE 'unknown_outcome' END`,
    })
    .where('fulfilment', '=', 'held')
    .execute();
}
