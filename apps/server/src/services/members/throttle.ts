import type { AppContext } from '../../context.js';
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
 * One request against a sliding window (`limit` per `windowMs`) in the shared rate store, at the
 * same cost whatever the limit (RateStore.takeWindow); refused requests do not count.
 */
export async function takeSlidingSlot(ctx: AppContext, bucket: string, key: string, limit: number, windowMs: number): Promise<RateHit> {
  const now = ctx.clock.now().getTime();
  const taken = await ctx.rates.takeWindow(bucket, key, limit, windowMs, now);
  const resetMs = Math.max(0, taken.oldestMs + windowMs - now);
  if (!taken.ok) return { allowed: false, limit, remaining: 0, resetMs };
  return { allowed: true, limit, remaining: Math.max(0, limit - taken.counted), resetMs };
}
