import crypto from 'node:crypto';
import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { deliverAccountMessage, writeAccountMessage, type HeldMessage } from '../notifications/send-account-message.js';
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

/**
 * The message is already a durable row in the notifications outbox; it is sent right after the
 * answer (no timing hint about the address), and if that send dies the sweep takes the row.
 */
function sendAfterAnswer(ctx: AppContext, held: HeldMessage) {
  accountKit(ctx).background(async () => {
    await deliverAccountMessage(ctx, held);
  });
}

const activeByEmail = (ctx: AppContext, email: string) =>
  ctx.db.selectFrom('members').select(['id', 'login_id', 'token_version']).where('email', '=', email).where('status', '=', 'active').executeTakeFirst();

/**
 * The find-id screen shows the found id (docs/storefront-rules.md §2), so find-id necessarily tells whether an address is known: it
 * answers 404 for an unknown one, shows only a masked id and e-mails the full id; rate limited.
 */
export async function findId(ctx: AppContext, rawEmail: string, ip: string): Promise<{ userId: string }> {
  const email = rawEmail.toLowerCase();
  await takeRateSlot(ctx, sendLimits('find-id', email, ip));
  const member = await activeByEmail(ctx, email);
  if (!member) throw notFound(msg.findAccount.emailNotFound);
  const held = await writeAccountMessage(ctx.db, ctx, {
    event: 'account.find_id',
    key: crypto.randomUUID(),
    memberId: member.id,
    to: { email },
    vars: { loginId: member.login_id },
    expiresAt: addMs(isoNow(ctx.clock), RESET_TTL_SECONDS * 1000),
  });
  sendAfterAnswer(ctx, held);
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
    const expiresAt = new Date(exp * 1000).toISOString();
    const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const held = await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('password_resets').values({ jti, member_id: member.id, expires_at: expiresAt, used_at: null, created_at: isoNow(ctx.clock) }).execute();
      return writeAccountMessage(trx, ctx, { event: 'account.password_reset', key: jti, memberId: member.id, to: { email }, vars: { link }, expiresAt });
    });
    sendAfterAnswer(ctx, held);
  }
  return { message: msg.findAccount.resetLinkSent };
}
