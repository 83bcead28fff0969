import { adminOrderDetailSchema, adminOrderSchema, adminOrdersQuerySchema, orderActionResultSchema, orderCancelBodySchema, orderPartialBodySchema, pagedSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { cancelOrderByAdmin, markOrderPartial, redispatchOrder } from '../../../services/orders/order-admin-actions.js';
import { adminOrderDetail, listAdminOrders } from '../../../services/orders/order-queries.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** Orders: search, view, and the actions that move money through the same settle path as the sweeps. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  const action = { 200: orderActionResultSchema };

  app.get('/admin/orders', { config: { permission: 'orders.read' }, schema: hidden({ querystring: adminOrdersQuerySchema, response: { 200: pagedSchema(adminOrderSchema) } }) }, (request) =>
    listAdminOrders(ctx, request.query),
  );
  app.get('/admin/orders/:id', { config: { permission: 'orders.read' }, schema: hidden({ params: idParams, response: { 200: adminOrderDetailSchema } }) }, (request) => adminOrderDetail(ctx, request.params.id));
  app.post('/admin/orders/:id/redispatch', { config: { permission: 'orders.edit' }, schema: hidden({ params: idParams, response: action }) }, (request) => redispatchOrder(ctx, actorOf(request), request.params.id));
  app.post('/admin/orders/:id/cancel', { config: { permission: 'orders.edit' }, schema: hidden({ params: idParams, body: orderCancelBodySchema, response: action }) }, (request) =>
    cancelOrderByAdmin(ctx, actorOf(request), request.params.id, request.body ?? {}),
  );
  app.post('/admin/orders/:id/partial', { config: { permission: 'orders.edit' }, schema: hidden({ params: idParams, body: orderPartialBodySchema, response: action }) }, (request) =>
    markOrderPartial(ctx, actorOf(request), request.params.id, request.body.remains, request.body.reason),
  );
};
