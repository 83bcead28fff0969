import { msg, type ResetPasswordBody } from '@snsshop/shared';
import { hashPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { verifyFlowToken } from './flow-tokens.js';
import { endSessions } from '../staff/console-sessions.js';

/**
 * The reset token works once (its jti is claimed by a conditional UPDATE in the same transaction
 * as the new password) and only while the member's token version is the one it was issued for;
 * success bumps the version, ending every session and every other reset link.
 */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<{ message: string }> {
  const claims = await verifyFlowToken(ctx, 'password-reset', body.token);
  const memberId = Number(claims?.sub);
  const jti = claims?.['jti'];
  const tv = claims?.['tv'];
  if (!claims || !Number.isSafeInteger(memberId) || typeof jti !== 'string' || typeof tv !== 'number') {
    throw badRequest(msg.findAccount.resetInvalid);
  }
  const passwordHash = await hashPassword(body.password);
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('jti', '=', jti)
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw badRequest(msg.findAccount.resetInvalid);
    const updated = await trx
      .updateTable('members')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now }))
      .where('id', '=', memberId)
      .where('token_version', '=', tv)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw badRequest(msg.findAccount.resetInvalid);
    await endSessions(trx, memberId, now);
  });
  return { message: msg.findAccount.resetSuccess };
}
