import { referralRefusalLabel, type AdminReferral, type AdminReferralsPage, type ReferralRefusal, type adminReferralsQuerySchema } from '@snsshop/shared';
import { referralMessages } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { decodeCursor, encodeCursor } from '../../lib/keyset.js';

const PAGE = 50;

/**
 * The console's 친구 초대 list: rewards paid, refusals and why, clawbacks and their shortfall, newest
 * first by keyset (created_at, referee), and the all-time totals (a handful of sums over the small table).
 */
export async function listAdminReferrals(ctx: AppContext, query: z.output<typeof adminReferralsQuerySchema>): Promise<AdminReferralsPage> {
  const after = query.cursor ? decodeCursor(query.cursor, referralMessages.listQueryInvalid) : null;
  const rows = await ctx.db
    .selectFrom('referrals as r')
    .innerJoin('members as e', 'e.id', 'r.referee_id')
    .innerJoin('members as o', 'o.id', 'r.referrer_id')
    .select(['r.referee_id', 'r.referrer_id', 'r.charge_id', 'r.charge_points', 'r.status', 'r.reason', 'r.referrer_points', 'r.referee_points', 'r.clawed_back_points', 'r.shortfall', 'r.created_at', 'r.clawed_back_at'])
    .select(['e.login_id as referee_login', 'o.login_id as referrer_login'])
    .$if(query.view !== 'all', (q) => q.where('r.status', '=', query.view as 'rewarded'))
    .$if(after !== null, (q) => q.where((eb) => eb.or([eb('r.created_at', '<', after!.createdAt), eb.and([eb('r.created_at', '=', after!.createdAt), eb('r.referee_id', '<', after!.id)])])))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.referee_id', 'desc')
    .limit(PAGE + 1)
    .execute();
  const totals = await ctx.db
    .selectFrom('referrals')
    .select((eb) => [
      eb.fn.sum<string | null>(eb('referrer_points', '+', eb.ref('referee_points'))).filterWhere('status', '!=', 'refused').as('paid'),
      eb.fn.sum<string | null>('clawed_back_points').as('clawed'),
      eb.fn.sum<string | null>('shortfall').as('shortfall'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'rewarded').as('rewarded'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'refused').as('refused'),
    ])
    .executeTakeFirstOrThrow();
  const items: AdminReferral[] = rows.slice(0, PAGE).map((r) => ({
    refereeId: r.referee_id,
    refereeLoginId: r.referee_login,
    referrerId: r.referrer_id,
    referrerLoginId: r.referrer_login,
    chargeId: r.charge_id,
    chargePoints: Number(r.charge_points),
    status: r.status,
    reason: (r.reason as ReferralRefusal | null) ?? null,
    reasonText: r.reason ? (referralRefusalLabel[r.reason as ReferralRefusal] ?? r.reason) : null,
    referrerPoints: Number(r.referrer_points),
    refereePoints: Number(r.referee_points),
    clawedBackPoints: Number(r.clawed_back_points),
    shortfall: Number(r.shortfall),
    createdAt: r.created_at,
    clawedBackAt: r.clawed_back_at,
  }));
  const last = rows.length > PAGE ? items[items.length - 1] : undefined;
  return {
    items,
    nextCursor: last ? encodeCursor({ createdAt: last.createdAt, id: last.refereeId }) : null,
    totals: {
      paid: Number(totals.paid ?? 0),
      clawedBack: Number(totals.clawed ?? 0),
      shortfall: Number(totals.shortfall ?? 0),
      rewarded: Number(totals.rewarded),
      refused: Number(totals.refused),
    },
  };
}
