import { CODE_LENGTH, msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { deliverAccountMessage, writeAccountMessage } from '../notifications/send-account-message.js';
import { accountKit } from './account-kit.js';
import { keyedHash, randomCode, sameHash } from './hashing.js';
import { PRUNE_SHARE, takeRateSlot } from './throttle.js';

export type CodeChannel = 'email' | 'phone';

export const CODE_TTL_SECONDS = 10 * 60;
const MAX_TRIES = 5;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const text = {
  email: { taken: msg.code.emailTaken, wrong: msg.code.emailWrong, expired: msg.code.emailExpired, locked: msg.code.emailLocked, missing: msg.register.emailCodeNotSent },
  phone: { taken: msg.code.phoneTaken, wrong: msg.code.phoneWrong, expired: msg.code.phoneExpired, locked: msg.code.phoneLocked, missing: msg.register.phoneCodeNotSent },
};

// The target is part of the hash too: a code is bound to the address it was sent to.
const codeHash = (ctx: AppContext, channel: CodeChannel, target: string, code: string) => keyedHash(ctx, `code:${channel}:${target}:${code.toUpperCase()}`);

export async function targetInUse(db: Executor, channel: CodeChannel, target: string): Promise<boolean> {
  const column = channel === 'email' ? 'email' : 'phone_number';
  return !!(await db.selectFrom('members').select('id').where(column, '=', target).executeTakeFirst());
}

/** Sends a fresh code; the target is already normalised (e-mail lower-case, phone 11 digits). */
export async function sendVerificationCode(ctx: AppContext, channel: CodeChannel, target: string, ip: string) {
  if (await targetInUse(ctx.db, channel, target)) throw conflict(text[channel].taken);
  await takeRateSlot(ctx, [
    {
      bucket: `code-${channel}`,
      key: target,
      limits: [
        { max: 1, windowMs: MINUTE, message: msg.code.tooSoon },
        { max: 5, windowMs: HOUR, message: msg.common.tooManyRequests },
      ],
    },
    { bucket: 'code-ip', key: ip, limits: [{ max: 10, windowMs: HOUR, message: msg.common.tooManyRequests }] },
  ]);

  const code = randomCode(CODE_LENGTH);
  const now = ctx.clock.now();
  if (Math.random() < PRUNE_SHARE) {
    await ctx.db.deleteFrom('verification_codes').where('expires_at', '<', new Date(now.getTime() - 24 * 3600_000).toISOString()).execute();
  }
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString();
  const { row, held } = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('verification_codes')
      .values({ channel, target, code_hash: codeHash(ctx, channel, target, code), expires_at: expiresAt, consumed_at: null, created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const to = channel === 'email' ? { email: target } : { phone: target };
    const held = await writeAccountMessage(trx, ctx, { event: 'account.code', key: String(row.id), memberId: null, to, vars: { code }, expiresAt });
    return { row, held };
  });

  // Sent now, in the request: the member is waiting for it on screen and hears how it went.
  const outcome = await deliverAccountMessage(ctx, held);
  if (outcome === 'sent') return { message: msg.code.sent, expiresInSeconds: CODE_TTL_SECONDS };
  accountKit(ctx).log?.error({ channel, outcome, notificationId: held.row.id }, 'verification code not delivered');
  // Unknown (a timeout after the request left): the code may well be on the member's phone, so it
  // stays valid and the answer says so; it is not sent again (that could put two messages on the
  // phone), and the member can ask for a new one after a minute. Deleting it and answering 502 would
  // leave a member holding a real code that no longer works.
  if (outcome === 'unknown' || outcome === 'lost') return { message: msg.code.sentUnconfirmed, expiresInSeconds: CODE_TTL_SECONDS };
  await ctx.db.deleteFrom('verification_codes').where('id', '=', row.id).execute();
  throw new AppError(502, msg.code.sendFailed);
}

/**
 * Checks a typed code against the newest live code for the target. A try is claimed with a
 * conditional UPDATE before comparing, so parallel guesses cannot exceed the limit.
 * Returns the code's id, to be consumed in the transaction that uses it.
 */
export async function checkVerificationCode(ctx: AppContext, channel: CodeChannel, target: string, typed: string | undefined): Promise<number> {
  const t = text[channel];
  if (!typed) throw badRequest(t.missing);
  if (typed.trim().length !== CODE_LENGTH) throw badRequest(msg.register.codeLength);
  const row = await ctx.db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', isoNow(ctx.clock))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw badRequest(t.expired);
  const claimed = await ctx.db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_TRIES)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw badRequest(t.locked);
  if (!sameHash(codeHash(ctx, channel, target, typed.trim()), row.code_hash)) throw badRequest(t.wrong);
  return row.id;
}

/** Single use: only one transaction can consume a code. */
export async function consumeVerificationCode(trx: Executor, ctx: AppContext, channel: CodeChannel, id: number): Promise<void> {
  const done = await trx
    .updateTable('verification_codes')
    .set({ consumed_at: isoNow(ctx.clock) })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw badRequest(text[channel].expired);
}
