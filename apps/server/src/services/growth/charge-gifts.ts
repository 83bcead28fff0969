import { formatNumber, refundTakesBack, type ChargeGifts, type TakenBack } from '@snsshop/shared';
import { sql } from 'kysely';
import { onPostgres, type Executor, type Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { alertOwner } from '../notifications/owner-alerts.js';
import { takeBackPoints } from '../points/take-back-points.js';

/** The reversal a clawback belongs to (a refund request or a cancel at Toss): its ledger rows are keyed by it, so it takes once. */
export interface ReversalRef {
  type: 'refund_request' | 'toss_cancel';
  id: number;
}

/** A bonus row of the charge: its table decides where its taken-back figures are kept. */
interface BonusRow {
  table: 'charge_bonuses' | 'coupon_redemptions';
  id: number;
  memberId: number;
  label: string;
}

/**
 * What the charge brought besides its points (its bonus, a coupon's charge bonus, a first charge's invite
 * rewards) and what earlier reversals — refunds sent and cancels at Toss, other than `except` — took back.
 */
export async function chargeGifts(db: Executor, charge: Pick<PointChargeRow, 'id' | 'member_id' | 'point'>, except?: ReversalRef): Promise<{ gifts: ChargeGifts; rows: BonusRow[] }> {
  const refunds = await db
    .selectFrom('refund_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('n'))
    .where('charge_id', '=', charge.id)
    .where('state', '=', 'sent')
    .$if(except?.type === 'refund_request', (q) => q.where('id', '<>', except!.id))
    .executeTakeFirstOrThrow();
  const cancels = await db
    .selectFrom('toss_cancels')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('n'))
    .where('charge_id', '=', charge.id)
    .$if(except?.type === 'toss_cancel', (q) => q.where('id', '<>', except!.id))
    .executeTakeFirstOrThrow();
  const bonus = await db.selectFrom('charge_bonuses').select(['charge_id as id', 'member_id', 'points', 'clawed_back', 'shortfall']).where('charge_id', '=', charge.id).executeTakeFirst();
  const coupon = await db.selectFrom('coupon_redemptions').select(['id', 'member_id', 'value as points', 'clawed_back', 'shortfall']).where('charge_id', '=', charge.id).where('status', '=', 'used').executeTakeFirst();
  const referral = await db.selectFrom('referrals').select(['referee_points', 'referrer_points']).where('charge_id', '=', charge.id).where('referee_id', '=', charge.member_id).where('status', '=', 'rewarded').executeTakeFirst();
  const rows: BonusRow[] = [];
  const bonuses: ChargeGifts['bonuses'] = [];
  for (const [table, r, label] of [['charge_bonuses', bonus, '충전 보너스'], ['coupon_redemptions', coupon, '쿠폰 보너스']] as const) {
    if (!r) continue;
    rows.push({ table, id: r.id, memberId: r.member_id, label });
    bonuses.push({ label, points: Number(r.points), takenBefore: Number(r.clawed_back) + Number(r.shortfall) });
  }
  return {
    gifts: {
      charged: Number(charge.point),
      reversedBefore: Number(refunds.n) + Number(cancels.n),
      bonuses,
      rewards: referral ? { referee: Number(referral.referee_points), referrer: Number(referral.referrer_points) } : null,
    },
    rows,
  };
}

/**
 * The bonuses' part of a reversal of `points` of the charge, by the shop's rule (refundTakesBack): each
 * bonus row gives back its share, once per reversal (ledger rows keyed by it), as far as the balance
 * goes — the spent rest kept on the row as its shortfall and told to the owner. Answers the rule's figures.
 */
export async function clawBackBonuses(trx: Trx, charge: PointChargeRow, points: number, ref: ReversalRef, at: string): Promise<TakenBack> {
  // Reversals of one charge are decided one after the other (PostgreSQL; SQLite writes one at a time):
  // each reads what the ones before it took only once they have committed.
  if (onPostgres(trx)) await trx.selectFrom('point_charges').select('id').where('id', '=', charge.id).forNoKeyUpdate().execute();
  const { gifts, rows } = await chargeGifts(trx, charge, ref);
  const back = refundTakesBack(gifts, points);
  for (const [i, row] of rows.entries()) {
    const due = back.bonuses[i]!;
    if (due <= 0) continue;
    const refType = row.table === 'charge_bonuses' ? 'charge_bonus' : 'coupon_redemption';
    const took = await takeBackPoints(trx, { memberId: row.memberId, points: due, kind: 'bonus_clawback', refType, refId: `${row.id}:${ref.type}:${ref.id}`, memo: `충전 #${charge.id} 환불·취소`, at });
    const done = back.whole ? { reversed_at: at } : {};
    if (row.table === 'charge_bonuses') {
      await trx.updateTable('charge_bonuses').set({ clawed_back: sql`clawed_back + ${took.taken}`, shortfall: sql`shortfall + ${took.shortfall}`, ...done }).where('charge_id', '=', row.id).execute();
    } else {
      await trx.updateTable('coupon_redemptions').set({ clawed_back: sql`clawed_back + ${took.taken}`, shortfall: sql`shortfall + ${took.shortfall}`, ...done }).where('id', '=', row.id).execute();
    }
    if (took.shortfall > 0) {
      await alertOwner(trx, {
        kind: 'bonus.shortfall',
        key: `bonus_shortfall:${row.table}:${row.id}:${ref.type}:${ref.id}`,
        line: `${took.loginId}: 충전 #${charge.id} 환불·취소로 ${row.label} ${formatNumber(due)}원 중 ${formatNumber(took.shortfall)}원은 이미 사용되어 회수하지 못했습니다`,
        at,
      });
    }
  }
  return back;
}
