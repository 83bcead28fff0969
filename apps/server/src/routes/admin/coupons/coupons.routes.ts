import {
  adminCouponRedemptionPageSchema,
  adminCouponRedemptionQuerySchema,
  adminCouponSchema,
  couponBatchBodySchema,
  couponCreateBodySchema,
  couponUpdateBodySchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { sendCsv } from '../../../lib/csv-download.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { addCouponCodes, couponCodesCsv, createCoupon, listCouponRedemptions, listCoupons, updateCoupon } from '../../../services/coupons/coupon-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

const read = { permission: 'growth.read' } as const;
const edit = { permission: 'growth.edit' } as const;

/** 쿠폰: the owner's coupons, their single-use codes (CSV) and redemptions with what they cost; every change audited. */
export const adminCouponRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/coupons', { config: read, schema: hidden({ response: { 200: z.array(adminCouponSchema) } }) }, () => listCoupons(ctx));
  app.post('/admin/coupons', { config: edit, schema: hidden({ body: couponCreateBodySchema, response: { 201: adminCouponSchema } }) }, async (request, reply) =>
    reply.code(201).send(await createCoupon(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/coupons/:id', { config: edit, schema: hidden({ params: idParams, body: couponUpdateBodySchema, response: { 200: adminCouponSchema } }) }, (request) =>
    updateCoupon(ctx, actorOf(request), request.params.id, request.body),
  );
  app.post('/admin/coupons/:id/codes', { config: edit, schema: hidden({ params: idParams, body: couponBatchBodySchema, response: { 200: adminCouponSchema } }) }, (request) =>
    addCouponCodes(ctx, actorOf(request), request.params.id, request.body.count),
  );
  app.get('/admin/coupons/:id/redemptions', { config: read, schema: hidden({ params: idParams, querystring: adminCouponRedemptionQuerySchema, response: { 200: adminCouponRedemptionPageSchema } }) }, (request) =>
    listCouponRedemptions(ctx, request.params.id, request.query.before, request.query.size),
  );
  // a stream of CSV text (no response schema), like the accountant's exports
  app.get('/admin/coupons/:id/codes.csv', { config: read, schema: hidden({ params: idParams }) }, async (request, reply) => {
    return sendCsv(reply, `coupon-${request.params.id}-codes.csv`, couponCodesCsv(ctx, request.params.id));
  });
};
