import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Which upstream services the provider's last good read listed: `gone_at` is set when a read no longer
 * lists one (and cleared when it comes back). The price sync compares a new read against the services
 * still listed, so an answer that suddenly lacks most of them is taken for a failed read, not for a
 * catalog that vanished.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('upstream_services').addColumn('gone_at', 'varchar(30)').execute();
}
