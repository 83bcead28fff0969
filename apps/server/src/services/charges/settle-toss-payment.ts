import { PaymentStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { PointChargeRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import type { TossPayment } from '../../payments/toss-client.js';
import { creditCharge } from './credit-charge.js';
import { parkDeposit } from './deposit-records.js';

export type TossSettlement = 'credited' | 'already' | 'parked';

/**
 * A payment Toss reports DONE for one of our charges. Exactly once per paymentKey: the charge's
 * conditional update stores the key (unique); a repeat finds its own key and changes nothing.
 * A payment for a charge that ended meanwhile, or with another amount, is kept for a person.
 */
export async function settleTossPayment(ctx: AppContext, charge: PointChargeRow, payment: TossPayment): Promise<TossSettlement> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const amountOk = charge.toss_amount != null && payment.totalAmount === Number(charge.toss_amount);
    if (amountOk && (await creditCharge(trx, charge.id, 'toss', at, { paymentKey: payment.paymentKey }))) return 'credited';
    const now = await trx.selectFrom('point_charges').select(['status', 'payment_key']).where('id', '=', charge.id).executeTakeFirstOrThrow();
    if (now.status === PaymentStatus.SUCCESS && now.payment_key === payment.paymentKey) return 'already';
    await parkDeposit(trx, {
      source: 'toss',
      traceId: payment.paymentKey,
      amount: payment.totalAmount,
      depositor: charge.depositor,
      depositedAt: payment.approvedAt ?? at,
      reason: amountOk ? 'late' : 'amount_mismatch',
      chargeId: charge.id,
      at,
    });
    return 'parked';
  });
}
