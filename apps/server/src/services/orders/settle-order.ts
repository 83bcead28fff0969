import { OrderStatus, readStoredTypeFields, subscriptionSize } from '@snsshop/shared';
import type { Db, Trx } from '../../db/database.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { ProviderOrderStatus } from '../../providers/provider.js';
import { notifyOrderFinished, notifyOrderStarted } from '../notifications/member-events.js';
import { returnOrderCoupon } from '../coupons/order-coupon.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { carryRemainder } from '../routing/carry-remainder.js';
import { ordinaryReading, problem, recordSubscription, subscriptionReading, type AnswerFlag } from './answer-reading.js';
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
      answer_problem: null,
      answer_words: null,
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
 * remains, an unreadable word) changes nothing but a flag for the owner, so the next sync can try again.
 */
export async function settleOrder(db: Db, clock: Clock, orderId: number, report: ProviderOrderStatus): Promise<SettleOutcome> {
  return db.transaction().execute((trx) => settleOrderIn(trx, clock, orderId, report));
}

/** settleOrder inside the caller's transaction (an admin action settles and audits in one). */
export async function settleOrderIn(trx: Trx, clock: Clock, orderId: number, given: ProviderOrderStatus): Promise<SettleOutcome> {
  // Read through a no-op UPDATE: it locks the row (PostgreSQL) and takes SQLite's write lock at the
  // start, so a second process settling the same order waits instead of failing half way.
  const order = await lockOrder(trx, orderId)
    .where('fulfilment', 'in', ['sent', 'cancel_requested', 'watching'])
    .returning(['id', 'member_id', 'quantity', 'charge', 'status', 'start_count', 'remains', 'fulfilment', 'started_at', 'type_fields', 'sub_posts_used', 'answer_problem'])
    .executeTakeFirst();
  if (!order) return 'ignored';
  const at = isoNow(clock);
  const typed = readStoredTypeFields(order.type_fields);
  const subscribed = typed?.type === 'Subscriptions' ? typed.fields : null;
  const reading = subscribed ? subscriptionReading(order, subscribed, given) : ordinaryReading(given);
  if ('problem' in reading) return flagAnswer(trx, order.id, reading, given.words);
  const report = reading;
  if (order.fulfilment === 'watching') return watchAfterForcedCancel(trx, order, report, at);
  const clamp = (n: number | null) => (n == null ? null : Math.min(Math.max(Math.trunc(n), 0), order.quantity));
  const remains = clamp(report.remains);
  // a start count once known stays: a later null, or a 0 (panels' blank), is no news
  const startCount = report.startCount === null || (report.startCount === 0 && (order.start_count ?? 0) > 0) ? order.start_count : report.startCount;
  const final = report.status === OrderStatus.COMPLETED || report.status === OrderStatus.PARTIAL || report.status === OrderStatus.CANCELED;
  if (report.status === OrderStatus.PARTIAL && remains == null) return flagAnswer(trx, order.id, problem('partial_without_remains'), given.words);

  if (report.subscription) await recordSubscription(trx, order.id, report.subscription, subscribed ? subscriptionSize(subscribed).posts : 0);
  if (report.status === OrderStatus.COMPLETED) {
    return (await finishOrder(trx, order, OrderStatus.COMPLETED, 0, startCount, at, null)) ? 'finished' : 'ignored';
  }
  if (report.status === OrderStatus.CANCELED) {
    return (await finishOrder(trx, order, OrderStatus.CANCELED, order.quantity, startCount, at, null)) ? 'finished' : 'ignored';
  }
  if (final) {
    if (await carryRemainder(trx, order.id, remains!, startCount, at)) return 'updated';
    return (await finishOrder(trx, order, OrderStatus.PARTIAL, remains!, startCount, at, null)) ? 'finished' : 'ignored';
  }
  // A queued order waiting for its link shows 대기 중 until the provider reports on it.
  if (report.status === order.status && remains === order.remains && startCount === order.start_count) {
    if (order.answer_problem !== null) await trx.updateTable('orders').set(answerRead).where('id', '=', order.id).execute();
    return 'unchanged';
  }
  // Started (for the service's "평균 시작"): the first In progress or start count; panels answer start_count 0 while pending.
  const started = order.started_at == null && (report.status === OrderStatus.INPROGRESS || (report.startCount ?? 0) > 0);
  await trx
    .updateTable('orders')
    .set({ status: report.status, remains: remains ?? order.remains, start_count: startCount, last_error: null, updated_at: at, ...answerRead, ...(started ? { started_at: at } : {}) })
    .where('id', '=', order.id)
    .where('status', 'in', [...ACTIVE_STATUSES])
    .execute();
  if (report.status !== OrderStatus.PENDING && (report.status !== order.status || order.start_count == null)) await notifyOrderStarted(trx, order.id, at);
  return 'updated';
}

/** An answer was acted on: no problem left to show. */
const answerRead = { answer_problem: null, answer_words: null } as const;

/**
 * An answer the order cannot act on: kept with the panel's words for the owner (the order is among
 * those that need a look); nothing about money changes and the order is asked again.
 */
async function flagAnswer(trx: Trx, orderId: number, reading: AnswerFlag, words: string | undefined): Promise<SettleOutcome> {
  await trx
    .updateTable('orders')
    .set({ answer_problem: reading.problem, answer_words: words ?? null, last_error: reading.lastError })
    .where('id', '=', orderId)
    .execute();
  return 'unchanged';
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
