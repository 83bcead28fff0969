import type { Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { creditChargeCoupon } from '../coupons/charge-coupon.js';
import { planReceipt, reverseReceipt } from '../receipts/plan-receipt.js';
import { clawBackReferral } from '../referrals/referral-clawback.js';
import { rewardReferral } from '../referrals/referral-reward.js';
import { creditChargeBonus } from './charge-bonus.js';
import { clawBackBonuses, type ReversalRef } from './charge-gifts.js';
import { countChargeForTier, uncountChargeForTier } from './tiers.js';

/**
 * What else happens, in the same transaction, when a charge becomes points (creditCharge) and when a
 * credited charge is taken back in whole or in part (a refund of the payment, a Toss cancel). Each
 * feature adds its own step here — a charge bonus, a tier recomputation, a coupon's charge bonus, a
 * referral reward, the receipt's cancellation — so every way money comes in or goes out runs them all.
 */
export async function onChargeCredited(trx: Trx, charge: PointChargeRow, at: string): Promise<void> {
  await creditChargeBonus(trx, charge, at);
  await creditChargeCoupon(trx, charge, at);
  await rewardReferral(trx, charge, at);
  await countChargeForTier(trx, charge, at);
  await planReceipt(trx, charge, at);
}

export interface ChargeReversal {
  charge: PointChargeRow;
  /** Points of the charge itself taken back now (the payment refunded or cancelled). */
  points: number;
  /**
   * Set by a caller that knows nothing of the payment is left (Toss's balance at 0), whatever rounding
   * left over in points; otherwise whether the charge is reversed in whole is worked out from its
   * earlier refunds and cancels (refundTakesBack).
   */
  whole?: boolean;
  /** the refund request or the cancel at Toss it is: what it takes back is taken once */
  ref: ReversalRef;
}

/**
 * Any reversal of a charge, by the shop's rule (refundTakesBack, in the terms and the refund form):
 * the same share of its bonus and coupon bonus as of its points, the invite rewards of a first charge
 * only with the whole charge; the tier count and the receipt follow the points.
 */
export async function onChargeReversed(trx: Trx, reversal: ChargeReversal, at: string): Promise<void> {
  const { charge } = reversal;
  // a caller that knows nothing is left (Toss's balance) takes the rest, whatever rounding left over
  const back = await clawBackBonuses(trx, charge, reversal.whole ? Number(charge.point) : reversal.points, reversal.ref, at);
  if (back.rewards) await clawBackReferral(trx, charge, at);
  await uncountChargeForTier(trx, charge, reversal.points, at);
  await reverseReceipt(trx, { charge, points: reversal.points, whole: back.whole }, at);
}
