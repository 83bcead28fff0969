import type { AppContext } from '../../context.js';
import type { CounterSpec, GuardedTake } from '../../db/rate-counters.js';
import type { WindowTake } from '../../db/rate-store.js';
import { AppError } from '../../lib/errors.js';

export { PRUNE_SHARE } from '../../db/rate-store.js';

export interface RateRule {
  bucket: string;
  key: string;
  limits: { max: number; windowMs: number; message: string }[];
}

/**
 * Counts one event against every rule in the shared rate store (the database, or Redis/Valkey with
 * REDIS_URL; every server process shares it): refuses with 429 and the limit's message when any limit
 * is reached, counting nothing; otherwise the event counts against every rule.
 */
export async function takeRateSlot(ctx: AppContext, rules: RateRule[]): Promise<void> {
  const taken = await ctx.rates.take(rules, ctx.clock.now().getTime());
  if (taken.refused) throw new AppError(429, rules[taken.refused.rule]!.limits[taken.refused.limit]!.message);
}

export interface RateHit {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the oldest counted request leaves the window (one slot frees). */
  resetMs: number;
}

/**
 * A customer API call against its windows in the shared rate store, at the same cost whatever the
 * limits: `guard` alone (a call without a known key), or `window` unless `guard` is full
 * (RateStore.takeGuarded). The hit that decides the call, and whose X-RateLimit-* headers it sends.
 */
export async function takeSlidingWindow(ctx: AppContext, guard: CounterSpec, window: CounterSpec | null): Promise<RateHit> {
  const now = ctx.clock.now().getTime();
  if (!window) return hitOf(await ctx.rates.takeWindow(guard.bucket, guard.key, guard.max, guard.windowMs, now), guard.max, guard.windowMs, now);
  return guardedHit(guard, window, await ctx.rates.takeGuarded(guard, window, now), now);
}

/** The hit a guarded take answers (RateStore.takeGuarded, or a statement that took it): the window's, or the full guard's. */
export function guardedHit(guard: CounterSpec, window: CounterSpec, taken: GuardedTake, now: number): RateHit {
  const by = taken.by === 'guard' ? guard : window;
  return hitOf(taken.take, by.max, by.windowMs, now);
}

function hitOf(taken: WindowTake, limit: number, windowMs: number, now: number): RateHit {
  const resetMs = Math.max(0, taken.oldestMs + windowMs - now);
  if (!taken.ok) return { allowed: false, limit, remaining: 0, resetMs };
  return { allowed: true, limit, remaining: Math.max(0, limit - taken.counted), resetMs };
}
