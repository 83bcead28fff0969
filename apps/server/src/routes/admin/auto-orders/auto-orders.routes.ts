import { adminAutoOrderDetailSchema, adminAutoOrderSchema, adminAutoOrdersQuerySchema, pagedSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { adminAutoOrderDetail, cancelAutoOrderByAdmin, listAdminAutoOrders } from '../../../services/auto-orders/auto-order-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** Auto-orders: search, view, cancel. */
export const adminAutoOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/auto-orders', { config: { permission: 'orders.read' }, schema: hidden({ querystring: adminAutoOrdersQuerySchema, response: { 200: pagedSchema(adminAutoOrderSchema) } }) }, (request) =>
    listAdminAutoOrders(ctx, request.query),
  );
  app.get('/admin/auto-orders/:id', { config: { permission: 'orders.read' }, schema: hidden({ params: idParams, response: { 200: adminAutoOrderDetailSchema } }) }, (request) =>
    adminAutoOrderDetail(ctx, request.params.id),
  );
  app.post('/admin/auto-orders/:id/cancel', { config: { permission: 'orders.edit' }, schema: hidden({ params: idParams, response: { 200: adminAutoOrderSchema } }) }, (request) =>
    cancelAutoOrderByAdmin(ctx, actorOf(request), request.params.id),
  );
};
