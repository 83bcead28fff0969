import { AutoOrderStatus, OrderStatus, readChildOrders, readStoredTypeFields, toPanelDate } from '@snsshop/shared';
import type { OrderRow } from '../db/schema.js';
import { ACTIVE_STATUSES } from '../services/orders/settle-order.js';
import type { OwnOrder } from './api-orders.js';

/** Our status codes in the protocol's words (docs/upstream-protocol.md). */
export const v2StatusWord: Record<number, string> = {
  [OrderStatus.PENDING]: 'Pending',
  [OrderStatus.INPROGRESS]: 'In progress',
  [OrderStatus.COMPLETED]: 'Completed',
  [OrderStatus.PARTIAL]: 'Partial',
  [OrderStatus.PROCESSING]: 'Processing',
  [OrderStatus.CANCELED]: 'Canceled',
};

export interface V2Status {
  charge: string;
  start_count: string | null;
  status: string;
  remains: string;
  currency: 'KRW';
}

/** Whole won as the protocol's decimal string. */
export const wonText = (won: number) => `${won}.00`;

/**
 * A subscription (자동 좋아요 구독) in the protocol's shape: its panel word, posts used, child orders,
 * expiry (d/m/Y); with an order's start_count and remains too (the likes not yet used, whose share is
 * refunded when it ends), which panels reading it as any order expect.
 */
export interface V2SubscriptionStatus {
  charge: string;
  start_count: null;
  status: 'Active' | 'Paused' | 'Completed' | 'Expired' | 'Canceled';
  remains: string;
  posts: string;
  orders: string[];
  expiry: string | null;
  currency: 'KRW';
}

const FINAL_WORDS: readonly string[] = ['Completed', 'Expired', 'Canceled'];

/**
 * A subscription's word: what its provider last reported (orders.sub_state) while that agrees with
 * the order; before the first report, or once the order was settled here without one (cancelled
 * before it was sent), the order's own status in the subscription's words.
 */
function subscriptionWord(o: OrderRow): V2SubscriptionStatus['status'] {
  const reported = o.sub_state as V2SubscriptionStatus['status'] | null;
  if (ACTIVE.includes(o.status)) return reported === 'Paused' ? 'Paused' : 'Active';
  if (reported && FINAL_WORDS.includes(reported)) return reported;
  return o.status === OrderStatus.COMPLETED ? 'Completed' : 'Canceled';
}

function toV2SubscriptionStatus(o: OrderRow, expiry: string | undefined): V2SubscriptionStatus {
  return {
    charge: wonText(paid(o)),
    start_count: null,
    status: subscriptionWord(o),
    remains: String(o.status === OrderStatus.COMPLETED ? 0 : (o.remains ?? o.quantity)),
    posts: String(o.sub_posts_used ?? 0),
    orders: readChildOrders(o.sub_child_orders),
    expiry: expiry ? toPanelDate(expiry) : null,
    currency: 'KRW',
  };
}

const ACTIVE: readonly number[] = ACTIVE_STATUSES;
const paid = (o: OrderRow) => Number(o.charge) - Number(o.refunded);

/** Units of one order already delivered, from its status and reported remains. */
function delivered(o: OrderRow): number {
  if (o.status === OrderStatus.COMPLETED) return o.quantity;
  if (o.status === OrderStatus.CANCELED) return 0;
  return o.quantity - Math.min(o.quantity, Math.max(0, o.remains ?? o.quantity));
}

/**
 * One order in the protocol's shape. A drip-feed order placed through `add` with runs is known to
 * the panel by its first run's id; it answers for the whole auto-order (quantity × runs), so the
 * panel sees Completed only once every run is delivered, and Partial with the undelivered units
 * when runs were cut short (cancelled, or unpaid) — the panel refunds its customer from that.
 */
export function toV2Status({ order, auto, runs }: OwnOrder): V2Status | V2SubscriptionStatus {
  const typed = readStoredTypeFields(order.type_fields);
  if (typed?.type === 'Subscriptions') return toV2SubscriptionStatus(order, typed.fields.expiry);
  if (!auto || order.run_no !== 1) {
    return {
      charge: wonText(paid(order)),
      start_count: order.start_count == null ? null : String(order.start_count),
      status: v2StatusWord[order.status] ?? 'Pending',
      remains: String(order.status === OrderStatus.COMPLETED ? 0 : (order.remains ?? order.quantity)),
      currency: 'KRW',
    };
  }
  const total = auto.quantity * auto.runs;
  const done = runs.reduce((sum, r) => sum + delivered(r), 0);
  const running = auto.status === AutoOrderStatus.ACTIVE || runs.some((r) => ACTIVE.includes(r.status));
  let status: string;
  if (running) status = done === 0 && runs.every((r) => r.status === OrderStatus.PENDING) ? 'Pending' : 'In progress';
  else status = done >= total ? 'Completed' : done === 0 ? 'Canceled' : 'Partial';
  return {
    charge: wonText(runs.reduce((sum, r) => sum + paid(r), 0)),
    start_count: order.start_count == null ? null : String(order.start_count),
    status,
    remains: String(Math.max(0, total - done)),
    currency: 'KRW',
  };
}
