import crypto from 'node:crypto';
import { allowedFeeTypes, formatNumber, msg, payAmountFor, PaymentStatus, type ChargeInput, type ChargeRequested } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { CHARGE_WINDOW_MS, toCharge } from './charge-rows.js';
import { chargeSettings, depositInstructions } from './charge-settings.js';
import { registerChargeForMatching, type Registration } from './register-charge-match.js';
import { alertOwner } from '../notifications/owner-alerts.js';

/**
 * A member asks to top up: the charge is stored first (pending, 3-hour window), then registered
 * with the deposit-matching service. The answer carries the exact amount to transfer and where to.
 */
export async function requestCharge(ctx: AppContext, memberId: number, input: ChargeInput): Promise<{ answer: ChargeRequested; registration: Registration }> {
  const { min, max } = ctx.config.charges;
  if (input.point < min) throw badRequest(msg.charge.belowMin(min));
  if (input.point > max) throw badRequest(msg.charge.aboveMax(max));
  const settings = await chargeSettings(ctx.db);
  if (!allowedFeeTypes(settings.text('ENABLE_PAYMENT_TYPE')).includes(input.feeType)) throw badRequest(msg.charge.feeTypeNotOffered);

  const at = isoNow(ctx.clock);
  const payAmount = payAmountFor(input.point, input.feeType, settings.flag('ENABLE_PAYMENT_FEE'));
  // Without deposit matching (PayAction or the deposit feed) a person approves every charge: the owner hears of it.
  const manual = !ctx.payments.matcher && !ctx.config.charges.depositFeedSecret;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const r = await trx
    .insertInto('point_charges')
    .values({
      member_id: memberId,
      depositor: input.name,
      point: input.point,
      pay_amount: payAmount,
      fee_type: input.feeType,
      fee_value: input.feeValue ? JSON.stringify(input.feeValue) : null,
      status: PaymentStatus.PENDING,
      created_at: at,
      expires_at: addMs(at, CHARGE_WINDOW_MS),
      responded_at: null,
      decided_by: null,
      // Random, so an order number says nothing about how many charges the shop has.
      order_number: `SC${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
      match_registered_at: null,
      toss_order_id: null,
      toss_amount: null,
      payment_key: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
    if (manual) await alertOwner(trx, { kind: 'charge.awaiting', key: `charge:${r.id}:awaiting`, line: `${r.depositor} ${formatNumber(payAmount)}원 입금 예정 (신청 ${r.id})`, at });
    return r;
  });

  const registration = await registerChargeForMatching(ctx, row.id);
  return {
    answer: {
      charge: toCharge(row),
      depositor: row.depositor,
      feeType: input.feeType,
      payAmount,
      bank: depositInstructions(settings),
      expiresAt: row.expires_at,
    },
    registration,
  };
}
