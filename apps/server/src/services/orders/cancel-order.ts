import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { ProviderError } from '../../providers/provider.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { CANCEL_CHECK_DELAY_MS, UNSENT } from './fulfilment.js';
import { ACTIVE_STATUSES, finishOrder } from './settle-order.js';
import { addMs } from '../../lib/clock.js';
import { OrderStatus } from '@snsshop/shared';

/** Who asks: a member on the site, an API client, or the owner (who may force a local cancel). */
export type CancelRequester =
  | { kind: 'member' | 'api'; memberId: number }
  | { kind: 'owner'; actor: Actor; force?: boolean | undefined; reason?: string | undefined };

/**
 * - cancelled: never sent upstream; cancelled and refunded in full now;
 * - requested: forwarded to the provider; the refund follows what status sync sees (Canceled: all, Partial: the remains);
 * - forced: the owner's local cancel, refunded now; the order is still asked about (a late delivery is flagged).
 */
export type CancelOutcome = { kind: 'cancelled' } | { kind: 'requested' } | { kind: 'forced'; providerError?: string };

const isActive = (o: Pick<OrderRow, 'status'>) => (ACTIVE_STATUSES as readonly number[]).includes(o.status);

/** Certainly never sent: unsent, or held by the cost guard before any send (a held order whose send may have arrived has send_unknown). */
const NEVER_SENT: readonly OrderRow['fulfilment'][] = [...UNSENT, 'held'];
const neverSent = (o: Pick<OrderRow, 'fulfilment' | 'send_unknown'>) => NEVER_SENT.includes(o.fulfilment) && o.send_unknown === 0;

/** The member's own order (another member's answers exactly like one that does not exist), or any order for the owner. */
async function loadOrder(ctx: AppContext, requester: CancelRequester, orderId: number) {
  const order = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .$if(requester.kind !== 'owner', (q) => q.where('member_id', '=', (requester as { memberId: number }).memberId))
    .executeTakeFirst();
  if (!order) throw notFound(requester.kind === 'owner' ? msg.admin.orderNotFound : msg.order.notFound);
  return order;
}

/** Whether a member (or API client) can cancel this order now: shown as the history's 취소 요청 button. */
export function memberCanCancel(o: Pick<OrderRow, 'status' | 'fulfilment' | 'send_unknown'>, serviceCancellable: boolean): boolean {
  if (!isActive(o)) return false;
  if (neverSent(o)) return true;
  return o.fulfilment === 'sent' && serviceCancellable;
}

/**
 * Takes a never-sent order away from dispatch and cancels it with a full refund, in one transaction.
 * The condition excludes every state in which a send may have started: a worker marks an order
 * 'sending' only while it is still 'claimed' with its own token, so whichever commits first wins.
 */
async function cancelNeverSent(trx: Trx, order: OrderRow, at: string, reason: string): Promise<boolean> {
  const taken = await trx
    .updateTable('orders')
    .set({ claim_token: null, updated_at: at })
    .where('id', '=', order.id)
    .where('fulfilment', 'in', [...NEVER_SENT])
    .where('send_unknown', '=', 0)
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined && finishOrder(trx, order, OrderStatus.CANCELED, order.quantity, null, at, reason.slice(0, 300));
}

/** What the provider said to `cancel`: accepted, refused with its words, or no usable answer. */
async function forwardCancel(ctx: AppContext, order: OrderRow): Promise<{ ok: true } | { error: string; unavailable?: true }> {
  try {
    const provider = await ctx.providers.get(order.provider_id);
    const answer = (await provider.cancel([order.provider_order_id!])).get(order.provider_order_id!);
    if (!answer) return { error: 'no answer' };
    return 'error' in answer ? { error: answer.error } : { ok: true };
  } catch (err) {
    if (err instanceof ProviderError && err.kind === 'rejected') return { error: err.message };
    return { error: err instanceof Error ? err.message : String(err), unavailable: true };
  }
}

async function serviceCancellable(ctx: AppContext, serviceId: number) {
  const s = await ctx.db.selectFrom('services').select('cancellable').where('id', '=', serviceId).executeTakeFirst();
  return s?.cancellable === 1;
}

/**
 * The one way an order is cancelled, whoever asks:
 * - never sent upstream (waiting for its link, due, or claimed but not yet being sent) → cancelled and refunded in full at once;
 * - sent, on a service whose provider takes `cancel` → forwarded; the order is 취소 요청됨 and the refund waits for status sync;
 * - sent, provider cannot cancel, or the outcome of an earlier send is unknown → refused with a Korean reason;
 * - the owner may force a local cancel: refunded once now, still asked about, a later delivery is flagged, never refunded twice.
 * Provider calls happen outside any transaction; every state change is conditional, so racing cancels refund once.
 */
export async function cancelOrder(ctx: AppContext, requester: CancelRequester, orderId: number): Promise<CancelOutcome> {
  const order = await loadOrder(ctx, requester, orderId);
  const owner = requester.kind === 'owner' ? requester : null;
  const reason = owner ? `admin: ${owner.reason || '관리자 취소'}` : requester.kind === 'api' ? 'cancelled by the customer (API)' : 'cancelled by the customer';
  if (order.fulfilment === 'cancel_requested' && !owner?.force) throw conflict(msg.order.cancelAlreadyRequested);
  if (!isActive(order)) throw conflict(owner ? msg.admin.orderNotActive : msg.order.cancelNotActive);

  if (neverSent(order)) {
    const at = isoNow(ctx.clock);
    const done = await ctx.db.transaction().execute(async (trx) => {
      if (!(await cancelNeverSent(trx, order, at, reason))) return false;
      if (owner) await auditCancel(trx, ctx, owner, order, { status: OrderStatus.CANCELED, refunded: Number(order.charge), reason: owner.reason || '관리자 취소' });
      return true;
    });
    if (done) return { kind: 'cancelled' };
    // A worker started sending it a moment ago, or another cancel won: say what it is now.
    const now = await loadOrder(ctx, requester, orderId);
    if (!isActive(now)) throw conflict(owner ? msg.admin.orderNotActive : msg.order.cancelNotActive);
    throw conflict(owner ? msg.admin.orderDispatching : msg.order.cancelBusy);
  }
  if (order.fulfilment === 'sending') throw conflict(owner ? msg.admin.orderDispatching : msg.order.cancelBusy);

  if (owner?.force) return forceLocalCancel(ctx, owner, order);

  if (order.fulfilment !== 'sent' && order.fulfilment !== 'cancel_requested') {
    // Held, or retrying after a send whose outcome is unknown: the provider may have it, with no id to cancel by.
    throw conflict(owner ? msg.admin.cancelUnknownOutcome : msg.order.cancelUnknownOutcome);
  }
  if (!(await serviceCancellable(ctx, order.service_id))) throw conflict(owner ? msg.admin.cancelNotSupported : msg.order.cancelNotSupported);

  const answer = await forwardCancel(ctx, order);
  if ('error' in answer) {
    // Two cancels racing: the provider refuses the second; the first one's request stands.
    const again = await loadOrder(ctx, requester, orderId);
    if (again.fulfilment === 'cancel_requested') return { kind: 'requested' };
    if (owner) throw new AppError(409, msg.admin.providerCancelFailed(answer.error), { providerError: answer.error });
    throw conflict(answer.unavailable ? msg.order.cancelUnavailable : msg.order.cancelRefused);
  }
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('orders')
      .set({ fulfilment: 'cancel_requested', cancel_requested_at: at, cancel_requested_by: requester.kind, next_sync_at: addMs(at, CANCEL_CHECK_DELAY_MS), updated_at: at })
      .where('id', '=', order.id)
      .where('fulfilment', '=', 'sent')
      .returning('id')
      .executeTakeFirst();
    if (marked && owner) await auditCancel(trx, ctx, owner, order, { fulfilment: 'cancel_requested', providerCancel: 'ok', reason: owner.reason || '관리자 취소' });
  });
  return { kind: 'requested' };
}

/**
 * The owner's decision to refund now whatever the provider does. The provider is asked to cancel
 * when it can (best effort); an order it has stays 'watching', so status sync still asks about it
 * and flags what is delivered anyway.
 */
async function forceLocalCancel(ctx: AppContext, owner: Extract<CancelRequester, { kind: 'owner' }>, order: OrderRow): Promise<CancelOutcome> {
  let providerError: string | undefined;
  if (order.provider_order_id !== null && order.fulfilment === 'sent') {
    const answer = (await serviceCancellable(ctx, order.service_id)) ? await forwardCancel(ctx, order) : { error: 'cancel not supported' };
    if ('error' in answer) providerError = answer.error;
  }
  const at = isoNow(ctx.clock);
  const watch = order.provider_order_id !== null;
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('orders')
      .set({ claim_token: null, updated_at: at })
      .where('id', '=', order.id)
      .where('fulfilment', 'in', ['due', 'queued', 'claimed', 'held', 'sent', 'cancel_requested'])
      .returning('id')
      .executeTakeFirst();
    const done = locked !== undefined && (await finishOrder(trx, order, OrderStatus.CANCELED, order.quantity, order.start_count, at, `admin: ${owner.reason || '관리자 강제 취소'}`.slice(0, 300), watch ? 'watching' : 'settled'));
    if (!done) throw conflict(msg.admin.orderNotActive);
    await auditCancel(trx, ctx, owner, order, {
      status: OrderStatus.CANCELED,
      refunded: Number(order.charge),
      reason: owner.reason || '관리자 취소',
      force: true,
      providerCancel: providerError === undefined ? (watch ? 'ok' : 'not-sent') : 'failed',
      ...(providerError ? { providerError } : {}),
    });
  });
  return { kind: 'forced', ...(providerError ? { providerError } : {}) };
}

function auditCancel(trx: Trx, ctx: AppContext, owner: { actor: Actor }, order: OrderRow, after: Record<string, unknown>) {
  return recordAudit(trx, ctx, owner.actor, {
    action: 'order.cancel',
    targetType: 'order',
    targetId: order.id,
    before: { status: order.status, fulfilment: order.fulfilment, charge: Number(order.charge), refunded: Number(order.refunded), providerOrderId: order.provider_order_id },
    after,
  });
}
