import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';

const DAY_MS = 24 * 3600_000;
/** Share of calls that also prune old rows: cheap on average, and no row outlives a day by much. */
export const PRUNE_SHARE = 0.02;

export interface RateRule {
  bucket: string;
  key: string;
  limits: { max: number; windowMs: number; message: string }[];
}

/**
 * Counts events in the database (several server processes share it): refuses with 429 when any
 * limit is reached, otherwise records one event per rule.
 */
export async function takeRateSlot(ctx: AppContext, rules: RateRule[]): Promise<void> {
  const now = ctx.clock.now().getTime();
  for (const rule of rules) {
    const longest = Math.max(...rule.limits.map((l) => l.windowMs));
    const rows = await ctx.db
      .selectFrom('rate_events')
      .select('created_at')
      .where('bucket', '=', rule.bucket)
      .where('key', '=', rule.key)
      .where('created_at', '>', new Date(now - longest).toISOString())
      .execute();
    for (const limit of rule.limits) {
      const since = new Date(now - limit.windowMs).toISOString();
      if (rows.filter((r) => r.created_at > since).length >= limit.max) throw new AppError(429, limit.message);
    }
  }
  const at = new Date(now).toISOString();
  for (const rule of rules) {
    await ctx.db.insertInto('rate_events').values({ bucket: rule.bucket, key: rule.key, created_at: at }).execute();
  }
  // Every window is at most an hour; now and then (not on every request) drop what no window sees.
  if (Math.random() < PRUNE_SHARE) {
    await ctx.db.deleteFrom('rate_events').where('created_at', '<', new Date(now - DAY_MS).toISOString()).execute();
  }
}
