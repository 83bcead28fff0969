import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from '../schema.js';
import { findLedgerMismatches } from './ledger-check.js';
import { copyWithBackupApi, integrityProblems } from './sqlite-worker.js';

export interface BackupResult {
  file: string;
  at: string;
  size: number;
  ok: boolean;
  /** rows in each table of the written copy */
  tables: Record<string, number>;
  error: string | null;
}

export interface Verification {
  ok: boolean;
  tables: Record<string, number>;
  error: string | null;
}

export const shopDbFile = (dataDir: string) => path.join(dataDir, 'shop.db');
const statusFile = (backupDir: string) => path.join(backupDir, 'last-backup.json');
const autoName = /^shop-\d{8}T\d{6}\d{3}Z\.db(\.corrupt)?$/;

function stamp(at: Date) {
  return at.toISOString().replace(/[-:.]/g, '');
}

/**
 * Opens a copy and checks it the way a restore would: SQLite's own integrity check, the row count of
 * every table, and every balance equal to its ledger. A file that is not a database fails here too.
 */
export async function verifyBackup(file: string): Promise<Verification> {
  let sqlite: SQLite.Database | undefined;
  try {
    const problems = await integrityProblems(file);
    if (problems.length) return { ok: false, tables: {}, error: `integrity_check: ${problems.slice(0, 3).join('; ')}` };
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
    const names = sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").pluck().all() as string[];
    if (!names.includes('members') || !names.includes('point_ledger')) return { ok: false, tables: {}, error: '쇼핑몰 데이터베이스가 아닙니다 (members, point_ledger 없음)' };
    const tables = Object.fromEntries(names.map((n) => [n, Number(sqlite!.prepare(`select count(*) from "${n}"`).pluck().get())]));
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
    const mismatches = await findLedgerMismatches(db);
    await db.destroy();
    sqlite = undefined;
    if (mismatches.length) return { ok: false, tables, error: `잔액과 원장 합계가 다른 회원 ${mismatches.length}명 (회원 #${mismatches[0]!.memberId} 등)` };
    return { ok: true, tables, error: null };
  } catch (err) {
    return { ok: false, tables: {}, error: err instanceof Error ? err.message : String(err) };
  } finally {
    sqlite?.close();
  }
}

export interface BackupOptions {
  dataDir: string;
  backupDir: string;
  keep: number;
  /** An explicit target (the command line's `backup <path>`); otherwise a dated file in backupDir. */
  target?: string;
  now?: Date;
  /** Test seam: runs on the written copy before it is verified. */
  beforeVerify?: (file: string) => void;
}

/**
 * An online backup of the live SQLite file through SQLite's backup API (never a file copy, which can
 * catch a half-written page), written beside its target, verified, and only then given its name. A copy
 * that fails verification is renamed `.corrupt`: reported, kept for a look, never counted as a backup.
 */
export async function takeBackup(opts: BackupOptions): Promise<BackupResult> {
  const at = opts.now ?? new Date();
  const target = opts.target ? path.resolve(opts.target) : path.join(opts.backupDir, `shop-${stamp(at)}.db`);
  const partial = `${target}.partial`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.mkdirSync(opts.backupDir, { recursive: true });
  let result: BackupResult;
  try {
    if (!fs.existsSync(shopDbFile(opts.dataDir))) throw new Error(`데이터베이스 파일이 없습니다: ${shopDbFile(opts.dataDir)}`);
    await copyWithBackupApi(shopDbFile(opts.dataDir), partial);
    opts.beforeVerify?.(partial);
    const check = await verifyBackup(partial);
    const file = check.ok ? target : `${target}.corrupt`;
    fs.renameSync(partial, file);
    result = { file, at: at.toISOString(), size: fs.statSync(file).size, ok: check.ok, tables: check.tables, error: check.error };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    result = { file: target, at: at.toISOString(), size: 0, ok: false, tables: {}, error: err instanceof Error ? err.message : String(err) };
  }
  fs.writeFileSync(statusFile(opts.backupDir), JSON.stringify(result, null, 2));
  if (!opts.target) pruneBackups(opts.backupDir, opts.keep);
  return result;
}

/** Keeps the newest `keep` dated backups (and as many `.corrupt` leftovers); removes the rest. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const names = fs.readdirSync(backupDir).filter((n) => autoName.test(n));
  const removed: string[] = [];
  for (const group of [names.filter((n) => !n.endsWith('.corrupt')), names.filter((n) => n.endsWith('.corrupt'))]) {
    for (const name of group.sort().reverse().slice(keep)) {
      fs.rmSync(path.join(backupDir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

export function listBackups(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((n) => autoName.test(n) && !n.endsWith('.corrupt'))
    .sort();
}

/** The last backup's outcome, written by whichever process took it (server schedule or command line). */
export function readBackupStatus(backupDir: string): BackupResult | null {
  try {
    return JSON.parse(fs.readFileSync(statusFile(backupDir), 'utf8')) as BackupResult;
  } catch {
    return null;
  }
}
