import { msg, type AdminMember } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { findPassword } from './find-account.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { endSessions } from '../staff/console-sessions.js';
import { forgetApiKeys } from './api-keys.js';
import { toAdminMember } from './member-queries.js';

/**
 * Suspends a member: login and every session end at once (the token version moves, and
 * authenticate and log-in only accept status 'active'), and so does the API key (api-keys.ts). Restoring lets them log in again.
 */
export async function setMemberSuspended(ctx: AppContext, actor: Actor, memberId: number, suspend: boolean, reason?: string): Promise<AdminMember> {
  if (suspend && actor.adminId === memberId) throw badRequest(msg.admin.cannotSuspendSelf);
  const at = isoNow(ctx.clock);
  const [from, to] = suspend ? ['active', 'suspended'] : ['suspended', 'active'];
  const member = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('members')
      .set((eb) => ({ status: to, updated_at: at, ...(suspend ? { token_version: eb('token_version', '+', 1) } : {}) }))
      .where('id', '=', memberId)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const current = await trx.selectFrom('members').select('status').where('id', '=', memberId).executeTakeFirst();
      if (!current) throw notFound(msg.admin.memberNotFound);
      if (current.status === 'deleted') throw conflict(msg.admin.memberDeleted);
      throw conflict(suspend ? msg.admin.alreadySuspended : msg.admin.notSuspended);
    }
    if (suspend) await endSessions(trx, memberId, at);
    await recordAudit(trx, ctx, actor, {
      action: suspend ? 'member.suspend' : 'member.restore',
      targetType: 'member',
      targetId: memberId,
      before: { status: from },
      after: { status: to, ...(reason ? { reason } : {}) },
    });
    return toAdminMember(row);
  });
  forgetApiKeys(ctx, memberId);
  return member;
}

/** E-mails the member the same one-time, 30-minute reset link as "find password". */
export async function sendResetLink(ctx: AppContext, actor: Actor, memberId: number): Promise<{ message: string; email: string }> {
  const member = await ctx.db.selectFrom('members').select(['email', 'status']).where('id', '=', memberId).executeTakeFirst();
  if (!member) throw notFound(msg.admin.memberNotFound);
  if (member.status !== 'active') throw conflict(msg.admin.memberNotActive);
  if (!member.email) throw badRequest(msg.admin.noEmail);
  // Same limits as a visitor's request for this address (one a minute); the admin is its own "IP".
  await findPassword(ctx, member.email, `admin-${actor.adminId ?? 'cli'}`);
  await recordAudit(ctx.db, ctx, actor, { action: 'member.reset-password', targetType: 'member', targetId: memberId, after: { email: member.email } });
  return { message: msg.admin.resetLinkSent, email: member.email };
}
