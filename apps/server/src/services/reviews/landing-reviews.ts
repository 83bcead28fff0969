import type { LandingReview } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { reviewRows, toPublicReview } from './review-queries.js';

const BEST = 8;
const TTL_MS = 60_000;
const cache = new WeakMap<AppContext, { at: number; reviews: LandingReview[] }>();

/**
 * The landing carousel's real reviews: the best visible ones (4 stars and up, most stars then newest),
 * in the carousel's own shape. Kept a minute per process, so a visit never reads the table; a review
 * written or hidden here is forgotten at once (another process sees it within the minute).
 */
export async function readLandingReviews(ctx: AppContext): Promise<LandingReview[]> {
  const now = ctx.clock.now().getTime();
  const kept = cache.get(ctx);
  if (kept && now - kept.at < TTL_MS) return kept.reviews;
  const rows = await reviewRows(ctx.db).where('r.hidden', '=', 0).where('r.rating', '>=', 4).orderBy('r.rating', 'desc').orderBy('r.created_at', 'desc').limit(BEST).execute();
  const reviews = rows.map(toPublicReview).map((r) => ({ name: r.name, role: `${r.serviceName} 구매 고객`, rating: r.rating, text: r.text }));
  cache.set(ctx, { at: now, reviews });
  return reviews;
}

export const forgetLandingReviews = (ctx: AppContext) => cache.delete(ctx);
