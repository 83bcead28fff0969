import { bonusOffersSchema, errorSchema, memberTierSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { memberBonusOffers, memberTier } from '../../../services/growth/member-growth.js';

const security = [{ bearer: [] }];

/** The member's charge bonus offers (/point) and tier (/account, /order). */
export const memberGrowthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/service/charge-bonus',
    {
      onRequest: app.authenticate,
      schema: { tags: ['points'], security, summary: '지금 충전하면 받을 수 있는 충전 보너스', response: { 200: bonusOffersSchema, 401: errorSchema } },
    },
    (request) => memberBonusOffers(ctx, currentMember(request).id),
  );
  app.get(
    '/service/tier',
    {
      onRequest: app.authenticate,
      schema: { tags: ['points'], security, summary: '회원 등급·할인율과 다음 등급까지 남은 충전 금액', response: { 200: memberTierSchema, 401: errorSchema } },
    },
    (request) => memberTier(ctx, currentMember(request).id),
  );
};
