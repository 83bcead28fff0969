import { errorSchema, memberRefundsSchema, msg, refundRequestBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { memberRefunds } from '../../../services/refunds/list-refunds.js';
import { requestRefund } from '../../../services/refunds/request-refund.js';

const tags = ['points'];
const security = [{ bearer: [] }];

/** 환불 신청 on /point: what may be refunded now, and the request itself. */
export const refundRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/service/point/refunds',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: '환불 가능 금액과 환불 신청 내역', response: { 200: memberRefundsSchema, 401: errorSchema } },
    },
    (request) => memberRefunds(ctx, currentMember(request).id),
  );
  app.post(
    '/service/point/refunds',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '환불 신청 (신청한 포인트는 처리될 때까지 보류)',
        body: refundRequestBodySchema,
        response: { 201: z.object({ id: z.number().int(), message: z.string() }), 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const id = await requestRefund(ctx, currentMember(request).id, request.body);
      return reply.status(201).send({ id, message: msg.refund.requested });
    },
  );
};
