import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { readFlag } from '../catalog/catalog-queries.js';
import { randomCode } from './hashing.js';

/** Once per member: the conditional UPDATE lets only the first of two racing requests set it. */
export async function issueReferralCode(ctx: AppContext, memberId: number): Promise<string> {
  if (!(await readFlag(ctx.db, 'ENABLE_REFERRAL'))) throw notFound(msg.account.referralDisabled);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = randomCode(8);
    try {
      const res = await ctx.db
        .updateTable('members')
        .set({ referral_code: code, updated_at: isoNow(ctx.clock) })
        .where('id', '=', memberId)
        .where('referral_code', 'is', null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw conflict(msg.account.referralExists);
      return code;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // another member drew the same code: draw again
    }
  }
  throw conflict(msg.account.referralFailed);
}
