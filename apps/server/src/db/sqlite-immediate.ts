import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite driver opens a transaction with a plain (deferred) BEGIN: it reads first and asks
 * for the write lock at its first write. When another connection to the same file (the admin command
 * line, an owner's sqlite3 session) committed in between, that write fails at once with
 * SQLITE_BUSY_SNAPSHOT — the busy timeout does not apply, since waiting could not help a snapshot that
 * is already stale. BEGIN IMMEDIATE takes the write lock before the first read, waiting on the busy
 * timeout for it, so a transaction never reads a snapshot it cannot write on.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
