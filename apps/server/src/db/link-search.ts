import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect, Executor } from './database.js';
import type { DB } from './schema.js';
import { containsText } from './query-helpers.js';
import { indexTextSample, rarePieces } from './rare-trigrams.js';

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

/** PostgreSQL: `containsText`, with the index reading only the text's rare pieces (rare-trigrams.ts) and each row it finds checked against the whole text. */
function containsThrough(pieces: string[] | null, column: Expression<string | null>, text: string): RawBuilder<SqlBool> {
  if (!pieces) return containsText(column, text);
  // strpos is the LIKE's check without the index: its trigrams are not added back to the index's reading
  return sql<SqlBool>`(lower(${column}) like ${`%${pieces.join('%')}%`} AND strpos(lower(${column}), ${text.toLowerCase()}) > 0)`;
}

/** PostgreSQL: the rare pieces of `text` for a trigram index of `table` (null elsewhere, or when narrowing gains nothing). */
async function piecesFor(db: Executor, dialect: Dialect, index: string, table: string, text: string): Promise<string[] | null> {
  return dialect === 'postgres' ? rarePieces(text, await indexTextSample(db, index, table)) : null;
}

/**
 * "The link contains `text`" for the console's order search, exact on both databases. On SQLite a text
 * of three or more characters first narrows to the orders whose trigrams match (plus those newer than
 * the sweep's mark), then checks each against the link itself: an order the sweep has not reached yet is
 * found, and the old text of a link changed since (indexed again by a trigger) finds nothing. On
 * PostgreSQL the trigram index reads the text's rare pieces.
 */
export async function linkSearch(db: Executor, dialect: Dialect, text: string): Promise<(link: Expression<string | null>, id: Expression<number>) => RawBuilder<SqlBool>> {
  const pieces = await piecesFor(db, dialect, 'orders_link_trgm', 'orders', text);
  const found = trigramRowids(dialect, 'order_link_search', text);
  return (link, id) => {
    const contains = containsThrough(pieces, link, text);
    if (!found) return contains;
    return sql<SqlBool>`(${contains} AND ${id} IN (
    ${found}
    UNION ALL SELECT id FROM orders WHERE id > (SELECT upto FROM search_marks WHERE name = 'order_links')))`;
  };
}

/**
 * "The login id or e-mail contains `text`" for the console's member search, exact on both databases. On
 * SQLite a text of three or more characters first narrows to the members whose trigrams match
 * (member_search, kept by triggers), then checks each against the row itself; PostgreSQL's trigram
 * indexes serve the LIKE by themselves, each reading the text's rare pieces.
 */
export async function memberSearch(db: Executor, dialect: Dialect, text: string): Promise<(eb: ExpressionBuilder<DB, 'members'>) => Expression<SqlBool>> {
  const [byLogin, byEmail] = await Promise.all([piecesFor(db, dialect, 'members_login_id_trgm', 'members', text), piecesFor(db, dialect, 'members_email_trgm', 'members', text)]);
  const found = trigramRowids(dialect, 'member_search', text);
  return (eb) => {
    const contains = eb.or([containsThrough(byLogin, eb.ref('login_id'), text), containsThrough(byEmail, eb.ref('email'), text)]);
    return found ? eb.and([contains, sql<SqlBool>`${eb.ref('id')} IN (${found})`]) : contains;
  };
}
