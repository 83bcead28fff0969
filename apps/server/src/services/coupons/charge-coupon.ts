import { couponValueOn, formatNumber } from '@snsshop/shared';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { alertOwner } from '../notifications/owner-alerts.js';
import { takeBackPoints } from '../points/take-back-points.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { termsOf } from './claim-coupon.js';

/**
 * A charge-bonus coupon the member holds pays out on their next credited charge, inside the credit's
 * transaction: the oldest held one still valid for this charge (active, not expired, the charge at
 * least its minimum) is marked used for this charge — a conditional UPDATE, and the unique charge_id
 * keeps one coupon per charge — and credited as its own `coupon` ledger row pointing to the redemption.
 */
export async function creditChargeCoupon(trx: Trx, charge: PointChargeRow, at: string): Promise<void> {
  const points = Number(charge.point);
  const held = await trx
    .selectFrom('coupon_redemptions as r')
    .innerJoin('coupons as c', 'c.id', 'r.coupon_id')
    .select(['r.id', 'c.id as coupon_id', 'c.name', 'c.kind', 'c.value_type', 'c.value', 'c.max_discount'])
    .where('r.member_id', '=', charge.member_id)
    .where('r.status', '=', 'held')
    .where('c.kind', '=', 'charge_bonus')
    .where('c.active', '=', 1)
    .where('c.min_amount', '<=', points)
    .where((w) => w.or([w('c.expires_at', 'is', null), w('c.expires_at', '>', at)]))
    .orderBy('r.id')
    .limit(1)
    .executeTakeFirst();
  if (!held) return;
  const bonus = couponValueOn(termsOf(held), points);
  if (bonus <= 0) return;
  const used = await trx
    .updateTable('coupon_redemptions')
    .set({ status: 'used', value: bonus, charge_id: charge.id, used_at: at })
    .where('id', '=', held.id)
    .where('status', '=', 'held')
    .returning('id')
    .executeTakeFirst();
  if (!used) return;
  await trx.updateTable('coupons').set({ given: sql`given + ${bonus}`, updated_at: at }).where('id', '=', held.coupon_id).execute();
  await applyPointChange(trx, { memberId: charge.member_id, delta: bonus, kind: 'coupon', refType: 'coupon_redemption', refId: held.id, memo: `${held.name} · 충전 #${charge.id}`, at });
}

/**
 * A reversed charge (its payment refunded or cancelled) takes back the charge-bonus coupon's points it
 * paid, once (the conditional UPDATE of reversed_at), as much as the balance holds; what the member had
 * already spent is recorded on the redemption and told to the owner, and the balance never goes negative.
 */
export async function clawBackChargeCoupon(trx: Trx, charge: PointChargeRow, at: string): Promise<void> {
  const paid = await trx
    .updateTable('coupon_redemptions')
    .set({ reversed_at: at })
    .where('charge_id', '=', charge.id)
    .where('status', '=', 'used')
    .where('reversed_at', 'is', null)
    .returning(['id', 'value', 'member_id'])
    .executeTakeFirst();
  if (!paid) return;
  const points = Number(paid.value);
  const { taken: clawedBack, shortfall, loginId: login_id } = await takeBackPoints(trx, { memberId: paid.member_id, points, kind: 'bonus_clawback', refType: 'coupon_redemption', refId: paid.id, memo: `충전 #${charge.id} 취소`, at });
  await trx.updateTable('coupon_redemptions').set({ clawed_back: clawedBack, shortfall }).where('id', '=', paid.id).execute();
  if (shortfall > 0) {
    await alertOwner(trx, {
      kind: 'bonus.shortfall',
      key: `coupon_shortfall:${paid.id}`,
      line: `${login_id}: 충전 #${charge.id} 취소로 쿠폰 보너스 ${formatNumber(points)}P 중 ${formatNumber(shortfall)}P는 이미 사용되어 회수하지 못했습니다`,
      at,
    });
  }
}
