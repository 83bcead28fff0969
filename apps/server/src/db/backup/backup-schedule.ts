import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { wholeNumberSetting } from '../../lib/whole-number-setting.js';
import type { Executor } from '../database.js';
import { readBackupStatus, shopDbFile, takeBackup, type BackupResult } from './sqlite-backup.js';

/** How often the server looks whether a backup is due; the interval itself is a setting (hours). */
const CHECK_EVERY_MS = 60_000;

/** The two console settings (owner-only site settings); empty means the environment's default. */
const PLAN_KEYS = ['BACKUP_INTERVAL_HOURS', 'BACKUP_KEEP'] as const;

export interface BackupPlan {
  /** 0 = only on demand */
  intervalHours: number;
  keep: number;
}

/** The console's choice where the owner made one, else BACKUP_INTERVAL_HOURS / BACKUP_KEEP. */
export function backupPlanFrom(config: Config, stored: ReadonlyMap<string, string>): BackupPlan {
  const pick = (key: (typeof PLAN_KEYS)[number], fallback: number, min: number) => wholeNumberSetting(stored.get(key), fallback, min);
  return { intervalHours: pick('BACKUP_INTERVAL_HOURS', config.backup.intervalHours, 0), keep: pick('BACKUP_KEEP', config.backup.keep, 1) };
}

/** The plan as the running server sees it. */
export async function readBackupPlan(config: Config, db: Executor): Promise<BackupPlan> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', [...PLAN_KEYS]).execute();
  return backupPlanFrom(config, new Map(rows.map((r) => [r.key, r.value])));
}

/** The plan for the command line, which runs without the shop: read straight from the database file. */
export function readBackupPlanFromFile(config: Config): BackupPlan {
  const file = shopDbFile(config.dataDir);
  if (!fs.existsSync(file)) return backupPlanFrom(config, new Map());
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = sqlite.prepare(`select key, value from site_settings where key in (${PLAN_KEYS.map(() => '?').join(',')})`).all(...PLAN_KEYS) as { key: string; value: string }[];
    return backupPlanFrom(config, new Map(rows.map((r) => [r.key, r.value])));
  } catch {
    return backupPlanFrom(config, new Map());
  } finally {
    sqlite.close();
  }
}

/**
 * Takes a backup when the last one (by any process: this server, another, or the command line) is
 * older than the interval. Answers null when none was due or backups are off.
 */
export async function runDueBackup(config: Config, plan: BackupPlan, now = new Date()): Promise<BackupResult | null> {
  if (config.databaseUrl || plan.intervalHours === 0) return null;
  const last = readBackupStatus(config.backup.dir);
  if (last && now.getTime() - Date.parse(last.at) < plan.intervalHours * 3600_000) return null;
  return takeBackup({ dataDir: config.dataDir, backupDir: config.backup.dir, keep: plan.keep, now });
}

/**
 * The server's backup loop (SQLite only); returns its stop, which waits for a backup in flight.
 * The plan is read on every check, so a change in the console applies within a minute.
 */
export function startBackupSchedule(config: Config, db: Executor, log: FastifyBaseLogger): () => Promise<void> {
  if (config.databaseUrl) return async () => {};
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = readBackupPlan(config, db)
      .then((plan) => runDueBackup(config, plan))
      .then((r) => {
        if (r && r.ok) log.info({ backup: r.file, size: r.size }, 'backup written and verified');
        else if (r) log.error({ backup: r.file, error: r.error }, 'backup failed');
      })
      .catch((err: unknown) => log.error({ err }, 'backup failed'))
      .finally(() => (running = null));
  }, CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** What /rest/health and the console show about backups; null on PostgreSQL (its own tools back it up). */
export async function readBackupHealth(config: Config, db: Executor) {
  if (config.databaseUrl) return null;
  const plan = await readBackupPlan(config, db);
  const last = readBackupStatus(config.backup.dir);
  return {
    intervalHours: plan.intervalHours,
    keep: plan.keep,
    last: last && { at: last.at, file: last.file, size: last.size, ok: last.ok, error: last.error },
  };
}
