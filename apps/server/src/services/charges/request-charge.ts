import crypto from 'node:crypto';
import { allowedFeeTypes, msg, payAmountFor, PaymentStatus, type ChargeInput, type ChargeRequested } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { CHARGE_WINDOW_MS, toCharge } from './charge-rows.js';
import { chargeSettings, depositInstructions } from './charge-settings.js';
import { registerChargeForMatching, type Registration } from './register-charge-match.js';

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
  const row = await ctx.db
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
