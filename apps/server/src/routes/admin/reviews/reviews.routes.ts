import { adminReviewSchema, adminReviewsPageSchema, adminReviewsQuerySchema, reviewHideBodySchema, reviewReplyBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { hideReview, listAdminReviews, replyToReview } from '../../../services/reviews/review-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** 구매 후기: the owner reads, replies and hides (audited); a review's words are never edited. */
export const adminReviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  const config = { permission: 'reviews.moderate' } as const;
  app.get('/admin/reviews', { config, schema: hidden({ querystring: adminReviewsQuerySchema, response: { 200: adminReviewsPageSchema } }) }, (request) =>
    listAdminReviews(ctx, request.query),
  );
  app.post('/admin/reviews/:id/reply', { config, schema: hidden({ params: idParams, body: reviewReplyBodySchema, response: { 200: adminReviewSchema } }) }, (request) =>
    replyToReview(ctx, actorOf(request), request.params.id, request.body.text),
  );
  app.post('/admin/reviews/:id/hide', { config, schema: hidden({ params: idParams, body: reviewHideBodySchema, response: { 200: adminReviewSchema } }) }, (request) =>
    hideReview(ctx, actorOf(request), request.params.id, request.body.hidden, request.body.reason),
  );
};
