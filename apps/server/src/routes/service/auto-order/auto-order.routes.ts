import { autoOrderSchema, errorSchema, msg } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { notFound } from '../../../lib/errors.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { cancelAutoOrder, listMemberAutoOrders } from '../../../services/auto-orders/auto-order-queries.js';

const tags = ['auto-orders'];
const security = [{ bearer: [] }];

export const autoOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/service/auto-order-history',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: '자동주문내역 (최근 3개월)', response: { 200: z.array(autoOrderSchema), 401: errorSchema } },
    },
    (request) => listMemberAutoOrders(ctx, currentMember(request).id),
  );

  app.post(
    '/service/auto-order/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '자동주문 취소 (남은 회차 중단)',
        params: z.object({ id: z.string().max(20) }),
        response: { 200: autoOrderSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => {
      // Any id that is not one of this member's auto-orders answers the same 404.
      const id = parseRouteId(request.params.id);
      if (id === null) throw notFound(msg.autoOrder.notFound);
      return cancelAutoOrder(ctx, currentMember(request).id, id);
    },
  );
};
