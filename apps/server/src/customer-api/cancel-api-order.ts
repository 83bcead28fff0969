import { OrderStatus } from '@snsshop/shared';
import type { AppContext } from '../context.js';
import { isoNow } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { cancelAutoOrder } from '../services/auto-orders/auto-order-queries.js';
import { cancelUndispatchedIn } from '../services/orders/settle-order.js';

export type CancelOutcome = 'cancelled' | 'not-found' | 'not-cancellable';

/**
 * Cancels a never-sent order with a full refund, in one transaction. Only an order no dispatch
 * worker has ever claimed qualifies (dispatch_attempts = 0, and no send error: a person's re-queue
 * resets the count but keeps an 'unavailable' error): a claimed one may be on its way to the
 * provider right now, and an earlier attempt that timed out may have reached it, so refunding either
 * could pay for a delivery twice. The claim and this UPDATE exclude each other (whichever commits
 * first wins; the loser's conditions no longer match), and the refund goes through the settle-order
 * use case in the same transaction.
 */
async function cancelNeverSent(ctx: AppContext, memberId: number, orderId: number): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const withdrawn = await trx
      .updateTable('orders')
      .set({ next_dispatch_at: null, updated_at: isoNow(ctx.clock) })
      .where('id', '=', orderId)
      .where('member_id', '=', memberId)
      .where('status', '=', OrderStatus.PENDING)
      .where('provider_order_id', 'is', null)
      .where('dispatch_attempts', '=', 0)
      .where('last_error', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return withdrawn !== undefined && (await cancelUndispatchedIn(trx, ctx.clock, orderId, 'cancelled by the customer (API)'));
  });
}

/**
 * SMM API v2 `cancel`: an order can be cancelled only while it has not been sent upstream; then it
 * ends Canceled with a full refund through the settle-order use case (one ledger row, once).
 * For a drip-feed order (its first run's id) the auto-order also stops: later runs are never made
 * nor paid, and its status then reports the undelivered units.
 */
export async function cancelApiOrder(ctx: AppContext, memberId: number, orderId: number): Promise<CancelOutcome> {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'auto_order_id', 'run_no'])
    .where('id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!order) return 'not-found';

  let stoppedAuto = false;
  if (order.auto_order_id != null && order.run_no === 1) {
    try {
      await cancelAutoOrder(ctx, memberId, order.auto_order_id);
      stoppedAuto = true;
    } catch (err) {
      // Already finished or cancelled: only the first run itself may still be withdrawn.
      if (!(err instanceof AppError)) throw err;
    }
  }

  const refunded = await cancelNeverSent(ctx, memberId, order.id);
  return refunded || stoppedAuto ? 'cancelled' : 'not-cancellable';
}
