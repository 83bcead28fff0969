import { autoOrderHistoryPageQuerySchema, autoOrderHistoryPageSchema, autoOrderSchema, errorSchema, msg, recordIdParams } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { compressJson } from '../../../lib/compress.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { memberAutoOrderHistoryPage } from '../../../services/auto-orders/auto-order-history-page.js';
import { cancelAutoOrder, listMemberAutoOrders } from '../../../services/auto-orders/auto-order-queries.js';

const tags = ['auto-orders'];
const security = [{ bearer: [] }];

export const autoOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The whole 3-month window in one answer, kept for API clients; the screen reads the pages below.
  app.get(
    '/service/auto-order-history',
    {
      onRequest: app.authenticate,
      onSend: compressJson,
      schema: { tags, security, summary: '자동주문내역 전체 (최근 3개월, 페이지 없이)', response: { 200: z.array(autoOrderSchema), 401: errorSchema } },
    },
    (request) => listMemberAutoOrders(ctx, currentMember(request).id),
  );

  app.get(
    '/service/auto-order-history/page',
    {
      onRequest: app.authenticate,
      onSend: compressJson,
      schema: {
        tags,
        security,
        summary: '자동주문내역 한 페이지 (최근 3개월, 최신순, 상태별 건수 포함)',
        description: '첫 페이지는 cursor 없이, 다음 페이지는 앞서 받은 next의 cursor로 읽습니다. status는 active(진행 중), completed(완료), cancelled(취소).',
        querystring: autoOrderHistoryPageQuerySchema,
        response: { 200: autoOrderHistoryPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => memberAutoOrderHistoryPage(ctx, currentMember(request).id, request.query),
  );

  app.post(
    '/service/auto-order/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '자동주문 취소 (남은 회차 중단)',
        params: recordIdParams(msg.autoOrder.notFound),
        response: { 200: autoOrderSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => {
      // Any id that is not one of this member's auto-orders answers the same 404.
      const { id } = request.params;
      return cancelAutoOrder(ctx, currentMember(request).id, id);
    },
  );
};
