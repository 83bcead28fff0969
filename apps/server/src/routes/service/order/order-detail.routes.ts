import { errorSchema, msg, orderDetailSchema, recordIdParams } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { memberOrderDetail } from '../../../services/orders/order-detail.js';

/** One order of the member's history in full: timeline, refunds with their arithmetic, what it cost. */
export const orderDetailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/service/order-history/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: '주문 상세 (진행 기록, 환불 내역)',
        params: recordIdParams(msg.order.notFound),
        response: { 200: orderDetailSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => {
      // Any id that is not one of this member's orders answers the same 404.
      const { id } = request.params;
      return memberOrderDetail(ctx, currentMember(request).id, id);
    },
  );
};
