import type { BonusOffers, MemberTier } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { eligibleRules, toOffer } from './charge-bonus.js';
import { readMemberTier } from './tiers.js';

/** /point: the rules the member's next charge may earn now (the screen picks the best for the amount typed, as the credit does). */
export async function memberBonusOffers(ctx: AppContext, memberId: number): Promise<BonusOffers> {
  return { offers: (await eligibleRules(ctx.db, memberId, 0, isoNow(ctx.clock))).map(toOffer) };
}

export const memberTier = (ctx: AppContext, memberId: number): Promise<MemberTier> => readMemberTier(ctx.db, memberId, isoNow(ctx.clock));
