import { couponBenefitText, couponMessages as m, normalizeCouponCode, type CouponKind, type CouponTerms, type MemberCoupon } from '@snsshop/shared';
import { sql } from 'kysely';
import { isUniqueViolation, type Executor, type Trx } from '../../db/database.js';
import type { CouponRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';

export type FoundCoupon = CouponRow & { code: string; claimed_by: number | null };

export const termsOf = (c: Pick<CouponRow, 'kind' | 'value_type' | 'value' | 'max_discount'>): CouponTerms => ({
  kind: c.kind as CouponKind,
  valueType: c.value_type as CouponTerms['valueType'],
  value: Number(c.value),
  maxDiscount: c.max_discount === null ? null : Number(c.max_discount),
});

/** The coupon behind a typed code (any case), checked usable now; a Korean 400 otherwise. */
export async function findUsableCoupon(db: Executor, code: string, at: string): Promise<FoundCoupon> {
  const found = await db
    .selectFrom('coupon_codes')
    .innerJoin('coupons', 'coupons.id', 'coupon_codes.coupon_id')
    .selectAll('coupons')
    .select(['coupon_codes.code', 'coupon_codes.claimed_by'])
    .where('coupon_codes.code', '=', normalizeCouponCode(code))
    .executeTakeFirst();
  if (!found) throw badRequest(m.notFound);
  if (found.active !== 1) throw badRequest(m.inactive);
  if (found.expires_at !== null && found.expires_at <= at) throw badRequest(m.expired);
  return found;
}

/**
 * One more use of a coupon by a member, in the caller's transaction, exactly once under racing
 * requests: a single-use code is claimed by a conditional UPDATE only one caller wins; the total by
 * a guarded used_count (on PostgreSQL that UPDATE also locks the coupon's row, so one member's racing
 * uses are counted one after the other); the per-member count by the unique (coupon, member, use
 * number), the last guard on either database.
 */
export async function claimCouponUse(trx: Trx, c: FoundCoupon, memberId: number, use: { status: 'held' | 'used'; value: number }, at: string) {
  if (c.single_use_codes === 1) {
    const claimed = await trx
      .updateTable('coupon_codes')
      .set({ claimed_by: memberId, claimed_at: at })
      .where('code', '=', c.code)
      .where('claimed_by', 'is', null)
      .returning('code')
      .executeTakeFirst();
    if (!claimed) throw badRequest(c.claimed_by === memberId ? m.perMemberUsed : m.codeTaken);
  }
  const counted = await trx
    .updateTable('coupons')
    .set({ used_count: sql`used_count + 1`, given: sql`given + ${use.value}`, updated_at: at })
    .where('id', '=', c.id)
    .where((eb) => eb.or([eb('total_limit', 'is', null), eb('used_count', '<', eb.ref('total_limit'))]))
    .returning('id')
    .executeTakeFirst();
  if (!counted) throw badRequest(m.soldOut);
  const before = await trx
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', c.id)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const useNo = Number(before.n) + 1;
  if (useNo > Number(c.per_member_limit)) throw badRequest(m.perMemberUsed);
  try {
    return await trx
      .insertInto('coupon_redemptions')
      .values({ coupon_id: c.id, code: c.code, member_id: memberId, member_use_no: useNo, status: use.status, value: use.value, order_id: null, charge_id: null, created_at: at, used_at: use.status === 'used' ? at : null })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(m.perMemberUsed);
    throw err;
  }
}

export interface RedemptionView {
  id: number;
  code: string;
  status: 'held' | 'used';
  value: number;
  created_at: string;
  used_at: string | null;
}

export const toMemberCoupon = (r: RedemptionView, c: Pick<CouponRow, 'name' | 'kind' | 'value_type' | 'value' | 'max_discount' | 'min_amount' | 'expires_at'>): MemberCoupon => ({
  id: r.id,
  name: c.name,
  kind: c.kind as CouponKind,
  code: r.code,
  benefit: couponBenefitText(termsOf(c)),
  status: r.status,
  value: Number(r.value),
  minAmount: Number(c.min_amount),
  expiresAt: c.expires_at,
  createdAt: r.created_at,
  usedAt: r.used_at,
});
