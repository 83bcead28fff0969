import type { MemberCoupon } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { toMemberCoupon } from './claim-coupon.js';

const SHOWN = 50;

/** The member's coupons, the ones still waiting for a charge or an order first, then the newest used. */
export async function listMemberCoupons(ctx: AppContext, memberId: number): Promise<MemberCoupon[]> {
  const rows = await ctx.db
    .selectFrom('coupon_redemptions as r')
    .innerJoin('coupons as c', 'c.id', 'r.coupon_id')
    .select(['r.id', 'r.code', 'r.status', 'r.value', 'r.created_at', 'r.used_at', 'c.name', 'c.kind', 'c.value_type', 'c.value as coupon_value', 'c.max_discount', 'c.min_amount', 'c.expires_at'])
    .where('r.member_id', '=', memberId)
    .orderBy(sql`CASE WHEN r.status = 'held' THEN 0 ELSE 1 END`)
    .orderBy('r.id', 'desc')
    .limit(SHOWN)
    .execute();
  return rows.map((r) => toMemberCoupon(r, { ...r, value: r.coupon_value }));
}
