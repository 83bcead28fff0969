import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The console's member search on SQLite without reading every member (PostgreSQL has the trigram
 * indexes of 0045): an FTS5 trigram table of each member's lowered login id and e-mail, kept by
 * triggers on members — a sign-up, a changed id or e-mail, a deleted row. Balance updates (every
 * order) do not touch it. The search checks each candidate against the member row itself.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`CREATE VIRTUAL TABLE member_search USING fts5(login_id, email, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(db);
  await sql`INSERT INTO member_search (rowid, login_id, email) SELECT id, lower(login_id), lower(coalesce(email, '')) FROM members`.execute(db);
  await sql`CREATE TRIGGER members_search_insert AFTER INSERT ON members
    BEGIN INSERT INTO member_search (rowid, login_id, email) VALUES (new.id, lower(new.login_id), lower(coalesce(new.email, ''))); END`.execute(db);
  await sql`CREATE TRIGGER members_search_update AFTER UPDATE OF login_id, email ON members
    BEGIN
      DELETE FROM member_search WHERE rowid = old.id;
      INSERT INTO member_search (rowid, login_id, email) VALUES (new.id, lower(new.login_id), lower(coalesce(new.email, '')));
    END`.execute(db);
  await sql`CREATE TRIGGER members_search_delete AFTER DELETE ON members
    BEGIN DELETE FROM member_search WHERE rowid = old.id; END`.execute(db);
}
