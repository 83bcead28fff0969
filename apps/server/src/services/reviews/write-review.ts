import { msg, OrderStatus, reviewMessages, type OrderReview, type PublicReview, type reviewBodySchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { reviewRows, toPublicReview } from './review-queries.js';
import { forgetLandingReviews } from './landing-reviews.js';

const FINISHED: number[] = [OrderStatus.COMPLETED, OrderStatus.PARTIAL];

/** The member's own top-level order, or the same 404 as an order that does not exist. */
async function ownOrder(ctx: AppContext, memberId: number, orderId: number) {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'service_id', 'status'])
    .where('id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('parent_order_id', 'is', null)
    .executeTakeFirst();
  if (!order) throw notFound(msg.order.notFound);
  return order;
}

/** One review per finished (completed or partially completed) order, by the member who bought it; the unique index decides a race. */
export async function writeReview(ctx: AppContext, memberId: number, body: z.output<typeof reviewBodySchema>): Promise<PublicReview> {
  const order = await ownOrder(ctx, memberId, body.orderId);
  if (!FINISHED.includes(order.status)) throw badRequest(reviewMessages.notFinished);
  try {
    const row = await ctx.db
      .insertInto('reviews')
      .values({ order_id: order.id, member_id: memberId, service_id: order.service_id, rating: body.rating, body: body.text, created_at: isoNow(ctx.clock) })
      .returning('id')
      .executeTakeFirstOrThrow();
    forgetLandingReviews(ctx);
    return toPublicReview(await reviewRows(ctx.db).where('r.id', '=', row.id).executeTakeFirstOrThrow());
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(reviewMessages.already);
    throw err;
  }
}

/** An order's review state for its member: the review they wrote (hidden ones too: it is theirs), or whether they may write one. */
export async function readOrderReview(ctx: AppContext, memberId: number, orderId: number): Promise<OrderReview> {
  const order = await ownOrder(ctx, memberId, orderId);
  const row = await reviewRows(ctx.db).where('r.order_id', '=', order.id).executeTakeFirst();
  return { canReview: !row && FINISHED.includes(order.status), review: row ? toPublicReview(row) : null };
}
