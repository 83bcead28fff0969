import { msg, OrderStatus, type OrderActionResult } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { cancelOrder } from './cancel-order.js';
import { findAdminOrder } from './order-queries.js';
import { ACTIVE_STATUSES, settleOrderIn } from './settle-order.js';

async function load(ctx: AppContext, id: number) {
  const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.orderNotFound);
  if (!(ACTIVE_STATUSES as readonly number[]).includes(row.status)) throw conflict(msg.admin.orderNotActive);
  return row;
}

/**
 * Sends an unsent order on the next dispatch sweep, with a fresh count of attempts. A held order
 * was checked by a person at the provider's panel and found missing there, so its unknown outcome
 * is cleared; a retrying one keeps what dispatch knows about its earlier sends. Never one being sent.
 */
export async function redispatchOrder(ctx: AppContext, actor: Actor, id: number): Promise<OrderActionResult> {
  const row = await load(ctx, id);
  const at = ctx.clock.now().toISOString();
  // A claim or send whose lease ran out belongs to a worker that died; one still within it is left alone.
  const abandoned = ['claimed', 'sending'].includes(row.fulfilment) && row.next_dispatch_at !== null && row.next_dispatch_at <= at;
  if (row.provider_order_id !== null || !(['held', 'due', 'queued'].includes(row.fulfilment) || abandoned)) {
    throw conflict(['claimed', 'sending'].includes(row.fulfilment) ? msg.admin.orderDispatching : msg.admin.orderNotRedispatchable);
  }
  // A person cleared a held order; a send cut off mid-call stays of unknown outcome.
  const sendUnknown = row.fulfilment === 'held' ? 0 : row.fulfilment === 'sending' ? 1 : row.send_unknown;
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('orders')
      .set({ fulfilment: 'due', held_reason: null, next_dispatch_at: at, dispatch_attempts: 0, send_unknown: sendUnknown, claim_token: null, last_error: row.fulfilment === 'held' ? null : row.last_error, updated_at: at })
      .where('id', '=', id)
      .where('fulfilment', '=', row.fulfilment)
      .where('provider_order_id', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict(msg.admin.orderDispatching);
    await recordAudit(trx, ctx, actor, {
      action: 'order.redispatch',
      targetType: 'order',
      targetId: id,
      before: { fulfilment: row.fulfilment, heldReason: row.held_reason, nextDispatchAt: row.next_dispatch_at, dispatchAttempts: row.dispatch_attempts, lastError: row.last_error },
      after: { fulfilment: 'due', nextDispatchAt: at, dispatchAttempts: 0, sendUnknown: sendUnknown === 1 },
    });
  });
  return { order: await findAdminOrder(ctx.db, id), message: msg.admin.redispatched };
}

/**
 * The owner's cancel goes through the one cancel path: unsent → cancelled and refunded now; sent →
 * forwarded to the provider and refunded when status sync sees the outcome; with `force`, refunded
 * now while the order is still watched for a late delivery.
 */
export async function cancelOrderByAdmin(ctx: AppContext, actor: Actor, id: number, opts: { reason?: string | undefined; force?: boolean | undefined } = {}): Promise<OrderActionResult> {
  const outcome = await cancelOrder(ctx, { kind: 'owner', actor, force: opts.force, reason: opts.reason }, id);
  const order = await findAdminOrder(ctx.db, id);
  if (outcome.kind === 'cancelled') return { order, message: msg.admin.orderCancelled, providerCancel: 'not-sent' };
  if (outcome.kind === 'requested') return { order, message: msg.admin.cancelRequested, providerCancel: 'ok' };
  return {
    order,
    message: msg.admin.forcedCancelled,
    providerCancel: outcome.providerError ? 'failed' : order.providerOrderId ? 'ok' : 'not-sent',
    ...(outcome.providerError ? { providerError: outcome.providerError } : {}),
  };
}

/** Marks a sent order Partial: the undelivered share (remains ÷ quantity × charge) is refunded once. */
export async function markOrderPartial(ctx: AppContext, actor: Actor, id: number, remains: number, reason?: string): Promise<OrderActionResult> {
  const row = await load(ctx, id);
  if (row.provider_order_id === null) throw conflict(msg.admin.partialNeedsDispatch);
  if (!Number.isInteger(remains) || remains < 0 || remains > row.quantity) throw badRequest(msg.admin.remainsInvalid);
  await ctx.db.transaction().execute(async (trx) => {
    const outcome = await settleOrderIn(trx, ctx.clock, id, { status: OrderStatus.PARTIAL, startCount: null, remains, charge: null });
    if (outcome !== 'finished') throw conflict(msg.admin.orderNotActive);
    const after = await trx.selectFrom('orders').select(['refunded']).where('id', '=', id).executeTakeFirstOrThrow();
    await recordAudit(trx, ctx, actor, {
      action: 'order.partial',
      targetType: 'order',
      targetId: id,
      before: { status: row.status, remains: row.remains, refunded: Number(row.refunded) },
      after: { status: OrderStatus.PARTIAL, remains, refunded: Number(after.refunded), ...(reason ? { reason } : {}) },
    });
  });
  return { order: await findAdminOrder(ctx.db, id), message: msg.admin.markedPartial };
}
