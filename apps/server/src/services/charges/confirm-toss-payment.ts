import crypto from 'node:crypto';
import { msg, PaymentStatus, type TossConfirmed } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { OutsideSystemError } from '../../lib/call-with-deadline.js';
import type { TossClient, TossPayment } from '../../payments/toss-client.js';
import { toCharge } from './charge-rows.js';
import { settleTossPayment } from './settle-toss-payment.js';
import { tossOrRefuse } from './start-toss-checkout.js';

export interface TossRedirect {
  paymentKey: string;
  orderId: string;
  amount: number;
}

const delayed = () => new AppError(502, msg.charge.tossDelayed);

/** Confirms with Toss; the same key for the same payment, so a retry after a timeout is answered, not repeated. */
async function confirmAtToss(toss: TossClient, redirect: TossRedirect): Promise<TossPayment> {
  const idempotencyKey = crypto.createHash('sha256').update(`confirm:${redirect.orderId}:${redirect.paymentKey}`).digest('hex');
  try {
    return await toss.confirm(redirect, idempotencyKey);
  } catch (err) {
    if (!(err instanceof OutsideSystemError)) throw err;
    if (err.kind === 'unavailable') throw delayed();
    // Confirmed before (an earlier attempt whose answer we never saw): read what Toss holds.
    if (err.code === 'ALREADY_PROCESSED_PAYMENT') {
      try {
        return await toss.getPayment(redirect.paymentKey);
      } catch {
        throw delayed();
      }
    }
    throw new AppError(400, msg.charge.tossFailed, err.code ? { code: err.code } : undefined);
  }
}

/**
 * The success redirect of the payment window. The amount must equal the one stored before the window
 * opened (else nothing is confirmed); then Toss confirms with the secret key and the charge is credited
 * once per paymentKey. Repeating the call is safe and answers the same.
 */
export async function confirmTossPayment(ctx: AppContext, memberId: number, redirect: TossRedirect): Promise<TossConfirmed> {
  const toss = await tossOrRefuse(ctx);
  const find = () =>
    ctx.db.selectFrom('point_charges').selectAll().where('toss_order_id', '=', redirect.orderId).where('member_id', '=', memberId).executeTakeFirst();
  const charge = await find();
  if (!charge) throw notFound(msg.charge.notFound);
  if (charge.toss_amount == null || redirect.amount !== Number(charge.toss_amount)) throw badRequest(msg.charge.tossAmountMismatch);
  if (charge.status !== PaymentStatus.PENDING && charge.payment_key !== redirect.paymentKey) throw conflict(msg.charge.notPending);

  if (charge.status === PaymentStatus.PENDING) {
    const payment = await confirmAtToss(toss, redirect);
    if (payment.status !== 'DONE' || payment.orderId !== redirect.orderId || payment.paymentKey !== redirect.paymentKey) {
      throw badRequest(msg.charge.tossFailed);
    }
    if ((await settleTossPayment(ctx, charge, payment)) === 'parked') throw conflict(msg.charge.tossNeedsReview);
  }
  const done = (await find())!;
  const member = await ctx.db.selectFrom('members').select('point').where('id', '=', memberId).executeTakeFirstOrThrow();
  return { charge: toCharge(done), balance: Number(member.point) };
}
