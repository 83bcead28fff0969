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
 * limit is reached, otherwise records one event per rule. The events are written first and counted
 * with the others, and taken back when refused, so racing requests (across processes too) may both be
 * refused at the edge of a limit, never both allowed past it.
 */
export async function takeRateSlot(ctx: AppContext, rules: RateRule[]): Promise<void> {
  const now = ctx.clock.now().getTime();
  const at = new Date(now).toISOString();
  const mine: number[] = [];
  for (const rule of rules) {
    const row = await ctx.db.insertInto('rate_events').values({ bucket: rule.bucket, key: rule.key, created_at: at }).returning('id').executeTakeFirstOrThrow();
    mine.push(row.id);
  }
  try {
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
        if (rows.filter((r) => r.created_at > since).length > limit.max) throw new AppError(429, limit.message);
      }
    }
  } catch (err) {
    await ctx.db.deleteFrom('rate_events').where('id', 'in', mine).execute();
    throw err;
  }
  // Every window is at most an hour; now and then (not on every request) drop what no window sees.
  if (Math.random() < PRUNE_SHARE) {
    await ctx.db.deleteFrom('rate_events').where('created_at', '<', new Date(now - DAY_MS).toISOString()).execute();
  }
}

export interface RateHit {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the oldest counted request leaves the window (one slot frees). */
  resetMs: number;
}

/**
 * One request against a sliding window (`limit` per `windowMs`) counted in the database, so every
 * server process sees the same count. The request is written first and counted with the others; a
 * request over the limit takes its row back (refused requests do not count). Two requests racing
 * for the last slot may both be refused, never both allowed.
 */
export async function takeSlidingSlot(ctx: AppContext, bucket: string, key: string, limit: number, windowMs: number): Promise<RateHit> {
  const now = ctx.clock.now().getTime();
  const mine = await ctx.db.insertInto('rate_events').values({ bucket, key, created_at: new Date(now).toISOString() }).returning('id').executeTakeFirstOrThrow();
  const seen = await ctx.db
    .selectFrom('rate_events')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('created_at', '>', new Date(now - windowMs).toISOString())
    .executeTakeFirstOrThrow();
  const counted = Number(seen.n);
  const oldest = seen.oldest ? Date.parse(seen.oldest) : now;
  const resetMs = Math.max(0, oldest + windowMs - now);
  if (Math.random() < PRUNE_SHARE) {
    await ctx.db.deleteFrom('rate_events').where('created_at', '<', new Date(now - DAY_MS).toISOString()).execute();
  }
  if (counted > limit) {
    await ctx.db.deleteFrom('rate_events').where('id', '=', mine.id).execute();
    return { allowed: false, limit, remaining: 0, resetMs };
  }
  return { allowed: true, limit, remaining: limit - counted, resetMs };
}
