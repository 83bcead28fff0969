import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect, Executor } from './database.js';
import type { DB } from './schema.js';
import { containsText } from './query-helpers.js';

/** SQLite's search tables (migrations 0042, 0046): built from orders and members, never copied to PostgreSQL, which has its trigram indexes. */
export const isSqliteSearchTable = (table: string) => table === 'search_marks' || table.startsWith('order_link_search') || table.startsWith('member_search');

/**
 * SQLite: the rowids of an FTS5 trigram table (lowered text) that hold `text` as one phrase; null where
 * no table narrows the search — on PostgreSQL, whose trigram indexes serve the LIKE by themselves, and
 * for a text under three characters, which has no trigram.
 */
function trigramRowids(dialect: Dialect, table: 'order_link_search' | 'member_search', text: string): RawBuilder<number> | null {
  if (dialect !== 'sqlite' || [...text].length < 3) return null;
  const phrase = `"${text.toLowerCase().replace(/"/g, '""')}"`;
  return sql<number>`SELECT rowid FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${phrase}`;
}

/** How many orders one round of the sweep adds to the search table at most (a bulk load is indexed in steps). */
const INDEX_BATCH = 5_000;

/**
 * SQLite: adds the orders placed since the last round to the trigram table, in order of id, and moves
 * the mark past them, in one transaction (a process killed meanwhile leaves both as they were). Orders
 * commit in id order on SQLite (one writer), so no order is passed over. PostgreSQL's index keeps itself.
 */
export async function indexOrderLinks(db: Executor, dialect: Dialect): Promise<number> {
  if (dialect !== 'sqlite') return 0;
  const upto = async (e: Executor) => Number((await sql<{ upto: number }>`SELECT upto FROM search_marks WHERE name = 'order_links'`.execute(e)).rows[0]?.upto ?? 0);
  const from = await upto(db);
  // A quiet shop's tick: nothing new, no write transaction.
  if ((await sql`SELECT 1 FROM orders WHERE id > ${from} LIMIT 1`.execute(db)).rows.length === 0) return 0;
  const run = async (trx: Executor) => {
    const start = await upto(trx);
    const last = (await sql<{ last: number | null; n: number }>`SELECT max(id) AS last, count(*) AS n FROM (SELECT id FROM orders WHERE id > ${start} ORDER BY id LIMIT ${INDEX_BATCH})`.execute(trx)).rows[0];
    if (!last?.last) return 0;
    await sql`INSERT INTO order_link_search (rowid, link) SELECT id, lower(link) FROM orders WHERE id > ${start} AND id <= ${last.last}`.execute(trx);
    await sql`UPDATE search_marks SET upto = ${last.last} WHERE name = 'order_links'`.execute(trx);
    return Number(last.n);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * "The link contains `text`" for the console's order search, exact on both databases. On SQLite a text
 * of three or more characters first narrows to the orders whose trigrams match (plus those newer than
 * the sweep's mark), then checks each against the link itself: an order the sweep has not reached yet is
 * found, and the old text of a link changed since (indexed again by a trigger) finds nothing.
 */
export function linkContains(dialect: Dialect, link: Expression<string | null>, id: Expression<number>, text: string): RawBuilder<SqlBool> {
  const contains = containsText(link, text);
  const found = trigramRowids(dialect, 'order_link_search', text);
  if (!found) return contains;
  return sql<SqlBool>`(${contains} AND ${id} IN (
    ${found}
    UNION ALL SELECT id FROM orders WHERE id > (SELECT upto FROM search_marks WHERE name = 'order_links')))`;
}

/**
 * "The login id or e-mail contains `text`" for the console's member search, exact on both databases. On
 * SQLite a text of three or more characters first narrows to the members whose trigrams match
 * (member_search, kept by triggers), then checks each against the row itself; PostgreSQL's trigram
 * indexes serve the LIKE by themselves.
 */
export function memberTextContains(dialect: Dialect, eb: ExpressionBuilder<DB, 'members'>, text: string): Expression<SqlBool> {
  const contains = eb.or([containsText(eb.ref('login_id'), text), containsText(eb.ref('email'), text)]);
  const found = trigramRowids(dialect, 'member_search', text);
  return found ? eb.and([contains, sql<SqlBool>`${eb.ref('id')} IN (${found})`]) : contains;
}
