import type { ServiceReviews } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { reviewRows, toPublicReview } from './review-queries.js';

const LATEST = 5;

/** /order's 구매 후기 of one service: the average and count of its visible reviews and the newest few (index reviews_service). */
export async function readServiceReviews(ctx: AppContext, serviceId: number): Promise<ServiceReviews> {
  const [stats, latest] = await Promise.all([
    ctx.db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string | null>('rating').as('stars')])
      .where('service_id', '=', serviceId)
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow(),
    reviewRows(ctx.db).where('r.service_id', '=', serviceId).where('r.hidden', '=', 0).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(LATEST).execute(),
  ]);
  const count = Number(stats.n);
  return {
    serviceId,
    average: count === 0 ? null : Math.round((Number(stats.stars) / count) * 10) / 10,
    count,
    latest: latest.map(toPublicReview),
  };
}
