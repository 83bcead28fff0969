import { errorSchema, subscriptionsPageSchema, subscriptionsQuerySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { compressJson } from '../../../lib/compress.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { listMemberSubscriptions } from '../../../services/orders/list-subscriptions.js';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** The member's subscriptions (자동 좋아요 구독) page; cancelling one is the order cancel (POST /service/order/:id/cancel). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/service/subscriptions',
    {
      onRequest: app.authenticate,
      onSend: compressJson,
      schema: {
        tags,
        security,
        summary: '내 자동 좋아요 구독 (최신순, 20건씩)',
        description: '첫 페이지는 cursor 없이, 다음 페이지는 앞서 받은 next로 읽습니다. 각 주문의 subscription에 상태, 사용한 게시물 수, 하위 주문 번호가 있습니다.',
        querystring: subscriptionsQuerySchema,
        response: { 200: subscriptionsPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => listMemberSubscriptions(ctx, currentMember(request).id, request.query),
  );
};
