import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The type word a service's provider reported last, kept beside the service's own type once the two
 * may differ: the owner corrects a wrong import in the console (services.service_type), and the price
 * sync compares the provider's answer with this word, so the correction is not taken for a type that
 * changed upstream. Null: the same as service_type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('services').addColumn('provider_type', 'varchar(60)').execute();
}
