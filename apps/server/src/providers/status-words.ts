import { OrderStatus } from '@snsshop/shared';
import type { SubscriptionState, UpstreamRefillStatus } from './provider.js';

const byWord: Record<string, OrderStatus> = {
  pending: OrderStatus.PENDING,
  inprogress: OrderStatus.INPROGRESS,
  completed: OrderStatus.COMPLETED,
  partial: OrderStatus.PARTIAL,
  processing: OrderStatus.PROCESSING,
  canceled: OrderStatus.CANCELED,
  cancelled: OrderStatus.CANCELED,
  refunded: OrderStatus.CANCELED,
};

/**
 * Panels vary case and spacing (`In progress`, `in_progress`, `IN PROGRESS`). Anything else,
 * `Fail` and `Error` included, is null: a money decision must never rest on a guessed status.
 */
export function normaliseStatusWord(word: unknown): OrderStatus | null {
  if (typeof word !== 'string') return null;
  return byWord[word.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

const subscriptionByWord: Record<string, SubscriptionState> = {
  active: 'Active',
  inprogress: 'Active',
  pending: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  expired: 'Expired',
  canceled: 'Canceled',
  cancelled: 'Canceled',
};

/** A subscription's word (Active, Paused, Completed, Expired, Canceled in any case); anything else is null. */
export function normaliseSubscriptionWord(word: unknown): SubscriptionState | null {
  if (typeof word !== 'string') return null;
  return subscriptionByWord[word.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

/** Where a subscription stands in the order's own statuses: still running, or final (the settle works out which). */
export const subscriptionOrderStatus = (state: SubscriptionState): OrderStatus =>
  state === 'Active' || state === 'Paused' ? OrderStatus.INPROGRESS : state === 'Canceled' ? OrderStatus.CANCELED : OrderStatus.COMPLETED;

const refillByWord: Record<string, UpstreamRefillStatus> = {
  pending: 'pending',
  awaiting: 'pending',
  inprogress: 'in_progress',
  processing: 'in_progress',
  completed: 'completed',
  rejected: 'rejected',
  canceled: 'rejected',
  cancelled: 'rejected',
  refunded: 'rejected',
  error: 'rejected',
  fail: 'rejected',
};

/** A refill's status word; unknown words are null and the refill is asked about again. */
export function normaliseRefillWord(word: unknown): UpstreamRefillStatus | null {
  if (typeof word !== 'string') return null;
  return refillByWord[word.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}
