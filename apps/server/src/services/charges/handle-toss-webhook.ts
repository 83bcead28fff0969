import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { OutsideSystemError } from '../../lib/call-with-deadline.js';
import { settleTossPayment, type TossSettlement } from './settle-toss-payment.js';

export type TossWebhookOutcome = TossSettlement | 'ignored' | 'unknown';

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
  if (payment.status !== 'DONE') return 'ignored';
  const charge = await ctx.db.selectFrom('point_charges').selectAll().where('toss_order_id', '=', payment.orderId).executeTakeFirst();
  if (!charge) return 'unknown';
  return settleTossPayment(ctx, charge, payment);
}
