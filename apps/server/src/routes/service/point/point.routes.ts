import {
  chargeBodySchema,
  chargeRequestedSchema,
  chargeHistoryItemSchema,
  chargeHistoryPageQuerySchema,
  chargeHistoryPageSchema,
  errorSchema,
  msg,
  recordIdParams,
  tossCheckoutSchema,
  tossConfirmBodySchema,
  tossConfirmedSchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { memberChargeHistoryPage } from '../../../services/charges/charge-history-page.js';
import { confirmTossPayment } from '../../../services/charges/confirm-toss-payment.js';
import { listMemberCharges } from '../../../services/charges/list-charges.js';
import { requestCharge } from '../../../services/charges/request-charge.js';
import { startTossCheckout } from '../../../services/charges/start-toss-checkout.js';
import { memberHistoryRoutes } from '../member-history.js';

const tags = ['points'];
const security = [{ bearer: [] }];
const idParams = recordIdParams(msg.charge.notFound);

export const chargeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/service/point',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '포인트 충전 신청 (무통장 입금)',
        body: chargeBodySchema,
        response: { 201: chargeRequestedSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { answer, registration } = await requestCharge(ctx, currentMember(request).id, request.body);
      if (registration === 'failed') request.log.warn({ chargeId: answer.charge.id }, 'deposit matching registration failed; left for retry and the admin list');
      return reply.status(201).send(answer);
    },
  );

  memberHistoryRoutes(app, {
    path: '/service/point-history',
    tag: 'points',
    title: '충전 내역',
    pageNote: 'status는 0(대기), 1(승인), 2(거절).',
    page: { query: chargeHistoryPageQuerySchema, answer: chargeHistoryPageSchema, read: (memberId, query) => memberChargeHistoryPage(ctx, memberId, query) },
    whole: { item: chargeHistoryItemSchema, read: (memberId) => listMemberCharges(ctx, memberId) },
  });

  app.post(
    '/service/point/:id/toss',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '토스 결제창 준비 (주문번호·금액 저장)',
        params: idParams,
        response: { 200: tossCheckoutSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => startTossCheckout(ctx, currentMember(request).id, request.params.id),
  );

  app.post(
    '/service/point/toss/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '토스 결제 승인 (성공 리다이렉트)',
        body: tossConfirmBodySchema,
        response: { 200: tossConfirmedSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 502: errorSchema },
      },
    },
    (request) => confirmTossPayment(ctx, currentMember(request).id, request.body),
  );
};
