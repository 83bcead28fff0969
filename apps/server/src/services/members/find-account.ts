import crypto from 'node:crypto';
import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { templates } from '../../notify/templates.js';
import { accountKit } from './account-kit.js';
import { signFlowToken } from './flow-tokens.js';
import { takeRateSlot, type RateRule } from './throttle.js';

export const RESET_TTL_SECONDS = 30 * 60;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const sendLimits = (bucket: string, email: string, ip: string): RateRule[] => [
  {
    bucket,
    key: email,
    limits: [
      { max: 1, windowMs: MINUTE, message: msg.common.tooManyRequests },
      { max: 5, windowMs: HOUR, message: msg.common.tooManyRequests },
    ],
  },
  { bucket: `${bucket}-ip`, key: ip, limits: [{ max: 10, windowMs: HOUR, message: msg.common.tooManyRequests }] },
];

/** `abcdef12` → `ab****12`; short ids keep only their first character. */
export function maskLoginId(id: string): string {
  if (id.length <= 4) return id.slice(0, 1) + '*'.repeat(Math.max(id.length - 1, 2));
  return id.slice(0, 2) + '*'.repeat(id.length - 4) + id.slice(-2);
}

const activeByEmail = (ctx: AppContext, email: string) =>
  ctx.db.selectFrom('members').select(['id', 'login_id', 'token_version']).where('email', '=', email).where('status', '=', 'active').executeTakeFirst();

/**
 * The spec shows the found id, so find-id necessarily tells whether an address is known: it
 * answers 404 for an unknown one, shows only a masked id and e-mails the full id; rate limited.
 */
export async function findId(ctx: AppContext, rawEmail: string, ip: string): Promise<{ userId: string }> {
  const email = rawEmail.toLowerCase();
  await takeRateSlot(ctx, sendLimits('find-id', email, ip));
  const member = await activeByEmail(ctx, email);
  if (!member) throw notFound(msg.findAccount.emailNotFound);
  const kit = accountKit(ctx);
  kit.background(() => kit.notifier.email(templates.findId(email, member.login_id)));
  return { userId: maskLoginId(member.login_id) };
}

/**
 * Answers the same for known and unknown addresses (no account enumeration); the mail is sent
 * after the answer, so timing tells nothing either. The link carries a signed token (exp, jti,
 * the member's token version): 30 minutes, once, and dead after any password change.
 */
export async function findPassword(ctx: AppContext, rawEmail: string, ip: string): Promise<{ message: string }> {
  const email = rawEmail.toLowerCase();
  await takeRateSlot(ctx, sendLimits('find-password', email, ip));
  const member = await activeByEmail(ctx, email);
  if (member) {
    const jti = crypto.randomBytes(16).toString('hex');
    const { token, exp } = await signFlowToken(ctx, 'password-reset', RESET_TTL_SECONDS, { jti, tv: member.token_version }, String(member.id));
    await ctx.db
      .insertInto('password_resets')
      .values({ jti, member_id: member.id, expires_at: new Date(exp * 1000).toISOString(), used_at: null, created_at: isoNow(ctx.clock) })
      .execute();
    const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const kit = accountKit(ctx);
    kit.background(() => kit.notifier.email(templates.resetPassword(email, link)));
  }
  return { message: msg.findAccount.resetLinkSent };
}
