import { couponQuoteBodySchema, couponQuoteSchema, couponRedeemBodySchema, couponRedeemedSchema, errorSchema, memberCouponSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { listMemberCoupons } from '../../../services/coupons/member-coupons.js';
import { quoteOrderCoupon } from '../../../services/coupons/order-coupon.js';
import { redeemCoupon } from '../../../services/coupons/redeem-coupon.js';

const tags = ['coupons'];
const security = [{ bearer: [] }];

/** Coupons for signed-in members only (a guest gets the 401 of every member route). */
export const couponRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/service/coupon/redeem',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: '쿠폰 등록', body: couponRedeemBodySchema, response: { 200: couponRedeemedSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema } },
    },
    (request) => redeemCoupon(ctx, currentMember(request).id, request.body.code, request.ip),
  );

  app.post(
    '/service/coupon/quote',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: '주문에 쿠폰을 쓰면 얼마가 되는지 (미리 보기)', body: couponQuoteBodySchema, response: { 200: couponQuoteSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema } },
    },
    (request) => quoteOrderCoupon(ctx, currentMember(request).id, request.body, request.ip),
  );

  app.get(
    '/service/coupons',
    { onRequest: app.authenticate, schema: { tags, security, summary: '내 쿠폰 (사용 대기 중인 쿠폰 먼저)', response: { 200: z.array(memberCouponSchema), 401: errorSchema } } },
    (request) => listMemberCoupons(ctx, currentMember(request).id),
  );
};
