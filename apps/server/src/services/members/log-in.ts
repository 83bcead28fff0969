import { msg, type LoginBody } from '@snsshop/shared';
import type { FastifyBaseLogger } from 'fastify';
import { verifyPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { signInToken } from '../staff/console-sessions.js';
import { checkLoginThrottle, recordLoginAttempt } from './login-throttle.js';

export interface AttemptSource {
  ip: string;
  /** The browser's User-Agent: names a staff member's console session in their list. */
  device?: string;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * A wrong id and a wrong password answer the same 404, after the same argon2 work. Throttled per
 * id and IP (login-throttle.ts); every attempt is logged with id, IP and outcome — never the password.
 */
export async function logIn(ctx: AppContext, body: LoginBody, source: AttemptSource): Promise<{ accessToken: string; passwordChange?: true }> {
  const loginId = body.id.toLowerCase();
  const { ip, log } = source;
  try {
    await checkLoginThrottle(ctx, loginId, ip);
  } catch (err) {
    if (err instanceof AppError) log?.info({ loginId, ip, outcome: 'throttled' }, 'login attempt');
    throw err;
  }
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'password_hash', 'token_version'])
    .where('login_id', '=', loginId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  const ok = await verifyPassword(member?.password_hash ?? null, body.password);
  await recordLoginAttempt(ctx, loginId, ip, !!member && ok);
  log?.info({ loginId, ip, outcome: member && ok ? 'success' : 'failure' }, 'login attempt');
  if (!member || !ok) throw notFound(msg.login.wrong);
  return signInToken(ctx, { id: member.id, tokenVersion: member.token_version }, { ip, device: source.device ?? '' });
}
