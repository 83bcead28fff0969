import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { OutsideSystemError } from '../../lib/call-with-deadline.js';
import { isCancelledCredit, settleTossCancel, type TossCancelSettlement } from './settle-toss-cancel.js';
import { settleTossPayment, type TossSettlement } from './settle-toss-payment.js';

export type TossWebhookOutcome = TossSettlement | TossCancelSettlement | 'ignored' | 'unknown';

/**
 * Toss webhooks are unsigned: only the paymentKey is taken from them, the payment itself is re-read
 * from Toss with the secret key. Toss retries for days, so this is idempotent per paymentKey.
 */
export async function handleTossWebhook(ctx: AppContext, paymentKey: string): Promise<TossWebhookOutcome> {
  const toss = ctx.payments.toss;
  if (!toss) throw notFound(msg.common.notFound);
  let payment;
  try {
    payment = await toss.getPayment(paymentKey);
  } catch (err) {
    if (err instanceof OutsideSystemError && err.kind === 'refused') return 'ignored';
    // Toss will deliver again: answer an error so it does.
    throw new AppError(503, msg.common.server);
  }
  const charge = await ctx.db.selectFrom('point_charges').selectAll().where('toss_order_id', '=', payment.orderId).executeTakeFirst();
  // a credited payment cancelled at Toss itself: its points come back once (settle-toss-cancel.ts)
  if (charge && isCancelledCredit(charge, payment)) return settleTossCancel(ctx, charge, payment);
  if (payment.status !== 'DONE') return 'ignored';
  if (!charge) return 'unknown';
  return settleTossPayment(ctx, charge, payment);
}
