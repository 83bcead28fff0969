import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../lib/errors.js';
import { findLedgerMismatches } from './backup/ledger-check.js';
import { runningServers } from './backup/server-lock.js';
import { shopDbFile } from './backup/sqlite-backup.js';
import { openDatabase, type Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { isSqliteSearchTable } from './link-search.js';
import { DERIVED_TABLES, rebuildDerived, recountMembers } from './rollup-sql.js';
import type { DB } from './schema.js';

const BATCH = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- copies every table by name, whatever the schema type says
type AnyDb = Kysely<any>;

/** Tables in an order where every row's foreign keys already exist in the target (self references aside). */
async function tablesInKeyOrder(source: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(source);
  const deps = new Map<string, string[]>();
  for (const { name } of rows) {
    const fks = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(source);
    deps.set(name, fks.rows.map((f) => f.table).filter((t) => t !== name));
  }
  const order: string[] = [];
  const visit = (t: string) => {
    if (order.includes(t)) return;
    for (const d of deps.get(t) ?? []) visit(d);
    order.push(t);
  };
  for (const t of deps.keys()) visit(t);
  return order;
}

async function count(db: AnyDb, table: string): Promise<number> {
  const r = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Moves the whole shop from its SQLite file to an empty PostgreSQL database: both migrated to the
 * latest schema, every table copied in foreign-key order with its ids, id sequences moved past
 * them, and — before the one transaction commits — every table's row count compared and every
 * balance checked against its ledger. Anything off rolls the whole copy back.
 */
export async function copySqliteToPostgres(opts: { dataDir: string; databaseUrl: string }): Promise<Record<string, number>> {
  const pids = runningServers(opts.dataDir);
  if (pids.length) throw new AppError(409, `서버가 이 데이터 폴더를 쓰고 있어 옮기지 않았습니다 (PID ${pids.join(', ')}). 서버를 멈춘 뒤 다시 실행해주세요.`);
  if (!fs.existsSync(shopDbFile(opts.dataDir))) throw new AppError(404, `SQLite 파일이 없습니다: ${shopDbFile(opts.dataDir)}`);
  let source: Database | undefined;
  let target: Database | undefined;
  try {
    source = openDatabase({ databaseUrl: undefined, dataDir: opts.dataDir });
    target = openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
    await migrateToLatest(source);
    await migrateToLatest(target);
    const from = source.db as AnyDb;
    // Last: the target's triggers move catalog_version while the catalog tables arrive; the source's row then replaces theirs.
    // The rollups are not copied: the target's triggers see every order and ledger row arrive, and the
    // rollups are recomputed from them before the commit (db/rollup-sql.ts).
    const tables = (await tablesInKeyOrder(from)).filter((t) => !DERIVED_TABLES.includes(t) && !isSqliteSearchTable(t)).sort((a, b) => Number(a === 'catalog_version') - Number(b === 'catalog_version'));
    // catalog_version is a counter its triggers move, a migration's update of the catalog included: not the shop's data
    for (const t of tables.filter((name) => name !== 'catalog_version')) {
      if ((await count(target.db as AnyDb, t)) > 0) throw new AppError(409, `대상 PostgreSQL에 이미 데이터가 있습니다 (${t}). 빈 데이터베이스로 옮겨주세요.`);
    }
    const copied: Record<string, number> = {};
    await target.db.transaction().execute(async (trx) => {
      const to = trx as unknown as AnyDb;
      for (const t of tables) {
        if (t === 'catalog_version') await to.deleteFrom(t).execute();
        for (let offset = 0; ; offset += BATCH) {
          const rows = await sql<Record<string, unknown>>`select * from ${sql.table(t)} order by rowid limit ${BATCH} offset ${offset}`.execute(from);
          if (rows.rows.length === 0) break;
          await to.insertInto(t).values(rows.rows).execute();
        }
        // Asked through information_schema: an error here (a table without `id`) would abort the transaction.
        const serial = await sql<{ seq: string | null }>`select pg_get_serial_sequence(table_name, column_name) as seq from information_schema.columns
          where table_schema = current_schema() and table_name = ${t} and column_name = 'id'`.execute(to);
        const seq = serial.rows[0]?.seq;
        if (seq) await sql`select setval(${seq}, coalesce((select max(id) from ${sql.table(t)}), 1), (select count(*) > 0 from ${sql.table(t)}))`.execute(to);
        copied[t] = await count(to, t);
        const expected = await count(from, t);
        if (copied[t] !== expected) throw new AppError(500, `${t}: SQLite ${expected}행, PostgreSQL ${copied[t]}행으로 달라 되돌렸습니다.`);
      }
      await rebuildDerived(to, 'postgres');
      await recountMembers(to);
      const mismatches = await findLedgerMismatches(trx as unknown as Kysely<DB>);
      if (mismatches.length) throw new AppError(500, `잔액과 원장 합계가 다른 회원 ${mismatches.length}명 (회원 #${mismatches[0]!.memberId} 등): 옮기지 않았습니다.`);
    });
    return copied;
  } finally {
    await source?.close();
    await target?.close();
  }
}
