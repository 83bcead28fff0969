import { msg, type registerBodySchema } from '@snsshop/shared';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { readFlag } from '../catalog/catalog-queries.js';

export type RegisterInput = z.output<typeof registerBodySchema>;

/** General sign-up (id/password). Ids are case-insensitive: stored lower-case. */
export async function registerMember(ctx: AppContext, input: RegisterInput): Promise<{ memberId: number }> {
  const loginId = input.id.toLowerCase();
  const email = input.email.toLowerCase();
  const { db } = ctx;

  const option = await db.selectFrom('register_where_options').select('id').where('text', '=', input.registerWhere).where('visible', '=', 1).executeTakeFirst();
  if (!option) throw badRequest(msg.register.registerWhereUnknown);

  if (await db.selectFrom('members').select('id').where('login_id', '=', loginId).executeTakeFirst()) {
    throw conflict(msg.register.idTaken);
  }
  if (await db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst()) {
    throw conflict(msg.register.emailTaken);
  }

  let referredBy: number | null = null;
  if (input.referral && (await readFlag(db, 'ENABLE_REFERRAL'))) {
    const referrer = await db.selectFrom('members').select('id').where('referral_code', '=', input.referral).where('status', '=', 'active').executeTakeFirst();
    if (!referrer) throw badRequest(msg.register.referralUnknown);
    referredBy = referrer.id;
  }

  const passwordHash = await hashPassword(input.password);
  const now = isoNow(ctx.clock);
  try {
    const row = await db
      .insertInto('members')
      .values({
        login_id: loginId,
        password_hash: passwordHash,
        email,
        phone_number: input.phoneNumber ?? null,
        register_where: input.registerWhere,
        referral_code: null,
        referred_by: referredBy,
        api_key_hash: null,
        api_key_enc: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { memberId: row.id };
  } catch (err) {
    // Two sign-ups racing for one id or e-mail: the unique index decides, the loser gets 409.
    if (isUniqueViolation(err)) {
      const message = String((err as Error).message).includes('email') ? msg.register.emailTaken : msg.register.idTaken;
      throw conflict(message);
    }
    throw err;
  }
}
