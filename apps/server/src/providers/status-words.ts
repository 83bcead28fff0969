import { OrderStatus } from '@snsshop/shared';
import type { SubscriptionState, UpstreamRefillStatus } from './provider.js';

/**
 * Every status word panels use (case, spaces, `_` and `-` aside), in an ordinary order's terms and,
 * where a subscription uses it, in a subscription's. `Active`, `Paused` and `Expired` are a
 * subscription's words (an ordinary order answered Active or Paused is running); `Partial` is an
 * order's alone. Anything else (`Fail`, `Error`, `Done` …) is no word: a money decision never rests on
 * a guessed status, so such an answer is flagged for the owner instead.
 */
const words: Record<string, { order: OrderStatus | null; subscription: SubscriptionState | null; subscriptionWord?: true }> = {
  pending: { order: OrderStatus.PENDING, subscription: 'Active' },
  inprogress: { order: OrderStatus.INPROGRESS, subscription: 'Active' },
  processing: { order: OrderStatus.PROCESSING, subscription: 'Active' },
  active: { order: OrderStatus.INPROGRESS, subscription: 'Active', subscriptionWord: true },
  paused: { order: OrderStatus.INPROGRESS, subscription: 'Paused', subscriptionWord: true },
  completed: { order: OrderStatus.COMPLETED, subscription: 'Completed' },
  partial: { order: OrderStatus.PARTIAL, subscription: null },
  canceled: { order: OrderStatus.CANCELED, subscription: 'Canceled' },
  cancelled: { order: OrderStatus.CANCELED, subscription: 'Canceled' },
  refunded: { order: OrderStatus.CANCELED, subscription: 'Canceled' },
  expired: { order: null, subscription: 'Expired', subscriptionWord: true },
};

function wordOf(word: unknown) {
  const key = typeof word === 'string' ? word.toLowerCase().replace(/[\s_-]+/g, '') : '';
  return Object.hasOwn(words, key) ? words[key] : undefined;
}

/** The word as an ordinary order's status; null for a word no panel uses for orders. */
export const normaliseStatusWord = (word: unknown): OrderStatus | null => wordOf(word)?.order ?? null;

/** The word as a subscription's state (Active, Paused, Completed, Expired, Canceled); null for one no subscription uses. */
export const normaliseSubscriptionWord = (word: unknown): SubscriptionState | null => wordOf(word)?.subscription ?? null;

/** A word subscriptions use and orders do not (Active, Paused, Expired): an answer carrying one is read as a subscription's. */
export const isSubscriptionWord = (word: unknown) => wordOf(word)?.subscriptionWord === true;

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
