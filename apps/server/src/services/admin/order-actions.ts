import { msg, OrderStatus, type OrderActionResult } from '@snsshop/shared';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { DISPATCH_LEASE_MS, HELD_PREFIX } from '../../jobs/dispatch-orders.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { ACTIVE_STATUSES, cancelUndispatchedIn, settleOrderIn } from '../orders/settle-order.js';
import { recordAudit, type Actor } from './audit.js';
import { findAdminOrder } from './order-queries.js';

async function load(ctx: AppContext, id: number) {
  const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.orderNotFound);
  if (!(ACTIVE_STATUSES as readonly number[]).includes(row.status)) throw conflict(msg.admin.orderNotActive);
  return row;
}

/**
 * Not being sent right now: a dispatch worker's claim moves next_dispatch_at past a lease and
 * stamps updated_at, so a held order (NULL), a due one, or one untouched for longer than a lease
 * cannot be in the middle of a send. Used inside the conditional UPDATE, so the sweep and a person
 * cannot both win the same order.
 */
function notInFlight(eb: ExpressionBuilder<DB, 'orders'>, now: Date) {
  return eb.or([
    eb('next_dispatch_at', 'is', null),
    eb('next_dispatch_at', '<=', now.toISOString()),
    eb('updated_at', '<=', new Date(now.getTime() - DISPATCH_LEASE_MS).toISOString()),
  ]);
}

/** Sends a held or failing unsent order on the next dispatch sweep, with a fresh count of attempts. */
export async function redispatchOrder(ctx: AppContext, actor: Actor, id: number): Promise<OrderActionResult> {
  const row = await load(ctx, id);
  if (row.provider_order_id !== null || row.status !== OrderStatus.PENDING) throw conflict(msg.admin.orderNotRedispatchable);
  const now = ctx.clock.now();
  const at = now.toISOString();
  // A held order was checked by a person; an 'unavailable' error stays, so dispatch still recognises its own earlier send.
  const lastError = row.last_error?.startsWith(HELD_PREFIX) ? null : row.last_error;
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('orders')
      .set({ next_dispatch_at: at, dispatch_attempts: 0, last_error: lastError, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', OrderStatus.PENDING)
      .where('provider_order_id', 'is', null)
      .where((eb) => notInFlight(eb, now))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict(msg.admin.orderDispatching);
    await recordAudit(trx, ctx, actor, {
      action: 'order.redispatch',
      targetType: 'order',
      targetId: id,
      before: { nextDispatchAt: row.next_dispatch_at, dispatchAttempts: row.dispatch_attempts, lastError: row.last_error },
      after: { nextDispatchAt: at, dispatchAttempts: 0, lastError },
    });
  });
  return { order: await findAdminOrder(ctx.db, id), message: msg.admin.redispatched };
}

/** What the provider said to a cancel request; never throws. */
async function askProviderToCancel(ctx: AppContext, providerId: number | null, providerOrderId: string): Promise<string | null> {
  try {
    const provider = await ctx.providers.get(providerId);
    const answer = (await provider.cancel([providerOrderId])).get(providerOrderId);
    if (!answer) return 'no answer';
    return 'error' in answer ? answer.error : null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/**
 * Cancels an active order with a full refund, once, through the same settle path as the sweeps.
 * Unsent: taken away from dispatch and cancelled. Sent: the provider is asked first; when it will
 * not cancel, the shop refunds only when the owner forces it (the shop then bears the cost).
 */
export async function cancelOrderByAdmin(ctx: AppContext, actor: Actor, id: number, opts: { reason?: string | undefined; force?: boolean | undefined } = {}): Promise<OrderActionResult> {
  const row = await load(ctx, id);
  const reason = opts.reason || '관리자 취소';
  const before = { status: row.status, charge: Number(row.charge), refunded: Number(row.refunded), providerOrderId: row.provider_order_id };
  if (row.provider_order_id === null) {
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('orders')
        .set({ next_dispatch_at: null, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', OrderStatus.PENDING)
        .where('provider_order_id', 'is', null)
        .where((eb) => notInFlight(eb, now))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw conflict(msg.admin.orderDispatching);
      if (!(await cancelUndispatchedIn(trx, ctx.clock, id, `admin: ${reason}`))) throw conflict(msg.admin.orderNotActive);
      await recordAudit(trx, ctx, actor, { action: 'order.cancel', targetType: 'order', targetId: id, before, after: { status: OrderStatus.CANCELED, refunded: before.charge, reason } });
    });
    return { order: await findAdminOrder(ctx.db, id), message: msg.admin.orderCancelled, providerCancel: 'not-sent' };
  }

  const providerError = await askProviderToCancel(ctx, row.provider_id, row.provider_order_id);
  if (providerError !== null && !opts.force) throw new AppError(409, msg.admin.providerCancelFailed(providerError), { providerError });
  await ctx.db.transaction().execute(async (trx) => {
    const outcome = await settleOrderIn(trx, ctx.clock, id, { status: OrderStatus.CANCELED, startCount: null, remains: null, charge: null });
    if (outcome !== 'finished') throw conflict(msg.admin.orderNotActive);
    await recordAudit(trx, ctx, actor, {
      action: 'order.cancel',
      targetType: 'order',
      targetId: id,
      before,
      after: { status: OrderStatus.CANCELED, refunded: before.charge, reason, providerCancel: providerError === null ? 'ok' : 'failed', ...(providerError ? { providerError, force: true } : {}) },
    });
  });
  return {
    order: await findAdminOrder(ctx.db, id),
    message: msg.admin.orderCancelled,
    providerCancel: providerError === null ? 'ok' : 'failed',
    ...(providerError ? { providerError } : {}),
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

