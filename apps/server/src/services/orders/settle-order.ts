import { OrderStatus, readStoredTypeFields, subscriptionSize } from '@snsshop/shared';
import type { Db, Trx } from '../../db/database.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { ProviderOrderStatus, SubscriptionReport } from '../../providers/provider.js';
import { notifyOrderFinished, notifyOrderStarted } from '../notifications/member-events.js';
import { returnOrderCoupon } from '../coupons/order-coupon.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { carryRemainder } from '../routing/carry-remainder.js';
import type { Fulfilment } from './fulfilment.js';

/** Statuses an order can still leave; the others are final. */
export const ACTIVE_STATUSES = [OrderStatus.PENDING, OrderStatus.INPROGRESS, OrderStatus.PROCESSING] as const;

/**
 * The undelivered share of what was paid: remains ÷ quantity × charge, rounded down to whole won
 * (never more than the undelivered part cost). BigInt, because charge × remains can pass 2^53.
 */
export function partialRefund(charge: number, quantity: number, remains: number): number {
  const r = Math.min(Math.max(remains, 0), quantity);
  return Number((BigInt(charge) * BigInt(r)) / BigInt(quantity));
}

export interface OrderMoney {
  id: number;
  member_id: number;
  quantity: number;
  charge: number;
}

type FinalStatus = typeof OrderStatus.COMPLETED | typeof OrderStatus.PARTIAL | typeof OrderStatus.CANCELED;

/**
 * Moves an active order to a final status and gives back what was not delivered, in the caller's
 * transaction. The conditional UPDATE lets only one caller finish an order; the ledger's unique
 * (kind, ref) index would refuse a second refund even if two got through.
 * `fulfilment` is 'settled', or 'watching' when the owner forced a local cancel of an order the
 * provider has: it is still asked about, so a late delivery is flagged (never refunded twice).
 */
export async function finishOrder(
  trx: Trx,
  order: OrderMoney,
  status: FinalStatus,
  remains: number,
  startCount: number | null,
  at: string,
  error: string | null,
  fulfilment: Extract<Fulfilment, 'settled' | 'watching'> = 'settled',
) {
  const refund = status === OrderStatus.CANCELED ? Number(order.charge) : status === OrderStatus.PARTIAL ? partialRefund(Number(order.charge), order.quantity, remains) : 0;
  const updated = await trx
    .updateTable('orders')
    .set({
      status,
      remains,
      start_count: startCount,
      refunded: refund,
      finished_at: at,
      updated_at: at,
      fulfilment,
      claim_token: null,
      next_dispatch_at: null,
      ...(fulfilment === 'settled' ? { next_sync_at: null } : {}),
      last_error: error,
      held_reason: null,
    })
    .where('id', '=', order.id)
    .where('status', 'in', [...ACTIVE_STATUSES])
    .returning(['id', 'parent_order_id', 'coupon_redemption_id'])
    .executeTakeFirst();
  if (!updated) return false;
  if (refund > 0) {
    await applyPointChange(trx, { memberId: order.member_id, delta: refund, kind: 'refund', refType: 'order', refId: order.id, at });
  }
  // Refunded in full: the order-discount coupon it used is the member's again (unless it has expired).
  const whole = status === OrderStatus.CANCELED || (status === OrderStatus.PARTIAL && remains >= order.quantity);
  if (whole && updated.coupon_redemption_id !== null) await returnOrderCoupon(trx, updated.coupon_redemption_id, order.id, at);
  // A child carried its parent's remainder to another route: what it left undelivered is what no route delivered.
  if (updated.parent_order_id !== null) {
    const parent = await trx.selectFrom('orders').select(['id', 'member_id', 'quantity', 'charge', 'start_count']).where('id', '=', updated.parent_order_id).executeTakeFirst();
    if (parent) {
      const back = partialRefund(Number(parent.charge), parent.quantity, remains);
      const shown = `경로를 옮겨 처리 · 미처리 ${remains}개 환불 ${back}원 (${remains} ÷ ${parent.quantity} × ${Number(parent.charge)}원, 원 미만 버림)`;
      await finishOrder(trx, parent, remains === 0 ? OrderStatus.COMPLETED : OrderStatus.PARTIAL, remains, parent.start_count, at, remains === 0 ? null : shown);
    }
  }
  await notifyOrderFinished(trx, order.id, at);
  return true;
}

/** An UPDATE that changes nothing but locks the order for the rest of the transaction. */
export const lockOrder = (trx: Trx, orderId: number) =>
  trx
    .updateTable('orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', orderId);

export type SettleOutcome = 'unchanged' | 'updated' | 'finished' | 'flagged' | 'ignored';

/**
 * Applies what the provider reported. Start count and remains are kept as progress; a final
 * status refunds exactly once. A report that cannot carry a money decision (Partial without
 * remains) changes nothing and is recorded, so the next sync can try again.
 */
export async function settleOrder(db: Db, clock: Clock, orderId: number, report: ProviderOrderStatus): Promise<SettleOutcome> {
  return db.transaction().execute((trx) => settleOrderIn(trx, clock, orderId, report));
}

/** settleOrder inside the caller's transaction (an admin action settles and audits in one). */
export async function settleOrderIn(trx: Trx, clock: Clock, orderId: number, given: ProviderOrderStatus): Promise<SettleOutcome> {
  let report = given;
  // Read through a no-op UPDATE: it locks the row (PostgreSQL) and takes SQLite's write lock at the
  // start, so a second process settling the same order waits instead of failing half way.
  const order = await lockOrder(trx, orderId)
    .where('fulfilment', 'in', ['sent', 'cancel_requested', 'watching'])
    .returning(['id', 'member_id', 'quantity', 'charge', 'status', 'start_count', 'remains', 'fulfilment', 'started_at', 'type_fields', 'sub_posts_used'])
    .executeTakeFirst();
  if (!order) return 'ignored';
  const at = isoNow(clock);
  const typed = readStoredTypeFields(order.type_fields);
  if (typed?.type === 'Subscriptions') report = subscriptionAsOrder(order, typed.fields, report);
  if (report.subscription === undefined && typed?.type === 'Subscriptions' && report.remains === null && report.status !== OrderStatus.PENDING) {
    // a subscription's answer that does not say how many posts were used cannot carry a money decision
    await trx.updateTable('orders').set({ last_error: 'Subscription status without posts', updated_at: at }).where('id', '=', order.id).execute();
    return 'unchanged';
  }
  if (order.fulfilment === 'watching') return watchAfterForcedCancel(trx, order, report, at);
  const clamp = (n: number | null) => (n == null ? null : Math.min(Math.max(Math.trunc(n), 0), order.quantity));
  const remains = clamp(report.remains);
  const startCount = report.startCount ?? order.start_count;

  if (report.subscription && (report.status === OrderStatus.COMPLETED || report.status === OrderStatus.PARTIAL || report.status === OrderStatus.CANCELED)) {
    await recordSubscription(trx, order.id, report.subscription, typed ? subscriptionSize(typed.fields).posts : 0);
  }
  if (report.status === OrderStatus.COMPLETED) {
    return (await finishOrder(trx, order, OrderStatus.COMPLETED, 0, startCount, at, null)) ? 'finished' : 'ignored';
  }
  if (report.status === OrderStatus.CANCELED) {
    return (await finishOrder(trx, order, OrderStatus.CANCELED, order.quantity, startCount, at, null)) ? 'finished' : 'ignored';
  }
  if (report.status === OrderStatus.PARTIAL) {
    if (remains == null) {
      await trx.updateTable('orders').set({ last_error: 'Partial without remains', updated_at: at }).where('id', '=', order.id).execute();
      return 'unchanged';
    }
    if (await carryRemainder(trx, order.id, remains, startCount, at)) return 'updated';
    return (await finishOrder(trx, order, OrderStatus.PARTIAL, remains, startCount, at, null)) ? 'finished' : 'ignored';
  }
  if (report.subscription) await recordSubscription(trx, order.id, report.subscription, typed ? subscriptionSize(typed.fields).posts : 0);
  // A queued order waiting for its link shows 대기 중 until the provider reports on it.
  if (report.status === order.status && remains === order.remains && startCount === order.start_count) return 'unchanged';
  // Started (for the service's "평균 시작"): the first In progress or start count; panels answer start_count 0 while pending.
  const started = order.started_at == null && (report.status === OrderStatus.INPROGRESS || (report.startCount ?? 0) > 0);
  await trx
    .updateTable('orders')
    .set({ status: report.status, remains: remains ?? order.remains, start_count: startCount, last_error: null, updated_at: at, ...(started ? { started_at: at } : {}) })
    .where('id', '=', order.id)
    .where('status', 'in', [...ACTIVE_STATUSES])
    .execute();
  if (report.status !== OrderStatus.PENDING && (report.status !== order.status || order.start_count == null)) await notifyOrderStarted(trx, order.id, at);
  return 'updated';
}

/**
 * The owner cancelled this order locally and the member was refunded; the provider may still
 * deliver. A final report ends the watch: what was delivered anyway is flagged to the owner with
 * its value at the member's price — the member's balance is never touched again.
 */
async function watchAfterForcedCancel(trx: Trx, order: OrderMoney & { remains: number | null }, report: ProviderOrderStatus, at: string): Promise<SettleOutcome> {
  const final = report.status === OrderStatus.COMPLETED || report.status === OrderStatus.PARTIAL || report.status === OrderStatus.CANCELED;
  if (!final) return 'unchanged';
  if (report.status === OrderStatus.PARTIAL && report.remains == null) return 'unchanged';
  const remains = report.status === OrderStatus.COMPLETED ? 0 : report.status === OrderStatus.CANCELED ? order.quantity : Math.min(Math.max(Math.trunc(report.remains!), 0), order.quantity);
  const delivered = order.quantity - remains;
  const value = Number(order.charge) - partialRefund(Number(order.charge), order.quantity, remains);
  await trx
    .updateTable('orders')
    .set({
      fulfilment: 'settled',
      next_sync_at: null,
      updated_at: at,
      ...(delivered > 0 ? { late_delivered: delivered, late_delivery_won: value, late_delivery_at: at } : {}),
    })
    .where('id', '=', order.id)
    .where('fulfilment', '=', 'watching')
    .execute();
  return delivered > 0 ? 'flagged' : 'finished';
}

/**
 * A subscription's answer in the order's own terms. It was paid as max × posts; each post the
 * provider reports used takes one post's share, and when it ends (Completed, Expired, Canceled) the
 * unused posts are what remains: remains = unused posts × max, refunded once by finishOrder like any
 * Partial. A Canceled subscription that used posts is a Partial, never a full refund; one that used
 * none is Canceled. Posts used never go back (a lower count is an older answer) and never pass the
 * posts bought. A final answer without `posts` is left as it was (no money decision without it).
 */
function subscriptionAsOrder(order: { quantity: number; sub_posts_used: number | null }, fields: Readonly<Record<string, string>>, report: ProviderOrderStatus): ProviderOrderStatus {
  const sub = report.subscription;
  if (!sub) return { ...report, remains: null };
  const { posts, max } = subscriptionSize(fields);
  if (sub.posts === null && sub.state !== 'Active' && sub.state !== 'Paused') return { status: report.status, startCount: null, remains: null, charge: report.charge };
  const used = Math.min(Math.max(sub.posts ?? 0, order.sub_posts_used ?? 0), posts);
  const remains = (posts - used) * max;
  const running = sub.state === 'Active' || sub.state === 'Paused';
  const status = running ? OrderStatus.INPROGRESS : used === posts ? OrderStatus.COMPLETED : used === 0 && sub.state === 'Canceled' ? OrderStatus.CANCELED : OrderStatus.PARTIAL;
  return { status, startCount: null, remains: Math.min(remains, order.quantity), charge: report.charge, subscription: { ...sub, posts: used } };
}

/** What the provider said of a subscription, kept for the member's page (state, posts used, child orders). */
async function recordSubscription(trx: Trx, orderId: number, sub: SubscriptionReport, posts: number) {
  await trx
    .updateTable('orders')
    .set({ sub_state: sub.state, sub_posts_used: Math.min(sub.posts ?? 0, posts), sub_child_orders: JSON.stringify(sub.orders) })
    .where('id', '=', orderId)
    .execute();
}
