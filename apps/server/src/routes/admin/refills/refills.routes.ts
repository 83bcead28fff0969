import { adminRefillActionResultSchema, adminRefillRejectBodySchema, adminRefillSchema, adminRefillsQuerySchema, refillRateSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { approveRefill, listAdminRefills, refillRates, rejectRefill } from '../../../services/refills/refill-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** The refill (A/S) queue: open, overdue and rejected refills; the owner's decisions; each service's refill rate. */
export const adminRefillRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/refills', { config: { permission: 'refills.read' }, schema: hidden({ querystring: adminRefillsQuerySchema, response: { 200: z.array(adminRefillSchema) } }) }, (request) => listAdminRefills(ctx, request.query));
  app.get('/admin/refills/rates', { config: { permission: 'refills.read' }, schema: hidden({ response: { 200: z.array(refillRateSchema) } }) }, () => refillRates(ctx));
  app.post('/admin/refills/:id/approve', { config: { permission: 'refills.decide' }, schema: hidden({ params: idParams, response: { 200: adminRefillActionResultSchema } }) }, (request) =>
    approveRefill(ctx, actorOf(request), request.params.id),
  );
  app.post('/admin/refills/:id/reject', { config: { permission: 'refills.decide' }, schema: hidden({ params: idParams, body: adminRefillRejectBodySchema, response: { 200: adminRefillActionResultSchema } }) }, (request) =>
    rejectRefill(ctx, actorOf(request), request.params.id, request.body.reason),
  );
};
