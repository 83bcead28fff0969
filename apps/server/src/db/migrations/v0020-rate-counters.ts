import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The customer API's rate limits counted in one row per (bucket, key, window) instead of one row per
 * event: the window's counts in RATE_SLOTS slots, updated by one statement whatever the limit
 * (db/rate-counters.ts). rate_events stays for the small account limits (sign-ups, codes).
 */
const RATE_SLOTS = 13; // as db/rate-counters.ts

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  let table = db.schema
    .createTable('rate_counters')
    .addColumn('bucket', 'varchar(30)', (c) => c.notNull())
    .addColumn('key', 'varchar(300)', (c) => c.notNull())
    .addColumn('window_ms', 'bigint', (c) => c.notNull())
    .addColumn('last_slot', 'bigint', (c) => c.notNull())
    .addColumn('until_ms', 'bigint', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull());
  for (let j = 0; j < RATE_SLOTS; j++) table = table.addColumn(`s${j}`, 'integer', (c) => c.notNull().defaultTo(0));
  await table.addPrimaryKeyConstraint('rate_counters_pk', ['bucket', 'key', 'window_ms']).execute();
  await db.schema.createIndex('rate_counters_until').on('rate_counters').column('until_ms').execute();
}
