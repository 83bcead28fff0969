import { msg, type socialRegisterBodySchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { verifyFlowToken } from './flow-tokens.js';
import { randomCode } from './hashing.js';
import { recordConsents } from './member-consents.js';
import { checkRegisterWhere, consumeCodes, findReferrer, insertMember, takeSignUpSlot, verifyPhone } from './new-member.js';
import { kakaoClient, naverClient, type SocialProvider } from './social-login.js';
import { targetInUse } from './verification-codes.js';

export type SocialRegisterInput = z.output<typeof socialRegisterBodySchema>;

const identityExists = (ctx: AppContext, provider: SocialProvider, subject: string) =>
  ctx.db.selectFrom('member_identities').select('member_id').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();

/**
 * Sign-up with the token of a social login's 404. The member gets a generated id
 * (`naver_…`/`kakao_…`) and no password; the provider's e-mail is kept only when no member uses it.
 */
export async function registerSocialMember(ctx: AppContext, provider: SocialProvider, input: SocialRegisterInput, ip: string): Promise<{ memberId: number }> {
  await takeSignUpSlot(ctx, ip, null);
  if (provider === 'naver') await naverClient(ctx);
  else await kakaoClient(ctx, 'any');
  const claims = await verifyFlowToken(ctx, 'social-register', input.accessToken);
  const subject = claims?.sub;
  if (!claims || claims['prv'] !== provider || !subject) throw badRequest(msg.social.registerTokenInvalid);

  await checkRegisterWhere(ctx.db, input.registerWhere);
  if (await identityExists(ctx, provider, subject)) throw conflict(msg.social.alreadyRegistered);
  const referredBy = await findReferrer(ctx.db, input.referral);
  const { phone, codeId } = await verifyPhone(ctx, input.phoneNumber, input.sendCode);
  const offered = typeof claims['email'] === 'string' ? claims['email'].toLowerCase() : null;
  let email = offered && !(await targetInUse(ctx.db, 'email', offered)) ? offered : null;

  for (let attempt = 0; ; attempt += 1) {
    const loginId = `${provider}_${randomCode(8, 'abcdefghijkmnpqrstuvwxyz23456789')}`;
    try {
      const memberId = await ctx.db.transaction().execute(async (trx) => {
        const id = await insertMember(trx, ctx, { loginId, passwordHash: null, email, phone, registerWhere: input.registerWhere, referredBy, signupIp: ip });
        await trx.insertInto('member_identities').values({ provider, subject, member_id: id, created_at: isoNow(ctx.clock) }).execute();
        await recordConsents(trx, ctx, id, input);
        await consumeCodes(trx, ctx, { phone: codeId });
        return id;
      });
      return { memberId };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (await identityExists(ctx, provider, subject)) throw conflict(msg.social.alreadyRegistered);
      if (attempt >= 3) throw err;
      // a generated id or the offered e-mail was taken meanwhile: draw again, without the e-mail
      email = null;
    }
  }
}
