import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The console's member search (`lower(login_id|email) LIKE '%…%'`) without reading every member.
 * PostgreSQL: trigram indexes, which the match uses by itself (pg_trgm, as for the link search of
 * 0042; a server without it keeps the plain scan). SQLite scans the member table, which at 100,000
 * members stays under 60 ms (docs/benchmarks.md), so it gets nothing here (0046 gives it a trigram table).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const available = await sql<{ ok: number }>`SELECT 1 AS ok FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS members_login_id_trgm ON members USING gin (lower(login_id) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS members_email_trgm ON members USING gin (lower(email) gin_trgm_ops)`.execute(db);
}
