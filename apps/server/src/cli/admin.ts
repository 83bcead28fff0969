import { pathToFileURL } from 'node:url';
import { buildApp } from '../app.js';
import { ConfigError, loadConfigWith } from '../config.js';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';
import { statusNames, type StatusName } from '../services/charges/charge-rows.js';
import { approveCharge, rejectCharge } from '../services/charges/decide-charge.js';
import { listAdminChargesPage, listDeposits, type AdminCharge } from '../services/charges/list-charges.js';
import { recordAudit, type AuditInput } from '../services/audit/audit.js';
import type { Trx } from '../db/database.js';
import { createAdmin } from './create-admin.js';
import { makeAdmin } from './make-admin.js';
import { opsUsage, runOpsCommand } from './ops-commands.js';

const usage = [
  '사용법: npm run admin -- <명령>',
  '  charges list [pending|success|fail]   충전 신청 목록 (최근 200건)',
  '  charges approve <id>                  충전 승인 (포인트 지급, 한 번만)',
  '  charges reject <id>                   충전 거절',
  '  deposits list                         확인이 필요한 입금 목록',
  '  create-admin <아이디>                 관리자 계정 만들기 (비밀번호는 한 번만 표시)',
  '  make-admin <아이디>                   회원에게 관리자 권한 부여',
  ...opsUsage,
].join('\n');

const statusText: Record<number, string> = { 0: '대기', 1: '승인', 2: '거절' };

function line(c: AdminCharge): string {
  const extra = c.registeredForMatching ? '' : ' (자동매칭 미등록)';
  return `#${c.id} ${c.loginId} 입금자:${c.depositor} 충전:${c.point.toLocaleString('ko-KR')}원 입금액:${c.payAmount.toLocaleString('ko-KR')}원 ${c.feeType} ${statusText[c.status] ?? c.status} 신청:${c.createdAt}${extra}`;
}

function chargeId(arg: string | undefined): number {
  const id = Number(arg);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError(400, '충전 신청 번호를 숫자로 입력해주세요.');
  return id;
}

/** One command of the shop owner's CLI; the same use cases as the admin API. Returns the exit code. */
export async function runAdminCommand(ctx: AppContext, args: string[], print: (text: string) => void): Promise<number> {
  const [group, action, arg] = args;
  // Decisions made here are audited like the console's, with no admin id (the command line).
  const audit = (input: AuditInput) => async (trx: Trx) => {
    await recordAudit(trx, ctx, { adminId: null }, input);
  };
  try {
    if (group === 'charges' && action === 'list') {
      if (arg !== undefined && !(arg in statusNames)) throw new AppError(400, '상태는 pending, success, fail 중 하나입니다.');
      // the charge desk's first page, at its largest: the newest 200
      const { items: rows } = await listAdminChargesPage(ctx, { status: arg as StatusName | undefined, q: undefined, page: 1, size: 200 });
      print(rows.length ? rows.map(line).join('\n') : '충전 신청이 없습니다.');
      return 0;
    }
    if (group === 'charges' && action === 'approve') {
      const id = chargeId(arg);
      print(`승인했습니다: ${line(await approveCharge(ctx, id, audit({ action: 'charge.approve', targetType: 'charge', targetId: id, after: { status: 1 } })))}`);
      return 0;
    }
    if (group === 'charges' && action === 'reject') {
      const id = chargeId(arg);
      print(`거절했습니다: ${line(await rejectCharge(ctx, id, audit({ action: 'charge.reject', targetType: 'charge', targetId: id, after: { status: 2 } })))}`);
      return 0;
    }
    if (group === 'deposits' && action === 'list') {
      const rows = await listDeposits(ctx);
      print(
        rows.length
          ? rows.map((d) => `#${d.id} ${d.source} ${d.depositor} ${d.amount.toLocaleString('ko-KR')}원 ${d.depositedAt} 사유:${d.reason}${d.chargeId ? ` 충전#${d.chargeId}` : ''}`).join('\n')
          : '확인이 필요한 입금이 없습니다.',
      );
      return 0;
    }
    if (group === 'create-admin' && action) {
      const { loginId, password } = await createAdmin(ctx, action);
      print(
        [
          '관리자 계정을 만들었습니다.',
          `  아이디:   ${loginId}`,
          `  비밀번호: ${password}`,
          '  이 비밀번호는 지금 한 번만 표시됩니다. 로그인한 뒤 계정 설정(/account)에서 바꿔주세요.',
          `  관리자 화면: ${ctx.config.publicUrl}/admin`,
        ].join('\n'),
      );
      return 0;
    }
    if (group === 'make-admin' && action) {
      await makeAdmin(ctx, action);
      print(`${action} 회원에게 관리자 권한을 부여했습니다.`);
      return 0;
    }
    print(usage);
    return 2;
  } catch (err) {
    if (err instanceof AppError) {
      print(`실패: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

async function main() {
  let config;
  try {
    // Same DATABASE_URL / DATA_DIR as the server; no background jobs and no request logs here.
    config = loadConfigWith({ JOBS_ENABLED: 'false', LOG_LEVEL: 'error' });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const opsExit = await runOpsCommand(config, process.argv.slice(2), (text) => console.log(text));
  if (opsExit !== null) {
    process.exitCode = opsExit;
    return;
  }
  const app = await buildApp(config);
  try {
    process.exitCode = await runAdminCommand(app.ctx, process.argv.slice(2), (text) => console.log(text));
  } finally {
    await app.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error('명령을 실행하지 못했습니다:', err);
    process.exit(1);
  });
}
