import { formatKoreanDateTime, koreanDayOf, msg, type StaffRole, type TwoFactorState } from '@snsshop/shared';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../auth/totp.js';
import type { AppContext } from '../../context.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { changedRows, recordAudit, type Actor } from '../audit/audit.js';
import { decryptApiKey, encryptApiKey } from '../members/api-keys.js';
import { keyedHash, randomCode } from '../members/hashing.js';
import { alertOwner } from '../notifications/owner-alerts.js';
import { endSessions } from './console-sessions.js';
import { readStaffPolicy } from './staff-policy.js';

const WRONG_CODES_TO_LOCK = 5;
const LOCK_MS = 15 * 60_000;
/**
 * The lock of this number in one Korean day holds until the owner unlocks: 15 guesses a day at most,
 * where timed locks alone allowed 5 every 15 minutes (about 480 a day).
 */
export const LOCKS_A_DAY_TO_HOLD = 3;
const RECOVERY_CODES = 10;
const ISSUER = 'SNS 스토어 관리자';

export interface StaffTwoFactor {
  memberId: number;
  role: StaffRole;
  enrolled: boolean;
}

/** Where two-factor sign-in stands for this session (see adminMeSchema). */
export async function twoFactorState(ctx: AppContext, staff: StaffTwoFactor, secondFactorAt: string | null): Promise<TwoFactorState> {
  if (staff.enrolled) return secondFactorAt ? 'ok' : 'verify';
  const policy = await readStaffPolicy(ctx.db);
  return policy.twoFactorRoles.includes(staff.role) ? 'enrol' : 'off';
}

/** A step-up action: an enrolled staff member's last code must be younger than the owner's minutes. */
export async function freshCode(ctx: AppContext, secondFactorAt: string | null): Promise<boolean> {
  if (!secondFactorAt) return false;
  const { stepUpMinutes } = await readStaffPolicy(ctx.db);
  return Date.parse(secondFactorAt) > ctx.clock.now().getTime() - stepUpMinutes * 60_000;
}

const recoveryHash = (ctx: AppContext, code: string) => keyedHash(ctx, `staff-recovery:${code}`);

/** A new secret for this member, kept pending until a code from the app confirms it; the QR code and the text are shown this once. */
export async function startEnrolment(ctx: AppContext, memberId: number): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const row = await ctx.db
    .selectFrom('staff')
    .innerJoin('members', 'members.id', 'staff.member_id')
    .select(['staff.totp_secret_enc', 'members.login_id'])
    .where('staff.member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (row.totp_secret_enc) throw conflict(msg.staff.alreadyEnrolled);
  const secret = newTotpSecret();
  await ctx.db.updateTable('staff').set({ totp_pending_enc: encryptApiKey(ctx, secret), updated_at: isoNow(ctx.clock) }).where('member_id', '=', memberId).execute();
  const url = otpauthUrl(ISSUER, row.login_id, secret);
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl: url, qrSvg };
}

/** The first good code turns the pending secret on; the session counts as verified and 10 recovery codes are shown once. */
export async function confirmEnrolment(ctx: AppContext, memberId: number, sessionId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const row = await ctx.db.selectFrom('staff').select(['totp_secret_enc', 'totp_pending_enc']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  if (row.totp_secret_enc) throw conflict(msg.staff.alreadyEnrolled);
  const secret = decryptApiKey(ctx, row.totp_pending_enc);
  if (!secret) throw badRequest(msg.staff.enrolFirst);
  const step = /^\d{6}$/.test(code) ? matchTotp(secret, code, ctx.clock.now().getTime()) : null;
  if (step === null) throw badRequest(msg.staff.codeWrong);
  const at = isoNow(ctx.clock);
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, () => randomCode(10));
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('staff')
      .set({ totp_secret_enc: row.totp_pending_enc, totp_pending_enc: null, totp_enrolled_at: at, totp_last_step: step, totp_failures: 0, totp_locked_until: null, updated_at: at })
      .where('member_id', '=', memberId)
      .where('totp_secret_enc', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(msg.staff.alreadyEnrolled);
    await trx.deleteFrom('staff_recovery_codes').where('member_id', '=', memberId).execute();
    await trx.insertInto('staff_recovery_codes').values(recoveryCodes.map((c) => ({ member_id: memberId, code_hash: recoveryHash(ctx, c), used_at: null }))).execute();
    await trx.updateTable('staff_sessions').set({ second_factor_at: at }).where('id', '=', sessionId).execute();
    await recordAudit(trx, ctx, { adminId: memberId }, { action: 'staff.two-factor-enrol', targetType: 'staff', targetId: memberId });
  });
  return { recoveryCodes: recoveryCodes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`) };
}

/**
 * A code from the app (its 30-second step must be later than the last one accepted: each code works
 * once) or an unused recovery code. Good: this session is verified now. Wrong: counted; the fifth in
 * a row locks 2FA sign-in for 15 minutes and tells the owner, and the third lock of a Korean day holds
 * until the owner unlocks it. A held or locked member's codes, even right ones, are not looked at.
 */
export async function verifyCode(ctx: AppContext, memberId: number, sessionId: string, code: string): Promise<void> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const row = await ctx.db.selectFrom('staff').select(['totp_secret_enc', 'totp_locked_until', 'totp_held_at']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  if (row.totp_held_at) throw new AppError(429, msg.staff.codeHeld);
  if (row.totp_locked_until && row.totp_locked_until > at) throw new AppError(429, msg.staff.codeLocked);
  const secret = decryptApiKey(ctx, row.totp_secret_enc);
  if (!secret) throw conflict(msg.staff.notEnrolled);
  const ok = await ctx.db.transaction().execute(async (trx) => {
    let accepted = false;
    if (/^\d{6}$/.test(code)) {
      const step = matchTotp(secret, code, now.getTime());
      if (step !== null) {
        const res = await trx.updateTable('staff').set({ totp_last_step: step, totp_failures: 0 }).where('member_id', '=', memberId).where('totp_last_step', '<', step).executeTakeFirst();
        accepted = Number(res.numUpdatedRows) === 1;
      }
    } else {
      const used = await trx
        .updateTable('staff_recovery_codes')
        .set({ used_at: at })
        .where('member_id', '=', memberId)
        .where('code_hash', '=', recoveryHash(ctx, code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      accepted = Number(used.numUpdatedRows) === 1;
      if (accepted) await trx.updateTable('staff').set({ totp_failures: 0 }).where('member_id', '=', memberId).execute();
    }
    if (accepted) await trx.updateTable('staff_sessions').set({ second_factor_at: at }).where('id', '=', sessionId).execute();
    return accepted;
  });
  if (ok) return;
  await countWrongCode(ctx, memberId, at);
  throw badRequest(msg.staff.codeWrong);
}

async function countWrongCode(ctx: AppContext, memberId: number, at: string): Promise<void> {
  const row = await ctx.db
    .updateTable('staff')
    .set((eb) => ({ totp_failures: eb('totp_failures', '+', 1) }))
    .where('member_id', '=', memberId)
    .returning(['totp_failures'])
    .executeTakeFirstOrThrow();
  if (row.totp_failures < WRONG_CODES_TO_LOCK) return;
  const until = addMs(at, LOCK_MS);
  const day = koreanDayOf(at);
  // Only the request that reaches the fifth wrong code locks (and alerts): the count is reset with the
  // lock. The day's locks are counted in the same statement, and the one that reaches the limit holds.
  const locksToday = sql<number>`case when totp_lock_day = ${day} then totp_locks_today + 1 else 1 end`;
  const locked = await ctx.db
    .updateTable('staff')
    .set({
      totp_failures: 0,
      totp_locked_until: until,
      totp_lock_day: day,
      totp_locks_today: locksToday,
      totp_held_at: sql<string | null>`case when ${locksToday} >= ${LOCKS_A_DAY_TO_HOLD} then ${at} else totp_held_at end`,
    })
    .where('member_id', '=', memberId)
    .where('totp_failures', '>=', WRONG_CODES_TO_LOCK)
    .returning(['totp_locks_today', 'totp_held_at'])
    .executeTakeFirst();
  if (!locked) return;
  const who = await ctx.db.selectFrom('members').select('login_id').where('id', '=', memberId).executeTakeFirstOrThrow();
  const line = locked.totp_held_at
    ? `${who.login_id}: 인증 코드를 틀려 오늘 ${locked.totp_locks_today}번째로 잠겨, 대표가 풀 때까지 2단계 인증을 잠갔습니다. 본인인지 확인한 뒤 운영자 화면에서 잠금을 풀어 주세요`
    : `${who.login_id}: 인증 코드를 ${WRONG_CODES_TO_LOCK}번 틀려 ${formatKoreanDateTime(until)}까지 2단계 인증을 잠갔습니다 (오늘 ${locked.totp_locks_today}번째)`;
  await alertOwner(ctx.db, { kind: 'staff.two_factor_locked', key: `2fa-lock:${memberId}:${until}`, line, at });
}

/**
 * The owner lifts a lock of wrong codes (a held one, or a 15-minute one early). The day's count of
 * locks stays, so a lock again the same day holds again at once: an unlock gives 5 more guesses, not 15.
 */
export async function unlockTwoFactor(ctx: AppContext, actor: Actor, memberId: number): Promise<void> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('staff')
      .set({ totp_held_at: null, totp_locked_until: null, totp_failures: 0, updated_at: at })
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('totp_held_at', 'is not', null), eb('totp_locked_until', '>', at)]))
      .executeTakeFirst();
    if (changedRows(res) === 0) {
      const exists = await trx.selectFrom('staff').select('member_id').where('member_id', '=', memberId).executeTakeFirst();
      throw exists ? conflict(msg.staff.notLocked) : notFound(msg.staff.staffNotFound);
    }
    await recordAudit(trx, ctx, actor, { action: 'staff.two-factor-unlock', targetType: 'staff', targetId: memberId });
  });
}

/**
 * The owner turns a staff member's 2FA off (a lost phone and no recovery codes): they sign in again and
 * enrol. Every console session of theirs ends with it, as with a suspension: a session that gave a code
 * to the old authenticator (perhaps a stolen one) must not go on, nor enrol an authenticator of its own.
 */
export async function resetTwoFactor(ctx: AppContext, actor: Actor, memberId: number): Promise<void> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable('staff')
      .set({ totp_secret_enc: null, totp_pending_enc: null, totp_enrolled_at: null, totp_failures: 0, totp_locked_until: null, totp_held_at: null, updated_at: at })
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (changedRows(reset) === 0) throw notFound(msg.staff.staffNotFound);
    await trx.deleteFrom('staff_recovery_codes').where('member_id', '=', memberId).execute();
    await endSessions(trx, memberId, at);
    await recordAudit(trx, ctx, actor, { action: 'staff.two-factor-reset', targetType: 'staff', targetId: memberId });
  });
}
