import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * A staff member invited by the owner signs in with a temporary password the owner passed on: until
 * they choose their own (`password_temporary` 0), the console asks for nothing else
 * (plugins/require-admin.ts). Staff who exist already chose theirs, or were made from the command line.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('staff').addColumn('password_temporary', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
