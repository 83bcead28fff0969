import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The console's "링크 일부" search without reading every order. PostgreSQL: a trigram index on the
 * lowered link, which `lower(link) LIKE '%…%'` uses by itself (pg_trgm ships with PostgreSQL; a server
 * without it keeps the plain scan). SQLite: an FTS5 trigram table the `link-search` sweep fills with
 * orders after `search_marks.upto`; the search reads it for the orders it holds and the few newer ones
 * directly, and checks every candidate against the link itself.
 * Placing an order writes nothing more; a link changed later is indexed again by a trigger.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    const available = await sql<{ ok: number }>`SELECT 1 AS ok FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
    if (available.rows.length === 0) return;
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS orders_link_trgm ON orders USING gin (lower(link) gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE order_link_search USING fts5(link, tokenize = 'trigram', content = '')`.execute(db);
  await db.schema
    .createTable('search_marks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('upto', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('search_marks').values({ name: 'order_links', upto: 0 }).execute();
  // The app never changes a placed order's link; a changed one (by hand) is indexed again, and the old
  // text, still in the table, is dropped by the search's check against the link itself.
  await sql`CREATE TRIGGER orders_link_search_update AFTER UPDATE OF link ON orders
    WHEN new.id <= (SELECT upto FROM search_marks WHERE name = 'order_links')
    BEGIN INSERT INTO order_link_search (rowid, link) VALUES (new.id, lower(new.link)); END`.execute(db);
}
