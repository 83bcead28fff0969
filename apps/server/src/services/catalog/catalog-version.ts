import type { Executor } from '../../db/database.js';

/** Moved by triggers on every write to the catalog tables (migration 0009); 0 before the first one. */
export async function readCatalogVersion(db: Executor): Promise<number> {
  const row = await db.selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirst();
  return row ? Number(row.version) : 0;
}
