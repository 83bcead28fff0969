import { couponBenefitText, couponMessages as m, formatPoints, type CouponRedeemed } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { claimCouponUse, findUsableCoupon, termsOf, toMemberCoupon } from './claim-coupon.js';
import { takeCouponGuess } from './coupon-throttle.js';

/**
 * A member types a code in /account (쿠폰 등록), at /point or at /order: a points coupon credits its
 * points now (a `coupon` ledger row pointing to the redemption); a charge-bonus or order-discount
 * coupon is kept for the member (held) until their next credited charge or an order that uses it.
 */
export async function redeemCoupon(ctx: AppContext, memberId: number, code: string, ip: string): Promise<CouponRedeemed> {
  await takeCouponGuess(ctx, memberId, ip);
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const c = await findUsableCoupon(trx, code, at);
    const terms = termsOf(c);
    const benefit = couponBenefitText(terms);
    if (c.kind === 'points') {
      const points = terms.value;
      const r = await claimCouponUse(trx, c, memberId, { status: 'used', value: points }, at);
      const balance = await applyPointChange(trx, { memberId, delta: points, kind: 'coupon', refType: 'coupon_redemption', refId: r.id, memo: c.name, at });
      return { message: m.pointsGiven(formatPoints(points)), coupon: toMemberCoupon(r, c), balance };
    }
    const r = await claimCouponUse(trx, c, memberId, { status: 'held', value: 0 }, at);
    const member = await trx.selectFrom('members').select('point').where('id', '=', memberId).executeTakeFirstOrThrow();
    const message = c.kind === 'charge_bonus' ? m.chargeBonusHeld(benefit) : m.orderDiscountHeld(benefit);
    return { message, coupon: toMemberCoupon(r, c), balance: Number(member.point) };
  });
}
