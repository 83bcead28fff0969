import { serviceRoutesBodySchema, serviceRoutesSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { listServiceRoutes, replaceServiceRoutes } from '../../../services/routing/route-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** A service's routes: the providers it is sent to, in order, with their cost. */
export const adminServiceRouteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/services/:id/routes', { config: { permission: 'catalog.read' }, schema: hidden({ params: idParams, response: { 200: serviceRoutesSchema } }) }, (request) => listServiceRoutes(ctx, request.params.id));
  app.put('/admin/services/:id/routes', { config: { permission: 'catalog.edit' }, schema: hidden({ params: idParams, body: serviceRoutesBodySchema, response: { 200: serviceRoutesSchema } }) }, (request) =>
    replaceServiceRoutes(ctx, actorOf(request), request.params.id, request.body),
  );
};
