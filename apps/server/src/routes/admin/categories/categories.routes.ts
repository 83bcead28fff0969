import { adminCategorySchema, adminMessageSchema, categoriesQuerySchema, categoryCreateBodySchema, categoryUpdateBodySchema, msg } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { createCategory, deleteCategory, listAdminCategories, updateCategory } from '../../../services/catalog/platform-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** Categories within a platform. */
export const adminCategoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/categories', { config: { permission: 'catalog.read' }, schema: hidden({ querystring: categoriesQuerySchema, response: { 200: z.array(adminCategorySchema) } }) }, (request) =>
    listAdminCategories(ctx, request.query.platformId),
  );
  app.post('/admin/categories', { config: { permission: 'catalog.edit' }, schema: hidden({ body: categoryCreateBodySchema, response: { 201: adminCategorySchema } }) }, async (request, reply) =>
    reply.code(201).send(await createCategory(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/categories/:id', { config: { permission: 'catalog.edit' }, schema: hidden({ params: idParams, body: categoryUpdateBodySchema, response: { 200: adminCategorySchema } }) }, (request) =>
    updateCategory(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete('/admin/categories/:id', { config: { permission: 'catalog.edit' }, schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
    await deleteCategory(ctx, actorOf(request), request.params.id);
    return { message: msg.admin.deleted };
  });
};
