import fs from 'node:fs';
import { AppError } from '../../lib/errors.js';
import { runningServers } from './server-lock.js';
import { shopDbFile, verifyBackup } from './sqlite-backup.js';

export interface RestoreResult {
  /** where the database in use before the restore was moved (null when there was none) */
  keptAside: string | null;
  tables: Record<string, number>;
}

const companions = ['', '-wal', '-shm'];

/**
 * Puts a backup in place of the shop's SQLite file. Refuses while a server uses the data directory;
 * moves the current file (with its WAL) aside instead of deleting it; checks the restored copy —
 * integrity and every balance equal to its ledger — and puts the old file back if that fails.
 */
export async function restoreBackup(opts: { dataDir: string; file: string; now?: Date }): Promise<RestoreResult> {
  const pids = runningServers(opts.dataDir);
  if (pids.length) throw new AppError(409, `서버가 이 데이터 폴더를 쓰고 있어 복원하지 않았습니다 (PID ${pids.join(', ')}). 서버를 멈춘 뒤 다시 실행해주세요.`);
  if (!fs.existsSync(opts.file)) throw new AppError(404, `백업 파일이 없습니다: ${opts.file}`);
  const source = await verifyBackup(opts.file);
  if (!source.ok) throw new AppError(400, `백업 파일이 온전하지 않아 복원하지 않았습니다: ${source.error}`);

  const live = shopDbFile(opts.dataDir);
  const aside = `${live}.before-restore-${(opts.now ?? new Date()).toISOString().replace(/[-:.]/g, '')}`;
  const hadLive = fs.existsSync(live);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  for (const suffix of companions) if (fs.existsSync(live + suffix)) fs.renameSync(live + suffix, aside + suffix);
  fs.copyFileSync(opts.file, `${live}.restoring`);
  fs.renameSync(`${live}.restoring`, live);

  const restored = await verifyBackup(live);
  if (!restored.ok) {
    for (const suffix of companions) fs.rmSync(live + suffix, { force: true });
    for (const suffix of companions) if (fs.existsSync(aside + suffix)) fs.renameSync(aside + suffix, live + suffix);
    throw new AppError(500, `복원한 데이터베이스를 확인하지 못해 이전 파일로 되돌렸습니다: ${restored.error}`);
  }
  return { keptAside: hadLive ? aside : null, tables: restored.tables };
}
