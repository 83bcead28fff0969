import { errorSchema, referralSummarySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { readReferralSummary } from '../../../services/referrals/referral-summary.js';

export const referralRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/service/referral',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        summary: '친구 초대: 추천인 코드, 초대한 회원 수, 받은 보상',
        response: { 200: referralSummarySchema, 401: errorSchema },
      },
    },
    (request) => readReferralSummary(ctx, currentMember(request).id),
  );
};
