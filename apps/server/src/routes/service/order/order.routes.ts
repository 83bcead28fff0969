import { errorSchema, MAX_ORDER_BODY_BYTES, msg, orderBodySchema, orderCancelResultSchema, orderHistoryPageQuerySchema, orderHistoryPageSchema, orderSchema, recordIdParams } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { currentMember, currentSession } from '../../../plugins/authenticate.js';
import { takeCouponGuess } from '../../../services/coupons/coupon-throttle.js';
import { cancelOrder } from '../../../services/orders/cancel-order.js';
import { listMemberOrders, findMemberOrder } from '../../../services/orders/list-orders.js';
import { memberOrderHistoryPage } from '../../../services/orders/order-history-page.js';
import { placeOrder } from '../../../services/orders/place-order.js';
import { memberHistoryRoutes } from '../member-history.js';

const tags = ['orders'];
const security = [{ bearer: [] }];

export const orderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/service/order',
    {
      // The member is checked inside the order's own transaction: one connection, one query fewer.
      onRequest: app.authenticateToken,
      // room for a type's longest text (500 Korean comments); anything larger is refused unread (413)
      bodyLimit: MAX_ORDER_BODY_BYTES,
      schema: {
        tags,
        security,
        summary: '주문하기',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(100).optional() }),
        body: orderBodySchema,
        response: { 201: orderSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const session = currentSession(request);
      // a code typed here is a guess like any other (coupon-throttle.ts); an order without one pays nothing for it
      if (request.body.couponCode) await takeCouponGuess(ctx, session.memberId, request.ip);
      const order = await placeOrder(ctx, session.memberId, request.body, request.headers['idempotency-key'], session);
      return reply.status(201).send(order);
    },
  );

  memberHistoryRoutes(app, {
    path: '/service/order-history',
    tag: 'orders',
    title: '주문내역',
    pageNote: '그사이 들어온 주문은 첫 페이지 앞에 놓여 페이지가 밀리지 않습니다.',
    page: { query: orderHistoryPageQuerySchema, answer: orderHistoryPageSchema, read: (memberId, query) => memberOrderHistoryPage(ctx, memberId, query) },
    whole: { item: orderSchema, read: (memberId) => listMemberOrders(ctx, memberId) },
  });

  app.post(
    '/service/order/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '주문 취소 요청 (보내기 전: 즉시 전액 환불, 진행 중: 공급처 확인 후 남은 수량 환불)',
        params: recordIdParams(msg.order.notFound),
        response: { 200: orderCancelResultSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id;
      // Any id that is not one of this member's orders answers the same 404.
      const { id } = request.params;
      const outcome = await cancelOrder(ctx, { kind: 'member', memberId }, id);
      const order = await findMemberOrder(ctx, memberId, id);
      return { order, message: outcome.kind === 'requested' ? msg.order.cancelRequested : msg.order.cancelled };
    },
  );
};
