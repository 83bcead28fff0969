import { reviewMessages, type AdminReview, type AdminReviewsPage, type adminReviewsQuerySchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { forgetLandingReviews } from './landing-reviews.js';
import { reviewRows } from './review-queries.js';

const PAGE = 30;
type Row = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

const toAdminReview = (r: Row): AdminReview => ({
  id: r.id,
  orderId: r.order_id,
  memberId: r.member_id,
  loginId: r.login_id,
  serviceId: r.service_id,
  serviceName: r.service_name,
  rating: r.rating,
  text: r.body,
  reply: r.reply,
  repliedAt: r.replied_at,
  hidden: r.hidden === 1,
  hiddenReason: r.hidden_reason,
  createdAt: r.created_at,
});

/** The console's 구매 후기, newest first by id (keyset). */
export async function listAdminReviews(ctx: AppContext, query: z.output<typeof adminReviewsQuerySchema>): Promise<AdminReviewsPage> {
  const rows = await reviewRows(ctx.db)
    .$if(query.view === 'visible', (q) => q.where('r.hidden', '=', 0))
    .$if(query.view === 'hidden', (q) => q.where('r.hidden', '=', 1))
    .$if(query.view === 'unanswered', (q) => q.where('r.reply', 'is', null))
    .$if(query.cursor !== undefined, (q) => q.where('r.id', '<', query.cursor!))
    .orderBy('r.id', 'desc')
    .limit(PAGE + 1)
    .execute();
  const items = rows.slice(0, PAGE).map(toAdminReview);
  return { items, nextCursor: rows.length > PAGE ? items[items.length - 1]!.id : null };
}

async function change(ctx: AppContext, actor: Actor, id: number, action: string, set: (before: Row) => Record<string, unknown>): Promise<AdminReview> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await reviewRows(trx).where('r.id', '=', id).executeTakeFirst();
    if (!before) throw notFound(reviewMessages.notFound);
    const values = set(before);
    await trx.updateTable('reviews').set(values).where('id', '=', id).execute();
    const was = Object.fromEntries(Object.keys(values).map((k) => [k, before[k as keyof Row] ?? null]));
    await recordAudit(trx, ctx, actor, { action, targetType: 'review', targetId: id, before: was, after: values });
  });
  forgetLandingReviews(ctx);
  return toAdminReview(await reviewRows(ctx.db).where('r.id', '=', id).executeTakeFirstOrThrow());
}

/** The owner's reply under a review (written again replaces it); the review's own words are never edited. */
export const replyToReview = (ctx: AppContext, actor: Actor, id: number, text: string) =>
  change(ctx, actor, id, 'review.reply', () => ({ reply: text, replied_at: isoNow(ctx.clock) }));

/** Hides a review from /order and the landing (or shows it again), with the owner's reason; audited. */
export const hideReview = (ctx: AppContext, actor: Actor, id: number, hidden: boolean, reason: string | undefined) =>
  change(ctx, actor, id, hidden ? 'review.hide' : 'review.show', () => ({ hidden: hidden ? 1 : 0, hidden_reason: hidden ? (reason ?? null) : null }));
