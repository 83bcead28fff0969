import { errorSchema, msg, orderDetailSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
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
        params: z.object({ id: z.string().max(20) }),
        response: { 200: orderDetailSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    (request) => {
      // Any id that is not one of this member's orders answers the same 404.
      const id = parseRouteId(request.params.id);
      if (id === null) throw notFound(msg.order.notFound);
      return memberOrderDetail(ctx, currentMember(request).id, id);
    },
  );
};
