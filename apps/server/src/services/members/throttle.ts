import type { AppContext } from '../../context.js';
import type { CounterSpec } from '../../db/rate-counters.js';
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
 * One request against sliding windows (`max` per `windowMs` each) in the shared rate store, in turn,
 * each counted only when the ones before it counted it, at the same cost whatever the limits
 * (RateStore.takeWindows); a hit for each window tried (fewer than asked when one refused).
 */
export async function takeSlidingSlots(ctx: AppContext, windows: CounterSpec[]): Promise<RateHit[]> {
  const now = ctx.clock.now().getTime();
  return hitsOf(windows, await ctx.rates.takeWindows(windows, now), now);
}

/** The hits the takes of `windows` (RateStore.takeWindows, or a statement that took them) answer. */
export function hitsOf(windows: readonly CounterSpec[], taken: readonly WindowTake[], now: number): RateHit[] {
  return taken.map((t, i) => hitOf(t, windows[i]!.max, windows[i]!.windowMs, now));
}

function hitOf(taken: WindowTake, limit: number, windowMs: number, now: number): RateHit {
  const resetMs = Math.max(0, taken.oldestMs + windowMs - now);
  if (!taken.ok) return { allowed: false, limit, remaining: 0, resetMs };
  return { allowed: true, limit, remaining: Math.max(0, limit - taken.counted), resetMs };
}
