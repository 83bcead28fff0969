import { msg, OrderStatus } from '@snsshop/shared';
import type { OrderRow, RefillMode, RefillRow } from '../../db/schema.js';
import { IN_FLIGHT } from './refill-states.js';

export interface RefillPolicyRow {
  refill_mode: RefillMode;
  refill_days: number;
  refill_cap: number;
  refill_cooldown_hours: number;
  refill_partial: number;
}
type OrderFacts = Pick<OrderRow, 'status' | 'finished_at' | 'updated_at' | 'cancel_requested_at'>;
type RefillFacts = Pick<RefillRow, 'state' | 'requested_at'>;

const HOUR_MS = 3_600_000;

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m}분` : m === 0 ? `${h}시간` : `${h}시간 ${m}분`;
}

export type RefillRefusalCode = 'not-supported' | 'cancelled' | 'partial' | 'not-completed' | 'window' | 'in-flight' | 'cap' | 'cool-down';
export interface RefillRefusal {
  code: RefillRefusalCode;
  message: string;
}

/**
 * Why this order may not be refilled now, in the member's words — or null when it may.
 * `refills` are the order's earlier refills; rejected ones do not count towards the cap.
 */
export function refillRefusal(service: RefillPolicyRow, order: OrderFacts, refills: RefillFacts[], nowMs: number): RefillRefusal | null {
  const no = (code: RefillRefusalCode, message: string) => ({ code, message });
  if (service.refill_mode === 'none') return no('not-supported', msg.refill.notSupported);
  // A cancel the member asked for that ended Partial is still a cancelled order.
  if (order.status === OrderStatus.CANCELED || order.cancel_requested_at !== null) return no('cancelled', msg.refill.cancelled);
  if (order.status === OrderStatus.PARTIAL && service.refill_partial !== 1) return no('partial', msg.refill.partialNotAllowed);
  if (order.status !== OrderStatus.COMPLETED && order.status !== OrderStatus.PARTIAL) return no('not-completed', msg.refill.notCompleted);
  const finishedMs = Date.parse(order.finished_at ?? order.updated_at);
  if (nowMs > finishedMs + service.refill_days * 24 * HOUR_MS) return no('window', msg.refill.windowOver(service.refill_days));
  if (refills.some((r) => IN_FLIGHT.includes(r.state))) return no('in-flight', msg.refill.inFlight);
  if (refills.filter((r) => r.state !== 'rejected').length >= service.refill_cap) return no('cap', msg.refill.capReached(service.refill_cap));
  const lastMs = Math.max(...refills.map((r) => Date.parse(r.requested_at)), -Infinity);
  const readyMs = lastMs + service.refill_cooldown_hours * HOUR_MS;
  if (nowMs < readyMs) return no('cool-down', msg.refill.coolDown(service.refill_cooldown_hours, waitText(readyMs - nowMs)));
  return null;
}
