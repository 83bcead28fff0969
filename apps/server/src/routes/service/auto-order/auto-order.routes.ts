import { autoOrderHistoryPageQuerySchema, autoOrderHistoryPageSchema, autoOrderSchema, errorSchema, msg, recordIdParams } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { memberAutoOrderHistoryPage } from '../../../services/auto-orders/auto-order-history-page.js';
import { cancelAutoOrder, listMemberAutoOrders } from '../../../services/auto-orders/auto-order-queries.js';
import { memberHistoryRoutes } from '../member-history.js';

const tags = ['auto-orders'];
const security = [{ bearer: [] }];

export const autoOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  memberHistoryRoutes(app, {
    path: '/service/auto-order-history',
    tag: 'auto-orders',
    title: '자동주문내역',
    pageNote: 'status는 active(진행 중), completed(완료), cancelled(취소).',
    page: { query: autoOrderHistoryPageQuerySchema, answer: autoOrderHistoryPageSchema, read: (memberId, query) => memberAutoOrderHistoryPage(ctx, memberId, query) },
    whole: { item: autoOrderSchema, read: (memberId) => listMemberAutoOrders(ctx, memberId) },
  });

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
