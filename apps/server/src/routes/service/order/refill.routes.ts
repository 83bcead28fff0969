import { errorSchema, msg, recordIdParams, refillHistoryPageQuerySchema, refillHistoryPageSchema, refillRequestResultSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { memberRefillHistoryPage } from '../../../services/refills/refill-history-page.js';
import { requestRefill } from '../../../services/refills/request-refill.js';
import { memberHistoryRoutes } from '../member-history.js';

export const refillRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/service/order/:id/refill',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: '리필(A/S) 요청 (완료된 주문, 상품의 A/S 기간·횟수·간격 안에서)',
        params: recordIdParams(msg.order.notFound),
        response: { 201: refillRequestResultSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      // Any id that is not one of this member's orders answers the same 404.
      const { id } = request.params;
      const refill = await requestRefill(ctx, currentMember(request).id, id);
      return reply.status(201).send({ refill, message: msg.refill.requested });
    },
  );

  // Every refill the member asked for, across orders; an order's own refills come with its detail.
  memberHistoryRoutes(app, {
    path: '/service/refill-history',
    tag: 'orders',
    title: '리필 내역',
    pageNote: 'status는 waiting(대기), in_progress(진행 중), completed(완료), rejected(거절).',
    page: { query: refillHistoryPageQuerySchema, answer: refillHistoryPageSchema, read: (memberId, query) => memberRefillHistoryPage(ctx, memberId, query) },
  });
};
