import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { readBackupStatus, takeBackup, type BackupResult } from './sqlite-backup.js';

/** How often the server looks whether a backup is due; the interval itself is a setting (hours). */
const CHECK_EVERY_MS = 60_000;

/**
 * Takes a backup when the last one (by any process: this server, another, or the command line) is
 * older than the interval. Answers null when none was due or backups are off.
 */
export async function runDueBackup(config: Config, now = new Date()): Promise<BackupResult | null> {
  if (config.databaseUrl || config.backup.intervalHours === 0) return null;
  const last = readBackupStatus(config.backup.dir);
  if (last && now.getTime() - Date.parse(last.at) < config.backup.intervalHours * 3600_000) return null;
  return takeBackup({ dataDir: config.dataDir, backupDir: config.backup.dir, keep: config.backup.keep, now });
}

/** The server's backup loop (SQLite only); returns its stop, which waits for a backup in flight. */
export function startBackupSchedule(config: Config, log: FastifyBaseLogger): () => Promise<void> {
  if (config.databaseUrl || config.backup.intervalHours === 0) return async () => {};
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runDueBackup(config)
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
export function readBackupHealth(config: Config) {
  if (config.databaseUrl) return null;
  const last = readBackupStatus(config.backup.dir);
  return {
    intervalHours: config.backup.intervalHours,
    keep: config.backup.keep,
    last: last && { at: last.at, file: last.file, size: last.size, ok: last.ok, error: last.error },
  };
}
