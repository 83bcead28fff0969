import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * How many member rows there are, kept by triggers on members (the console's member list shows it, and
 * counting 100,000 rows took PostgreSQL 14 ms on every visit). One row (id 1); on PostgreSQL a
 * statement's inserts or deletes move it once. Derived like the rollups: never copied, recomputed by
 * rebuildRollups (db/rollup-sql.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('member_total')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION member_total_move() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP = 'INSERT' THEN UPDATE member_total SET n = n + (SELECT count(*) FROM added) WHERE id = 1;
      ELSE UPDATE member_total SET n = n - (SELECT count(*) FROM removed) WHERE id = 1; END IF;
      RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER members_total_ins AFTER INSERT ON members REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION member_total_move()`.execute(db);
    await sql`CREATE TRIGGER members_total_del AFTER DELETE ON members REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION member_total_move()`.execute(db);
  } else {
    await sql`CREATE TRIGGER members_total_ins AFTER INSERT ON members BEGIN UPDATE member_total SET n = n + 1 WHERE id = 1; END`.execute(db);
    await sql`CREATE TRIGGER members_total_del AFTER DELETE ON members BEGIN UPDATE member_total SET n = n - 1 WHERE id = 1; END`.execute(db);
  }
  // in the triggers' transaction (PostgreSQL: CREATE TRIGGER holds inserts off until it commits)
  await sql`INSERT INTO member_total (id, n) SELECT 1, count(*) FROM members`.execute(db);
}
