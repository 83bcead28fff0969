import type { Config } from '../config.js';
import { restoreBackup } from '../db/backup/restore-backup.js';
import { copySqliteToPostgres } from '../db/copy-to-postgres.js';
import { takeBackup } from '../db/backup/sqlite-backup.js';
import { readBackupPlanFromFile } from '../db/backup/backup-schedule.js';
import { AppError } from '../lib/errors.js';

export const opsUsage = [
  '  backup [파일 경로]                    SQLite 온라인 백업 (확인까지; 경로를 비우면 BACKUP_DIR에 날짜별 파일)',
  '  restore <백업 파일>                   백업으로 되돌리기 (서버를 멈춘 뒤; 지금 파일은 옆에 보관)',
  '  copy-to-postgres <postgres://주소>    SQLite의 모든 데이터를 빈 PostgreSQL로 옮기기 (서버를 멈춘 뒤; 행 수·원장 확인)',
];

const rows = (tables: Record<string, number>) => ['members', 'point_ledger', 'orders'].map((t) => `${t} ${tables[t] ?? 0}행`).join(', ');

/**
 * Commands that work on the database file itself, so they run without starting the shop (a restore
 * must not open the database it replaces). Returns the exit code, or null when `args` is not one of them.
 */
export async function runOpsCommand(config: Config, args: string[], print: (text: string) => void): Promise<number | null> {
  const [command, arg] = args;
  if (command === 'copy-to-postgres') return copyToPostgres(config, arg, print);
  if (command !== 'backup' && command !== 'restore') return null;
  if (config.databaseUrl) {
    print('실패: PostgreSQL을 쓰는 중입니다. 백업과 복원은 pg_dump / pg_restore로 하세요 (README의 "운영 배포" 참고).');
    return 1;
  }
  try {
    if (command === 'backup') {
      const r = await takeBackup({ dataDir: config.dataDir, backupDir: config.backup.dir, keep: readBackupPlanFromFile(config).keep, ...(arg ? { target: arg } : {}) });
      if (!r.ok) {
        print(`실패: 백업을 확인하지 못했습니다 (${r.error}). 파일: ${r.file}`);
        return 1;
      }
      print(`백업했습니다: ${r.file} (${r.size.toLocaleString('ko-KR')}바이트, integrity_check ok, 잔액=원장 확인, ${rows(r.tables)})`);
      return 0;
    }
    if (!arg) {
      print('사용법: npm run admin -- restore <백업 파일>');
      return 2;
    }
    const r = await restoreBackup({ dataDir: config.dataDir, file: arg });
    print(
      [
        `복원했습니다: ${arg} (integrity_check ok, 모든 회원의 잔액이 원장 합계와 같습니다; ${rows(r.tables)})`,
        r.keptAside ? `  복원 전 파일은 ${r.keptAside} 에 두었습니다.` : '  복원 전 데이터베이스 파일은 없었습니다.',
        '  이제 서버를 시작하세요.',
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    return failed(err, print);
  }
}

async function copyToPostgres(config: Config, url: string | undefined, print: (text: string) => void): Promise<number> {
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    print('사용법: npm run admin -- copy-to-postgres <postgres://사용자:비밀번호@호스트:포트/DB이름>');
    return 2;
  }
  try {
    const tables = await copySqliteToPostgres({ dataDir: config.dataDir, databaseUrl: url });
    const total = Object.values(tables).reduce((a, b) => a + b, 0);
    print(
      [
        `PostgreSQL로 옮겼습니다: 테이블 ${Object.keys(tables).length}개, ${total.toLocaleString('ko-KR')}행 (테이블마다 행 수 일치, 모든 회원의 잔액이 원장 합계와 같습니다; ${rows(tables)})`,
        '  이제 DATABASE_URL에 이 주소를 넣고 서버를 시작하세요. SQLite 파일은 그대로 두었습니다.',
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    return failed(err, print);
  }
}

/** A refusal the command explains (exit 1); anything else is a bug and is thrown. */
function failed(err: unknown, print: (text: string) => void): number {
  if (err instanceof AppError) {
    print(`실패: ${err.message}`);
    return 1;
  }
  throw err;
}
