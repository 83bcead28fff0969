import { errorSchema, msg, recordIdParams, refillHistoryPageQuerySchema, refillHistoryPageSchema, refillRequestResultSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { compressJson } from '../../../lib/compress.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { memberRefillHistoryPage } from '../../../services/refills/refill-history-page.js';
import { requestRefill } from '../../../services/refills/request-refill.js';

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
  app.get(
    '/service/refill-history/page',
    {
      onRequest: app.authenticate,
      onSend: compressJson,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: '리필 내역 한 페이지 (최근 3개월, 최신순, 상태별 건수 포함)',
        description: '첫 페이지는 cursor 없이, 다음 페이지는 앞서 받은 next의 cursor로 읽습니다. status는 waiting(대기), in_progress(진행 중), completed(완료), rejected(거절).',
        querystring: refillHistoryPageQuerySchema,
        response: { 200: refillHistoryPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => memberRefillHistoryPage(ctx, currentMember(request).id, request.query),
  );
};
