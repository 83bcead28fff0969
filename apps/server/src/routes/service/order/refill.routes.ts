import { errorSchema, msg, refillRequestResultSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { currentMember } from '../../../plugins/authenticate.js';
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
        params: z.object({ id: z.string().max(20) }),
        response: { 201: refillRequestResultSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      // Any id that is not one of this member's orders answers the same 404.
      const id = parseRouteId(request.params.id);
      if (id === null) throw notFound(msg.order.notFound);
      const refill = await requestRefill(ctx, currentMember(request).id, id);
      return reply.status(201).send({ refill, message: msg.refill.requested });
    },
  );
};
