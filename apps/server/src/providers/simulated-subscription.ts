import type { ProviderOrderStatus, SubscriptionState } from './provider.js';
import { durationFor, encodeSimulatedOrderId, seededUniform, type SimulatedSubscription } from './simulated-order-id.js';
import { subscriptionOrderStatus } from './status-words.js';

/** The simulated account's first new post comes this long after the subscription starts. */
export const SIMULATED_FIRST_POST_MS = 60_000;
/** Then a new post every 2 to 4 minutes (fixed per subscription, from its seed), so a demo sees posts used rise. */
export const SIMULATED_POST_GAP_MS = { min: 120_000, max: 240_000 } as const;

const postGapMs = (s: SimulatedSubscription) => SIMULATED_POST_GAP_MS.min + Math.floor(seededUniform(s.seed, 3) * (SIMULATED_POST_GAP_MS.max - SIMULATED_POST_GAP_MS.min));

/** When the child order for new post `i` (0-based) is made: the post, then the subscription's delay. */
export const childOrderAt = (s: SimulatedSubscription, i: number) => s.createdMs + SIMULATED_FIRST_POST_MS + i * postGapMs(s) + s.delayMin * 60_000;

/** How many posts had their child order made by `atMs` (never more than the posts bought). */
export function postsUsedBy(s: SimulatedSubscription, atMs: number): number {
  const first = childOrderAt(s, 0);
  if (atMs < first) return 0;
  return Math.min(s.posts, Math.floor((atMs - first) / postGapMs(s)) + 1);
}

/** Post `i`'s child order: an ordinary simulated order of min–max likes, so its own status can be asked too. */
export function childOrderId(s: SimulatedSubscription, i: number): string {
  const total = s.min + Math.floor(seededUniform(s.seed, 20 + i) * (s.max - s.min + 1));
  return encodeSimulatedOrderId({ createdMs: childOrderAt(s, i), total, durationS: durationFor(total, 1, 0), seed: Math.floor(seededUniform(s.seed, 1000 + i) * 2 ** 32) >>> 0, seq: s.seq });
}

/**
 * A subscription's answer at `nowMs`, as panels give it (`status`, `posts`, `orders`): Active while
 * posts are left; Completed once every post bought is used; Expired when its expiry date is over
 * with posts left; Canceled `cancelSettleMs` after a cancel, with the posts used before the cancel.
 */
export function simulatedSubscriptionStatus(s: SimulatedSubscription, nowMs: number, cancelledMs: number | null, cancelSettleMs: number): ProviderOrderStatus {
  const stopMs = Math.min(nowMs, cancelledMs ?? Infinity, s.endsMs > 0 ? s.endsMs : Infinity);
  const used = postsUsedBy(s, stopMs);
  const state: SubscriptionState =
    used >= s.posts
      ? 'Completed'
      : cancelledMs !== null && nowMs - cancelledMs >= cancelSettleMs
        ? 'Canceled'
        : s.endsMs > 0 && nowMs >= s.endsMs
          ? 'Expired'
          : 'Active';
  const orders = Array.from({ length: used }, (_, i) => childOrderId(s, i));
  return { status: subscriptionOrderStatus(state), startCount: null, remains: null, charge: null, subscription: { state, posts: used, orders } };
}
