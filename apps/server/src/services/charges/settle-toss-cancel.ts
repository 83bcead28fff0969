import { formatNumber, msg, PaymentStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import type { PointChargeRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import type { TossPayment } from '../../payments/toss-client.js';
import { onChargeReversed } from '../growth/charge-events.js';
import { alertOwner } from '../notifications/owner-alerts.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { takeBackPoints } from '../points/take-back-points.js';
import { tossCancelReason } from '../refunds/decide-refund.js';
import { notifyRefundStep } from '../refunds/refund-events.js';

export type TossCancelSettlement = 'taken_back' | 'already';

/** Refund requests of a charge that still hold its points and whose money has not gone out: a cancel at Toss ends them. */
const HOLDING = ['requested', 'approved'] as const;

/**
 * Cancels Toss reports for a credited charge that the shop did not make (its own carry a refund
 * request's reason): each, once per Toss transaction, takes the points it stands for back — as far as
 * the balance goes, the rest kept as a shortfall for the owner (never a negative balance) — with what
 * hangs on the charge (its bonus, rewards, receipt: onChargeReversed). A refund request of the charge
 * still holding points is ended first (its hold released, so the points are not taken twice) and the
 * owner is told, so the money is not sent again. On PostgreSQL the member's row is locked first, as a
 * refund request locks it, so the two are decided one after the other.
 */
export async function settleTossCancel(ctx: AppContext, charge: PointChargeRow, payment: TossPayment): Promise<TossCancelSettlement> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') await trx.selectFrom('members').select('id').where('id', '=', charge.member_id).forNoKeyUpdate().execute();
    const own = new Set((await trx.selectFrom('refund_requests').select('id').where('charge_id', '=', charge.id).execute()).map((r) => tossCancelReason(r.id)));
    let taken = false;
    for (const [i, c] of (payment.cancels ?? []).entries()) {
      if (c.cancelReason && own.has(c.cancelReason)) continue;
      const transactionKey = c.transactionKey ?? `${payment.paymentKey}:${i}`;
      const points = Math.min(Number(charge.point), Math.round((c.cancelAmount * Number(charge.point)) / Number(charge.pay_amount)));
      const row = await trx
        .insertInto('toss_cancels')
        .values({ charge_id: charge.id, member_id: charge.member_id, transaction_key: transactionKey, amount: c.cancelAmount, points, canceled_at: c.canceledAt ?? null, created_at: at })
        .onConflict((oc) => oc.column('transaction_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      taken = true;
      await endHeldRefunds(trx, charge, at);
      const back = await takeBackPoints(trx, { memberId: charge.member_id, points, kind: 'charge_cancel', refType: 'toss_cancel', refId: row.id, memo: `Toss cancel of charge ${charge.id}`, at });
      await trx.updateTable('toss_cancels').set({ taken: back.taken, shortfall: back.shortfall }).where('id', '=', row.id).execute();
      await onChargeReversed(trx, { charge, points, whole: (payment.balanceAmount ?? 0) <= 0, ref: { type: 'toss_cancel', id: row.id } }, at);
      const short = back.shortfall > 0 ? `, 이미 사용한 ${formatNumber(back.shortfall)}원은 회수하지 못함` : '';
      await alertOwner(trx, { kind: 'charge.toss_cancelled', key: `toss_cancel:${row.id}`, line: `${back.loginId}: 충전 #${charge.id}의 토스 결제 ${formatNumber(c.cancelAmount)}원이 토스에서 취소되어 ${formatNumber(back.taken)}원을 회수했습니다${short}`, at });
    }
    return taken ? 'taken_back' : 'already';
  });
}

/** A refund request of the charge still holding points: released and closed, its money never to be sent now. */
async function endHeldRefunds(trx: Trx, charge: PointChargeRow, at: string) {
  const ended = await trx
    .updateTable('refund_requests')
    .set({ state: 'rejected', reject_reason: msg.refund.cancelledAtToss, decided_at: at, finished_at: at, updated_at: at })
    .where('charge_id', '=', charge.id)
    .where('state', 'in', HOLDING)
    .returningAll()
    .execute();
  for (const r of ended) {
    await notifyRefundStep(trx, r, 'rejected', at);
    await applyPointChange(trx, { memberId: r.member_id, delta: Number(r.points), kind: 'refund_release', refType: 'refund_request', refId: r.id, memo: 'ended by a cancel at Toss', at });
    await alertOwner(trx, { kind: 'charge.toss_cancelled', key: `refund:${r.id}:toss_cancelled`, line: `환불 신청 #${r.id}: 결제가 토스에서 이미 취소되어 신청을 닫았습니다. 따로 송금하지 마세요.`, at });
  }
}

/** A payment Toss reports cancelled, in whole or part, for a charge the shop credited. */
export const isCancelledCredit = (charge: PointChargeRow, payment: TossPayment) =>
  charge.status === PaymentStatus.SUCCESS && charge.payment_key === payment.paymentKey && (payment.status === 'CANCELED' || payment.status === 'PARTIAL_CANCELED');
