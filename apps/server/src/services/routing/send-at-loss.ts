import { msg, OrderStatus, routeMessages, type OrderActionResult } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { findAdminOrder } from '../orders/order-queries.js';

/**
 * The owner's say on an order the cost guard held: send it anyway, even at a loss, on the next
 * dispatch (its routes are tried in order, the cost guard skipping none of them for this order).
 * Only an order held by the cost guard before any send, changed by one conditional write.
 */
export async function sendAtLoss(ctx: AppContext, actor: Actor, id: number): Promise<OrderActionResult> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('orders').select(['id', 'held_reason', 'last_error']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(msg.admin.orderNotFound);
    const done = await trx
      .updateTable('orders')
      .set({ fulfilment: 'due', held_reason: null, next_dispatch_at: at, dispatch_attempts: 0, cost_guard_waived: 1, claim_token: null, last_error: null, updated_at: at })
      .where('id', '=', id)
      .where('fulfilment', '=', 'held')
      .where('held_reason', '=', 'cost_guard')
      .where('send_unknown', '=', 0)
      .where('provider_order_id', 'is', null)
      .where('status', 'in', [OrderStatus.PENDING, OrderStatus.PROCESSING])
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict(routeMessages.notCostHeld);
    await recordAudit(trx, ctx, actor, {
      action: 'order.send_at_loss',
      targetType: 'order',
      targetId: id,
      before: { heldReason: row.held_reason, lastError: row.last_error },
      after: { fulfilment: 'due', costGuardWaived: true },
    });
  });
  return { order: await findAdminOrder(ctx.db, id), message: routeMessages.sentAtLoss };
}
