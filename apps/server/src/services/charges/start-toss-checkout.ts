import crypto from 'node:crypto';
import { msg, PaymentStatus, type TossCheckout } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { TossClient } from '../../payments/toss-client.js';
import { chargeSettings } from './charge-settings.js';

/** Toss is offered only with the site setting on and both keys configured. */
export async function tossOrRefuse(ctx: AppContext): Promise<TossClient> {
  const toss = ctx.payments.toss;
  if (!toss || !(await chargeSettings(ctx.db)).flag('ENABLE_TOSS_PAYMENT')) throw badRequest(msg.charge.tossUnavailable);
  return toss;
}

/**
 * Before the payment window opens, the charge gets a Toss orderId and the amount it must be paid
 * with; the success redirect is checked against these. Asking again returns the same orderId.
 */
export async function startTossCheckout(ctx: AppContext, memberId: number, chargeId: number): Promise<TossCheckout> {
  const toss = await tossOrRefuse(ctx);
  const charge = await ctx.db.selectFrom('point_charges').selectAll().where('id', '=', chargeId).where('member_id', '=', memberId).executeTakeFirst();
  if (!charge) throw notFound(msg.charge.notFound);
  if (charge.status !== PaymentStatus.PENDING || charge.expires_at <= isoNow(ctx.clock)) throw conflict(msg.charge.notPending);
  if (!charge.toss_order_id) {
    await ctx.db
      .updateTable('point_charges')
      .set({ toss_order_id: `charge-${charge.id}-${crypto.randomBytes(6).toString('hex')}`, toss_amount: charge.pay_amount })
      .where('id', '=', charge.id)
      .where('toss_order_id', 'is', null)
      .execute();
  }
  const stored = await ctx.db.selectFrom('point_charges').select(['toss_order_id', 'toss_amount', 'point']).where('id', '=', charge.id).executeTakeFirstOrThrow();
  if (!stored.toss_order_id || stored.toss_amount == null) throw new AppError(500, msg.common.server);
  return {
    clientKey: toss.clientKey,
    orderId: stored.toss_order_id,
    orderName: `포인트 충전 ${Number(stored.point).toLocaleString('ko-KR')}원`,
    amount: Number(stored.toss_amount),
    customerKey: toss.customerKeyFor(memberId),
  };
}
