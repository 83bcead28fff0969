import { msg, type LoginBody } from '@snsshop/shared';
import { verifyPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';

/** A wrong id and a wrong password answer the same 404, after the same argon2 work. */
export async function logIn(ctx: AppContext, body: LoginBody): Promise<{ accessToken: string }> {
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'password_hash', 'token_version'])
    .where('login_id', '=', body.id.toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
  const ok = await verifyPassword(member?.password_hash ?? null, body.password);
  if (!member || !ok) throw notFound(msg.login.wrong);
  const accessToken = await ctx.tokens.sign({ memberId: member.id, tokenVersion: member.token_version });
  return { accessToken };
}
