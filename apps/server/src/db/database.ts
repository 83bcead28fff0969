import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { nameRepeatedStatements } from './pg-named-statements.js';
import { ImmediateSqliteDialect } from './sqlite-immediate.js';
import { cachingStatements } from './statement-cache.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<DB>;
export type Trx = Transaction<DB>;
/** A query runner: the database or a transaction already open (STYLE.md rule 6: `trx ?? db`). */
export type Executor = Db | Trx;

/** Whether a query runner talks to PostgreSQL (for SQL written per database). */
export const onPostgres = (db: Executor): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export interface Database {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL's connection pool (the metrics read its counts); none on SQLite. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string; databasePreparedStatements?: boolean }): Database {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // bigint (int8) columns hold won amounts far below 2^53: read them as numbers.
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') =>
          oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
      } as pg.CustomTypesConfig,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool opens a new one on the next query.
    pool.on('error', (err) => console.error('PostgreSQL 연결 오류 (idle client):', err.message));
    if (opts.databasePreparedStatements !== false) nameRepeatedStatements(pool);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pool, close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'shop.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: cachingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** SQLite's file is locked by another connection past the busy timeout: nothing was written, a later try may pass. */
export function isDatabaseBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
