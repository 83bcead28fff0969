import type { ReferralSummary } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { readFlag } from '../catalog/catalog-queries.js';

/** /account's 친구 초대: the code, members who signed up with it, rewards standing and points earned net of clawbacks. */
export async function readReferralSummary(ctx: AppContext, memberId: number): Promise<ReferralSummary> {
  const { db } = ctx;
  const [enabled, me, invited, rewarded, earned] = await Promise.all([
    readFlag(db, 'ENABLE_REFERRAL'),
    db.selectFrom('members').select('referral_code').where('id', '=', memberId).executeTakeFirstOrThrow(),
    db.selectFrom('members').select((eb) => eb.fn.countAll<string>().as('n')).where('referred_by', '=', memberId).executeTakeFirstOrThrow(),
    db.selectFrom('referrals').select((eb) => eb.fn.countAll<string>().as('n')).where('referrer_id', '=', memberId).where('status', '=', 'rewarded').executeTakeFirstOrThrow(),
    db
      .selectFrom('point_ledger')
      .select((eb) => eb.fn.sum<string | null>('delta').as('n'))
      .where('member_id', '=', memberId)
      .where('kind', 'in', ['referral', 'referral_clawback'])
      .where('ref_type', '=', 'referrer')
      .executeTakeFirstOrThrow(),
  ]);
  return { enabled, code: me.referral_code, invited: Number(invited.n), rewarded: Number(rewarded.n), earned: Number(earned.n ?? 0) };
}
