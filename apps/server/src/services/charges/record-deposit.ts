import { PaymentStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { normalizeDepositor } from './charge-rows.js';
import { creditCharge } from './credit-charge.js';
import { claimDelivery, noteOutcome, parkDeposit } from './deposit-records.js';

export interface FeedDeposit {
  traceId: string;
  amount: number;
  depositor: string;
  depositedAt: string;
}

export type FeedOutcome = { status: 'matched'; chargeId: number } | { status: 'unmatched' } | { status: 'duplicate' };

/**
 * One deposit from the bank feed. It credits a charge only when exactly one pending charge fits:
 * the exact amount to pay, the same normalised depositor name, and a deposit time inside the
 * charge's 3-hour window. Anything else (none, several, a late deposit) is kept for a person.
 */
export async function recordDeposit(ctx: AppContext, deposit: FeedDeposit): Promise<FeedOutcome> {
  const at = isoNow(ctx.clock);
  const depositedMs = Date.parse(deposit.depositedAt);
  const name = normalizeDepositor(deposit.depositor);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await claimDelivery(trx, 'deposits', deposit.traceId, at))) return { status: 'duplicate' } as const;
    const candidates = await trx
      .selectFrom('point_charges')
      .select(['id', 'depositor', 'created_at', 'expires_at'])
      .where('status', '=', PaymentStatus.PENDING)
      .where('pay_amount', '=', deposit.amount)
      .execute();
    const fits = candidates.filter(
      (c) => normalizeDepositor(c.depositor) === name && Date.parse(c.created_at) <= depositedMs && depositedMs <= Date.parse(c.expires_at),
    );
    const only = fits.length === 1 ? fits[0]! : null;
    // A charge credited a moment ago by another path makes the conditional update lose: park, never double-credit.
    const credited = only ? await creditCharge(trx, only.id, 'feed', at) : null;
    if (credited) {
      await noteOutcome(trx, 'deposits', deposit.traceId, 'credited');
      return { status: 'matched', chargeId: credited.id } as const;
    }
    await parkDeposit(trx, {
      source: 'deposits',
      traceId: deposit.traceId,
      amount: deposit.amount,
      depositor: deposit.depositor,
      depositedAt: deposit.depositedAt,
      reason: fits.length > 1 ? 'ambiguous' : 'no_match',
      chargeId: null,
      at,
    });
    await noteOutcome(trx, 'deposits', deposit.traceId, 'parked');
    return { status: 'unmatched' } as const;
  });
}
