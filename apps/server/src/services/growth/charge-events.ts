import type { Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { clawBackReferral } from '../referrals/referral-clawback.js';
import { rewardReferral } from '../referrals/referral-reward.js';

/**
 * What else happens, in the same transaction, when a charge becomes points (creditCharge) and when a
 * credited charge is taken back in whole or in part (a refund of the payment, a Toss cancel). Each
 * feature adds its own step here — a charge bonus, a tier recomputation, a coupon's charge bonus, a
 * referral reward, the receipt's cancellation — so every way money comes in or goes out runs them all.
 */
export async function onChargeCredited(trx: Trx, charge: PointChargeRow, at: string): Promise<void> {
  await rewardReferral(trx, charge, at);
}

export interface ChargeReversal {
  charge: PointChargeRow;
  /** Points of the charge itself taken back now (the payment refunded or cancelled). */
  points: number;
  /** True when nothing of the charge's payment is left after this reversal. */
  whole: boolean;
}

export async function onChargeReversed(trx: Trx, reversal: ChargeReversal, at: string): Promise<void> {
  await clawBackReferral(trx, reversal.charge, at);
}
