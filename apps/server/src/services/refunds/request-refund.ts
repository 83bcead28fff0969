import type { refundRequestBodySchema } from '@snsshop/shared';
import { msg, PaymentStatus, refundPairText } from '@snsshop/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Trx } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { alertOwner } from '../notifications/owner-alerts.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { maskAccount, sealAccount } from './bank-account.js';
import { notifyRefundStep } from './refund-events.js';
import { refundableCharges, refundWon } from './refundable.js';

export const OPEN_STATES = ['requested', 'approved', 'cancelling', 'cancel_unknown'] as const;

/** On PostgreSQL the member's row is locked first, so what is refundable cannot change (an order, another request) before the hold. */
async function lockMember(trx: Trx, ctx: AppContext, memberId: number) {
  if (ctx.dialect === 'postgres') await trx.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().execute();
}

/**
 * A member asks for unused points of a credited charge back (terms §1). In one transaction: the rule
 * (72 hours, unused points only, one open request per charge) is checked against the member's ledger,
 * the request is written and the points are held (ledger refund_hold, once per request) so they cannot
 * be spent meanwhile. Anything wrong answers a Korean 4xx and holds nothing.
 */
export async function requestRefund(ctx: AppContext, memberId: number, body: z.output<typeof refundRequestBodySchema>): Promise<number> {
  const at = isoNow(ctx.clock);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await lockMember(trx, ctx, memberId);
      const charge = await trx.selectFrom('point_charges').selectAll().where('id', '=', body.chargeId).where('member_id', '=', memberId).executeTakeFirst();
      if (!charge) throw notFound(msg.refund.chargeNotFound);
      if (charge.status !== PaymentStatus.SUCCESS) throw badRequest(msg.refund.notCredited);
      const open = await trx.selectFrom('refund_requests').select('id').where('charge_id', '=', charge.id).where('state', 'in', OPEN_STATES).executeTakeFirst();
      if (open) throw conflict(msg.refund.alreadyOpen);
      const lot = (await refundableCharges(trx, memberId, at)).find((l) => l.chargeId === charge.id);
      if (!lot || at > lot.deadline) throw badRequest(msg.refund.expired);
      if (lot.refundable <= 0) throw badRequest(msg.refund.nothingRefundable);
      if (body.points > lot.refundable) throw badRequest(msg.refund.beyondRefundable(lot.refundable));
      const earlier = await trx
        .selectFrom('refund_requests')
        .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('points'), eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('amount')])
        .where('charge_id', '=', charge.id)
        .where('state', '=', 'sent')
        .executeTakeFirstOrThrow();
      const whole = Number(earlier.points) + body.points === Number(charge.point);
      const amount = whole ? Number(charge.pay_amount) - Number(earlier.amount) : refundWon(charge, body.points, false);
      const row = await trx
        .insertInto('refund_requests')
        .values({
          member_id: memberId,
          charge_id: charge.id,
          points: body.points,
          amount,
          state: 'requested',
          email: body.email,
          holder: body.holder,
          bank: body.bank,
          account_enc: sealAccount(ctx, body.account),
          account_masked: maskAccount(body.account),
          requested_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await applyPointChange(trx, { memberId, delta: -body.points, kind: 'refund_hold', refType: 'refund_request', refId: row.id, memo: `refund request for charge ${charge.id}`, at });
      await notifyRefundStep(trx, row, 'requested', at);
      await alertOwner(trx, { kind: 'refund.requested', key: `refund:${row.id}:requested`, line: `환불 신청 #${row.id}: 충전 ${charge.order_number} — ${refundPairText({ points: body.points, amount, toss: charge.payment_key !== null })}`, at });
      return row.id;
    });
  } catch (err) {
    // Two requests for one charge at the same moment: the partial unique index lets one in.
    if (isUniqueViolation(err)) throw conflict(msg.refund.alreadyOpen);
    throw err;
  }
}
