import { errorSchema, massOrderBodySchema, massOrderKeyHeaderSchema, massOrderPreviewBodySchema, massOrderPreviewSchema, massOrderResultSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { currentSession } from '../../../plugins/authenticate.js';
import { placeMassOrder } from '../../../services/orders/mass-order/place-mass-order.js';
import { previewMassOrder } from '../../../services/orders/mass-order/preview-mass-order.js';

const tags = ['orders'];
const security = [{ bearer: [] }];

export const massOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/service/mass-order/preview',
    {
      onRequest: app.authenticateToken,
      schema: {
        tags,
        security,
        summary: '대량 주문 미리보기 (줄마다 상품·금액 또는 오류, 합계; 주문하지 않음)',
        body: massOrderPreviewBodySchema,
        response: { 200: massOrderPreviewSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const session = currentSession(request);
      return previewMassOrder(ctx, session.memberId, session, request.body.text);
    },
  );

  app.post(
    '/service/mass-order',
    {
      onRequest: app.authenticateToken,
      schema: {
        tags,
        security,
        summary: '대량 주문 (한 줄에 상품번호 | 링크 | 수량, 100줄까지; 줄마다 일반 주문 하나)',
        description: 'mode=all: 모든 줄에 오류가 없고 포인트가 합계를 덮을 때만 주문합니다. mode=valid: 오류 없는 줄을 위에서부터, 남은 포인트가 덮는 동안 주문합니다. 같은 Idempotency-Key로 다시 보내면 처음 결과를 돌려주고 다시 주문하지 않습니다.',
        headers: massOrderKeyHeaderSchema,
        body: massOrderBodySchema,
        response: { 201: massOrderResultSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const result = await placeMassOrder(ctx, session.memberId, session, request.body, request.headers['idempotency-key']);
      return reply.status(201).send(result);
    },
  );
};
