import { PaymentStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';

export type Registration = 'registered' | 'skipped' | 'failed';

/**
 * Tells the deposit-matching service about a pending charge. A failure never loses the charge:
 * it stays pending with match_registered_at empty, `retryChargeRegistrations` tries again, the
 * deposit feed and a person (admin list shows it unregistered) can still credit it.
 */
export async function registerChargeForMatching(ctx: AppContext, chargeId: number): Promise<Registration> {
  const matcher = ctx.payments.matcher;
  if (!matcher) return 'skipped';
  const charge = await ctx.db
    .selectFrom('point_charges')
    .innerJoin('members', 'members.id', 'point_charges.member_id')
    .select(['point_charges.order_number', 'point_charges.pay_amount', 'point_charges.created_at', 'point_charges.depositor', 'members.login_id'])
    .where('point_charges.id', '=', chargeId)
    .executeTakeFirstOrThrow();
  try {
    await matcher.registerOrder({
      orderNumber: charge.order_number,
      amount: Number(charge.pay_amount),
      orderedAt: charge.created_at,
      billingName: charge.depositor,
      ordererName: charge.login_id,
    });
  } catch {
    return 'failed';
  }
  await ctx.db
    .updateTable('point_charges')
    .set({ match_registered_at: isoNow(ctx.clock) })
    .where('id', '=', chargeId)
    .where('match_registered_at', 'is', null)
    .execute();
  return 'registered';
}

/** Registers pending, unexpired charges that the matching service has not accepted yet; returns how many now are. */
export async function retryChargeRegistrations(ctx: AppContext, limit = 50): Promise<number> {
  if (!ctx.payments.matcher) return 0;
  const due = await ctx.db
    .selectFrom('point_charges')
    .select('id')
    .where('status', '=', PaymentStatus.PENDING)
    .where('match_registered_at', 'is', null)
    .where('expires_at', '>', isoNow(ctx.clock))
    .orderBy('id')
    .limit(limit)
    .execute();
  let registered = 0;
  for (const { id } of due) {
    if ((await registerChargeForMatching(ctx, id)) === 'registered') registered += 1;
  }
  return registered;
}
