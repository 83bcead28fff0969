import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** The charge desk pages each status chip newest first (services/charges/list-charges.ts): by (status, id), not the whole table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('point_charges_status').on('point_charges').columns(['status', 'id']).execute();
}
