import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

/*
 * Migrated database templates. Running every migration for each of the suite's few hundred test
 * databases cost minutes; instead the test run's global setup migrates one empty database of each kind
 * and every test database that should start migrated is a copy of it: the SQLite file copied into the
 * test's data directory, a PostgreSQL database made with CREATE DATABASE … TEMPLATE. Start-up then finds
 * every migration applied. Tests of the migrations themselves, and of a shop's first start, still get an
 * empty database (createTestEnv without `migrated`).
 *
 * A template is named by its key, a hash of the migrations as the server is built from them (migrate.ts
 * bundled with everything it imports), so a changed or added migration makes a new template and a key
 * already built is reused by later runs, and by runs of other worktrees against the same PostgreSQL.
 */

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const templateDir = path.join(serverDir, '.tmp', 'db-templates');

/** What the global setup hands the test files (through the environment, which their workers inherit). */
const SQLITE_ENV = 'SNSSHOP_TEST_SQLITE_TEMPLATE';
const PG_ENV = 'SNSSHOP_TEST_PG_TEMPLATE';

/** The migrations' key: a hash of migrate.ts bundled with the migrations and what they import. */
export async function migrationsKey(): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const out = await build({
    entryPoints: [path.join(serverDir, 'src/db/migrate.ts')],
    absWorkingDir: serverDir,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    // npm packages stay out of the hash (the lock file fixes them); our own code, shared included, is in it.
    external: Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@snsshop/')),
    logLevel: 'silent',
  });
  return crypto.createHash('sha256').update(out.outputFiles[0]!.contents).digest('hex').slice(0, 16);
}

/** A migrated SQLite file for this key, made once (written aside, then renamed into place). */
export async function prepareSqliteTemplate(key: string): Promise<string> {
  const file = path.join(templateDir, `sqlite-${key}.db`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(templateDir, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(templateDir, 'build-'));
  try {
    const database = openDatabase({ databaseUrl: undefined, dataDir: scratch });
    await migrateToLatest(database);
    // Closing the only connection checkpoints the write-ahead log into the file and removes it: one file to copy.
    await database.close();
    fs.renameSync(path.join(scratch, 'shop.db'), file);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return file;
}

export const pgTemplateName = (key: string) => `snsshop_tpl_${key}`;

/**
 * A migrated PostgreSQL database for this key on the server of `adminUrl`, made once. It is built under
 * a name of its own and renamed when done, so a run that finds the name finds it whole; two runs building
 * at once both finish and the second's copy is dropped. Nobody may connect to it (a template with a
 * session open cannot be copied).
 */
export async function preparePgTemplate(adminUrl: string, key: string): Promise<string> {
  const name = pgTemplateName(key);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    const building = `snsshop_tplbuild_${key}_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = openDatabase({ databaseUrl: url.toString(), dataDir: templateDir });
      try {
        await migrateToLatest(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (err) {
      await admin.query(`ALTER DATABASE ${building} WITH IS_TEMPLATE false`).catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another run renamed its copy into place first: theirs is the same schema.
      if ((err as { code?: string }).code === '42P04' && (await exists())) return name;
      throw err;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * Once per test run (the server's and the browser tests' global setups): the templates this run's test
 * databases are copied from, SQLite always and PostgreSQL when `pgAdminUrl` is given.
 */
export async function prepareTemplates(pgAdminUrl: string | undefined): Promise<void> {
  const key = await migrationsKey();
  process.env[SQLITE_ENV] = await prepareSqliteTemplate(key);
  if (pgAdminUrl) process.env[PG_ENV] = await preparePgTemplate(pgAdminUrl, key);
}

/**
 * Puts a migrated SQLite database into `dataDir` (as shop.db) when this run has a template; answers
 * whether it did. Without one (a file run outside the global setup) start-up migrates as it always does.
 */
export function copySqliteTemplate(dataDir: string): boolean {
  const file = process.env[SQLITE_ENV];
  if (!file || !fs.existsSync(file)) return false;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(file, path.join(dataDir, 'shop.db'), fs.constants.COPYFILE_FICLONE);
  return true;
}

/** The PostgreSQL template of this run, if its global setup made one. */
export const pgTemplate = (): string | undefined => process.env[PG_ENV] || undefined;
