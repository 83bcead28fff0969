import { couponValueOn } from '@snsshop/shared';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
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

