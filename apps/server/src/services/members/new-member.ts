import { msg, phoneNumberPattern } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { readFlag } from '../catalog/catalog-queries.js';
import { isFormerReferee } from '../referrals/former-members.js';
import { takeRateSlot } from './throttle.js';
import { checkVerificationCode, consumeVerificationCode, targetInUse } from './verification-codes.js';

/** Checks shared by general and social sign-up (docs/storefront-rules.md §5), in the order a person meets them. */
const HOUR = 3600_000;

/**
 * Sign-ups per address (config SIGNUP_RATE_LIMIT an hour, at most a third of them in one minute) and per e-mail address
 * (10 attempts an hour: a wrong code or two must not lock anyone out), counted in the database so every server process shares them. Attempts that
 * fail (id taken, wrong code) count too: they are how ids and addresses would be probed.
 */
export async function takeSignUpSlot(ctx: AppContext, ip: string, email: string | null): Promise<void> {
  const perHour = ctx.config.signUpRateLimit;
  await takeRateSlot(ctx, [
    {
      bucket: 'signup-ip',
      key: ip,
      limits: [
        { max: Math.max(1, Math.ceil(perHour / 3)), windowMs: 60_000, message: msg.register.tooMany },
        { max: perHour, windowMs: HOUR, message: msg.register.tooMany },
      ],
    },
    ...(email ? [{ bucket: 'signup-email', key: email, limits: [{ max: 10, windowMs: HOUR, message: msg.register.tooMany }] }] : []),
  ]);
}

export async function checkRegisterWhere(db: Executor, text: string): Promise<void> {
  const option = await db.selectFrom('register_where_options').select('id').where('text', '=', text).where('visible', '=', 1).executeTakeFirst();
  if (!option) throw badRequest(msg.register.registerWhereUnknown);
}

export async function findReferrer(db: Executor, referral: string | undefined): Promise<number | null> {
  if (!referral || !(await readFlag(db, 'ENABLE_REFERRAL'))) return null;
  const referrer = await db
    .selectFrom('members')
    .select('id')
    .where('referral_code', '=', referral.toUpperCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!referrer) throw badRequest(msg.register.referralUnknown);
  return referrer.id;
}

export function normalizePhone(raw: string | undefined): string | null {
  if (!raw) return null;
  const digits = raw.replace(/[\s-]/g, '');
  return phoneNumberPattern.test(digits) ? digits : null;
}

export interface VerifiedPhone {
  phone: string | null;
  /** verification code to consume with the new member, when phone verification is on */
  codeId: number | null;
}

/** With ENABLE_PHONE_NUMBER on, a phone number and its code are required; off, no phone is kept. */
export async function verifyPhone(ctx: AppContext, rawPhone: string | undefined, sendCode: string | undefined): Promise<VerifiedPhone> {
  if (!(await readFlag(ctx.db, 'ENABLE_PHONE_NUMBER'))) return { phone: null, codeId: null };
  if (!rawPhone) throw badRequest(msg.register.phoneCodeNotSent);
  const phone = normalizePhone(rawPhone);
  if (!phone) throw badRequest(msg.code.phoneInvalid);
  if (await targetInUse(ctx.db, 'phone', phone)) throw conflict(msg.code.phoneTaken);
  return { phone, codeId: await checkVerificationCode(ctx, 'phone', phone, sendCode) };
}

export async function consumeCodes(trx: Executor, ctx: AppContext, codes: { email?: number | null; phone?: number | null }) {
  if (codes.email) await consumeVerificationCode(trx, ctx, 'email', codes.email);
  if (codes.phone) await consumeVerificationCode(trx, ctx, 'phone', codes.phone);
}

export async function insertMember(
  trx: Executor,
  ctx: AppContext,
  values: { loginId: string; passwordHash: string | null; email: string | null; phone: string | null; registerWhere: string; referredBy: number | null; signupIp?: string | null },
): Promise<number> {
  const now = isoNow(ctx.clock);
  const row = await trx
    .insertInto('members')
    .values({
      login_id: values.loginId,
      password_hash: values.passwordHash,
      email: values.email,
      phone_number: values.phone,
      register_where: values.registerWhere,
      referral_code: null,
      referred_by: values.referredBy,
      signup_ip: values.signupIp ?? null,
      // a referred sign-up with a deleted referee's e-mail or phone earns the referrer nothing
      rejoined: values.referredBy !== null && (await isFormerReferee(trx, ctx, values.email, values.phone)) ? 1 : 0,
      api_key_hash: null,
      api_key_enc: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
