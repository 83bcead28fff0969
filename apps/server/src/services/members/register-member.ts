import { msg, type registerBodySchema } from '@snsshop/shared';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import { readFlag } from '../catalog/catalog-queries.js';
import { recordConsents } from './member-consents.js';
import { checkRegisterWhere, consumeCodes, findReferrer, insertMember, takeSignUpSlot, verifyPhone } from './new-member.js';
import { checkVerificationCode, targetInUse } from './verification-codes.js';

export type RegisterInput = z.output<typeof registerBodySchema>;

/**
 * General sign-up (id/password). Ids are case-insensitive: stored lower-case. Codes are checked
 * (ENABLE_EMAIL_VERIFY, ENABLE_PHONE_NUMBER) after every other rule, and consumed with the new member.
 */
export async function registerMember(ctx: AppContext, input: RegisterInput, ip: string): Promise<{ memberId: number }> {
  const loginId = input.id.toLowerCase();
  const email = input.email.toLowerCase();
  const { db } = ctx;
  await takeSignUpSlot(ctx, ip, email);

  await checkRegisterWhere(db, input.registerWhere);
  if (await db.selectFrom('members').select('id').where('login_id', '=', loginId).executeTakeFirst()) {
    throw conflict(msg.register.idTaken);
  }
  if (await targetInUse(db, 'email', email)) throw conflict(msg.register.emailTaken);
  const referredBy = await findReferrer(db, input.referral);

  const emailCodeId = (await readFlag(db, 'ENABLE_EMAIL_VERIFY')) ? await checkVerificationCode(ctx, 'email', email, input.emailCode) : null;
  const { phone, codeId: phoneCodeId } = await verifyPhone(ctx, input.phoneNumber, input.sendCode);

  const passwordHash = await hashPassword(input.password);
  try {
    const memberId = await db.transaction().execute(async (trx) => {
      const id = await insertMember(trx, ctx, { loginId, passwordHash, email, phone, registerWhere: input.registerWhere, referredBy, signupIp: ip });
      await recordConsents(trx, ctx, id, input);
      await consumeCodes(trx, ctx, { email: emailCodeId, phone: phoneCodeId });
      return id;
    });
    return { memberId };
  } catch (err) {
    // Two sign-ups racing for one id or e-mail: the unique index decides, the loser gets 409.
    if (isUniqueViolation(err)) {
      const message = String((err as Error).message).includes('email') ? msg.register.emailTaken : msg.register.idTaken;
      throw conflict(message);
    }
    throw err;
  }
}
