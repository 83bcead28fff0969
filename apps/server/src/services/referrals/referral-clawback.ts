import { formatNumber } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { alertOwner } from '../notifications/owner-alerts.js';
import { takeBackPoints } from '../points/take-back-points.js';

/** A reward taken back as a referral_clawback row of its own (never below a zero balance); answers what was already spent. */
async function takeBack(trx: Trx, c: { memberId: number; points: number; refType: 'referrer' | 'referee'; chargeId: number; at: string }): Promise<number> {
  if (c.points <= 0) return 0;
  const { shortfall } = await takeBackPoints(trx, { memberId: c.memberId, points: c.points, kind: 'referral_clawback', refType: c.refType, refId: c.chargeId, memo: 'first charge reversed', at: c.at });
  return shortfall;
}

/**
 * The referral step of a reversed charge (growth/charge-events.ts): reversing the referee's first
 * charge, in whole or in part, takes both rewards back, once — the conditional status change lets only
 * one reversal do it. What was already spent stays a shortfall on the row and an owner alert.
 */
export async function clawBackReferral(trx: Trx, charge: Pick<PointChargeRow, 'id' | 'member_id'>, at: string): Promise<void> {
  const won = await trx
    .updateTable('referrals')
    .set({ status: 'clawed_back', clawed_back_at: at })
    .where('charge_id', '=', charge.id)
    .where('referee_id', '=', charge.member_id)
    .where('status', '=', 'rewarded')
    .returning(['referee_id', 'referrer_id', 'referrer_points', 'referee_points'])
    .executeTakeFirst();
  if (!won) return;
  const chargeId = charge.id;
  const referrerPoints = Number(won.referrer_points);
  const refereePoints = Number(won.referee_points);
  const shortfall =
    (await takeBack(trx, { memberId: won.referrer_id, points: referrerPoints, refType: 'referrer', chargeId, at })) +
    (await takeBack(trx, { memberId: won.referee_id, points: refereePoints, refType: 'referee', chargeId, at }));
  await trx
    .updateTable('referrals')
    .set({ clawed_back_points: referrerPoints + refereePoints - shortfall, shortfall })
    .where('referee_id', '=', won.referee_id)
    .execute();
  if (shortfall > 0) {
    await alertOwner(trx, {
      kind: 'referral.shortfall',
      key: `referral-shortfall:${won.referee_id}`,
      line: `친구 초대 보상 회수 부족: 충전 #${chargeId} 취소, ${formatNumber(shortfall)}원은 이미 사용되어 회수하지 못했습니다.`,
      at,
    });
  }
}
