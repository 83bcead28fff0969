import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** What the public catalog answers show: a change to any of these tables moves the catalog version. */
export const CATALOG_TABLES = ['platforms', 'categories', 'services', 'notices', 'qnas', 'popups', 'register_where_options', 'site_settings'];

const BUMP = sql.raw('INSERT INTO catalog_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1');

/**
 * The version the cached public catalog answers are checked against (routes/service/catalog-cache.ts).
 * Triggers move it in the writer's own transaction — whoever writes: the console, a provider sync, a
 * second server process or a hand-written UPDATE — so every process sees an edit once it commits.
 * No row until the first write (a copy into an empty database must find the table empty).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${BUMP}; RETURN NULL; END $$`.execute(db);
    for (const t of CATALOG_TABLES) {
      await sql`CREATE TRIGGER ${sql.raw(`${t}_catalog_version`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(t)} FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`.execute(db);
    }
    return;
  }
  for (const t of CATALOG_TABLES) {
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.raw(`${t}_catalog_version_${op.toLowerCase()}`)} AFTER ${sql.raw(op)} ON ${sql.table(t)} BEGIN ${BUMP}; END`.execute(db);
    }
  }
}
