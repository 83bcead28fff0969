import { PaymentStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { creditCharge } from './credit-charge.js';
import { claimDelivery, noteOutcome, parkDeposit } from './deposit-records.js';

export interface PayActionMatch {
  traceId: string;
  orderNumber: string;
  processingDate?: string;
}

export type MatchOutcome = 'credited' | 'duplicate' | 'already' | 'parked' | 'unknown';

/**
 * The matching service saw the deposit for one of our orders. Idempotent on the trace id (the
 * delivery) and on the charge (its status): replays and parallel deliveries credit once. A match
 * for a charge that already ended (expired or rejected) is money without a charge: it is parked.
 */
export async function handlePayActionMatch(ctx: AppContext, match: PayActionMatch): Promise<MatchOutcome> {
  const at = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await claimDelivery(trx, 'payaction', match.traceId, at))) return 'duplicate';
    const charge = await trx.selectFrom('point_charges').selectAll().where('order_number', '=', match.orderNumber).executeTakeFirst();
    let outcome: MatchOutcome;
    if (!charge) outcome = 'unknown';
    else if (await creditCharge(trx, charge.id, 'webhook', at)) outcome = 'credited';
    else {
      const now = await trx.selectFrom('point_charges').select('status').where('id', '=', charge.id).executeTakeFirstOrThrow();
      if (now.status === PaymentStatus.SUCCESS) outcome = 'already';
      else {
        // Keyed by order number: a later delivery of the same match (another trace id) parks nothing new.
        await parkDeposit(trx, {
          source: 'payaction',
          traceId: match.orderNumber,
          amount: Number(charge.pay_amount),
          depositor: charge.depositor,
          depositedAt: match.processingDate ?? at,
          reason: 'late',
          chargeId: charge.id,
          at,
        });
        outcome = 'parked';
      }
    }
    await noteOutcome(trx, 'payaction', match.traceId, outcome);
    return outcome;
  });
}
