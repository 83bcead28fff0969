import { errorSchema, orderBodySchema, orderSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { currentMember } from '../../plugins/authenticate.js';
import { listMemberOrders } from '../../services/orders/list-orders.js';
import { placeOrder } from '../../services/orders/place-order.js';

const tags = ['orders'];
const security = [{ bearer: [] }];

export const orderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/service/order',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '주문하기',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(100).optional() }),
        body: orderBodySchema,
        response: { 201: orderSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      const order = await placeOrder(ctx, member.id, request.body, request.headers['idempotency-key']);
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/service/order-history',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: '주문내역 (최근 3개월)', response: { 200: z.array(orderSchema), 401: errorSchema } },
    },
    (request) => listMemberOrders(ctx, currentMember(request).id),
  );
};
