import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Each rate counter row keeps the sum of its slots (`total`) and its oldest slot holding an event
 * (`oldest_slot`) beside the slots, written by every statement that writes them (db/rate-counters.ts).
 * So a call in the same slot as the row's last one is one small update (add 1 to the slot and the
 * total while the total is under the limit), not the whole window worked out again. The rows hold at
 * most a minute's counts: they are emptied here rather than summed, which lets every client start
 * a fresh minute once, at the upgrade.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.deleteFrom('rate_counters').execute();
  await db.schema.alterTable('rate_counters').addColumn('total', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('rate_counters').addColumn('oldest_slot', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
}
