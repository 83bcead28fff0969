import { msg, type ChangePasswordBody } from '@snsshop/shared';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { endSessions } from '../staff/console-sessions.js';
import type { AttemptSource } from './log-in.js';
import { checkLoginThrottle, recordLoginAttempt } from './login-throttle.js';

/**
 * Bumps token_version, which ends every session of the member (plugins/authenticate.ts checks
 * `tv`) and every reset link; the caller's session continues with the fresh token returned.
 * Wrong current passwords count as failed logins, so a stolen session cannot guess the password.
 */
export async function changePassword(
  ctx: AppContext,
  member: { id: number; loginId: string; staff?: { sessionId?: string } },
  body: ChangePasswordBody,
  source: AttemptSource,
): Promise<{ message: string; accessToken: string }> {
  await checkLoginThrottle(ctx, member.loginId, source.ip);
  const row = await ctx.db.selectFrom('members').select(['password_hash', 'token_version']).where('id', '=', member.id).executeTakeFirstOrThrow();
  const ok = await verifyPassword(row.password_hash, body.currentPassword);
  source.log?.info({ loginId: member.loginId, ip: source.ip, outcome: ok ? 'success' : 'failure' }, 'password change');
  if (!ok) {
    await recordLoginAttempt(ctx, member.loginId, source.ip, false);
    throw conflict(msg.account.currentPasswordWrong);
  }
  const staff = await ctx.db.selectFrom('staff').select('password_temporary').where('member_id', '=', member.id).executeTakeFirst();
  if (staff?.password_temporary === 1 && body.newPassword === body.currentPassword) throw badRequest(msg.staff.passwordSameAsTemporary);
  const passwordHash = await hashPassword(body.newPassword);
  const tokenVersion = row.token_version + 1;
  const at = isoNow(ctx.clock);
  const sessionId = member.staff?.sessionId;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('members').set({ password_hash: passwordHash, token_version: tokenVersion, updated_at: at }).where('id', '=', member.id).execute();
    // A staff member's other console sessions end with their tokens; this one carries on, and the
    // owner's temporary password (an invite's) is theirs no more.
    await endSessions(trx, member.id, at, sessionId);
    await trx.updateTable('staff').set({ password_temporary: 0, updated_at: at }).where('member_id', '=', member.id).where('password_temporary', '=', 1).execute();
  });
  const accessToken = await ctx.tokens.sign({ memberId: member.id, tokenVersion, ...(sessionId ? { sessionId } : {}) });
  return { message: msg.account.passwordChanged, accessToken };
}
