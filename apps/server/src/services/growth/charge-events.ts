import type { Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { clawBackChargeCoupon, creditChargeCoupon } from '../coupons/charge-coupon.js';
import { planReceipt, reverseReceipt } from '../receipts/plan-receipt.js';
import { clawBackReferral } from '../referrals/referral-clawback.js';
import { rewardReferral } from '../referrals/referral-reward.js';
import { clawBackChargeBonus, creditChargeBonus } from './charge-bonus.js';
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
  /** True when nothing of the charge's payment is left after this reversal. */
  whole: boolean;
}

/**
 * Any reversal of a charge takes its whole bonus and coupon bonus back (bonus farming by charge-then-refund) and, for a
 * first charge, the referral rewards; lowers the tier count and reverses the receipt.
 */
export async function onChargeReversed(trx: Trx, reversal: ChargeReversal, at: string): Promise<void> {
  await clawBackChargeBonus(trx, reversal.charge, at);
  await clawBackChargeCoupon(trx, reversal.charge, at);
  await clawBackReferral(trx, reversal.charge, at);
  await uncountChargeForTier(trx, reversal.charge, reversal.points, at);
  await reverseReceipt(trx, reversal, at);
}
