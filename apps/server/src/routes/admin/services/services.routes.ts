import { adminMessageSchema, adminServiceSchema, adminServicesQuerySchema, msg, pagedSchema, serviceCreateBodySchema, serviceUpdateBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { createService, deleteService, findAdminService, listAdminServices, updateService } from '../../../services/catalog/service-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

const deleted = { message: msg.admin.deleted };

/** Services: the shop's catalog entries, each tied to a provider's service. */
export const adminServiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/services', { config: { permission: 'catalog.read' }, schema: hidden({ querystring: adminServicesQuerySchema, response: { 200: pagedSchema(adminServiceSchema) } }) }, (request) =>
    listAdminServices(ctx, request.query),
  );
  app.get('/admin/services/:id', { config: { permission: 'catalog.read' }, schema: hidden({ params: idParams, response: { 200: adminServiceSchema } }) }, (request) => findAdminService(ctx.db, request.params.id));
  app.post('/admin/services', { config: { permission: 'catalog.edit' }, schema: hidden({ body: serviceCreateBodySchema, response: { 201: adminServiceSchema } }) }, async (request, reply) =>
    reply.code(201).send(await createService(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/services/:id', { config: { permission: 'catalog.edit' }, schema: hidden({ params: idParams, body: serviceUpdateBodySchema, response: { 200: adminServiceSchema } }) }, (request) =>
    updateService(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete('/admin/services/:id', { config: { permission: 'catalog.edit' }, schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
    await deleteService(ctx, actorOf(request), request.params.id);
    return deleted;
  });
};
