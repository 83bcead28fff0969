import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { cancelAutoOrder } from '../auto-orders/auto-order-queries.js';
import { cancelOrder } from './cancel-order.js';

/** For the protocol: accepted (cancelled now, or forwarded upstream), unknown id, or refused with a reason. */
export type ApiCancelOutcome = { kind: 'accepted' } | { kind: 'not-found' } | { kind: 'refused'; reason: string };

/**
 * SMM API v2 `cancel` through the one cancel path: an order never sent is cancelled with a full
 * refund; a sent one on a cancellable service is forwarded and its outcome arrives through
 * `status` (Canceled or Partial, refunded once). For a drip-feed order (its first run's id) the
 * auto-order also stops: later runs are never made nor paid.
 */
export async function cancelApiOrder(ctx: AppContext, memberId: number, orderId: number): Promise<ApiCancelOutcome> {
  const order = await ctx.db.selectFrom('orders').select(['id', 'auto_order_id', 'run_no']).where('id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst();
  if (!order) return { kind: 'not-found' };

  let stoppedAuto = false;
  if (order.auto_order_id != null && order.run_no === 1) {
    try {
      await cancelAutoOrder(ctx, memberId, order.auto_order_id);
      stoppedAuto = true;
    } catch (err) {
      // Already finished or cancelled: only the first run itself may still be cancelled.
      if (!(err instanceof AppError)) throw err;
    }
  }
  try {
    await cancelOrder(ctx, { kind: 'api', memberId }, order.id);
    return { kind: 'accepted' };
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    return stoppedAuto ? { kind: 'accepted' } : { kind: 'refused', reason: err.message };
  }
}
