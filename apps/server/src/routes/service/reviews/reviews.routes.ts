import { errorSchema, landingReviewSchema, msg, orderReviewSchema, publicReviewSchema, recordIdParams, recordIdText, reviewBodySchema, serviceReviewsSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { readFlag } from '../../../services/catalog/catalog-queries.js';
import { readLandingCounters } from '../../../services/dashboard/landing-counters.js';
import { readLandingReviews } from '../../../services/reviews/landing-reviews.js';
import { readServiceReviews } from '../../../services/reviews/service-reviews.js';
import { readOrderReview, writeReview } from '../../../services/reviews/write-review.js';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const count = z.number().int();

/** 구매 후기: written by the buyer of a finished order, read on /order and (the owner's switch) on the landing; the landing's real counters. */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/service/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '구매 후기 쓰기 (완료·부분 완료된 내 주문에 한 번, 별점 1~5와 글)',
        body: reviewBodySchema,
        response: { 201: publicReviewSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await writeReview(ctx, currentMember(request).id, request.body)),
  );

  app.get(
    '/service/order/:id/review',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: '내 주문의 후기 (쓸 수 있는지, 쓴 후기)', params: recordIdParams(msg.order.notFound), response: { 200: orderReviewSchema, 401: errorSchema, 404: errorSchema } },
    },
    async (request) => {
      const { id } = request.params;
      return readOrderReview(ctx, currentMember(request).id, id);
    },
  );

  app.get(
    '/service/reviews',
    {
      schema: {
        tags,
        summary: '상품의 구매 후기 (평균 별점, 개수, 최신 후기)',
        querystring: z.object({ serviceId: recordIdText(msg.common.notFound) }),
        response: { 200: serviceReviewsSchema, 400: errorSchema },
      },
    },
    (request) => readServiceReviews(ctx, request.query.serviceId),
  );

  app.get('/service/reviews/best', { schema: { hide: true, response: { 200: z.array(landingReviewSchema), 404: errorSchema } } }, async () => {
    if (!(await readFlag(ctx.db, 'LANDING_REAL_REVIEWS'))) throw notFound(msg.common.notFound);
    return readLandingReviews(ctx);
  });

  app.get(
    '/service/landing-counters',
    { schema: { hide: true, response: { 200: z.object({ inProgress: count, completedToday: count, members: count }), 404: errorSchema } } },
    async () => {
      if (!(await readFlag(ctx.db, 'LANDING_REAL_COUNTERS'))) throw notFound(msg.common.notFound);
      return readLandingCounters(ctx);
    },
  );
};
