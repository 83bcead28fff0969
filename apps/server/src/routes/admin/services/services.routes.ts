import {
  adminCategorySchema,
  adminMessageSchema,
  adminPlatformSchema,
  adminServiceSchema,
  adminServicesQuerySchema,
  categoriesQuerySchema,
  categoryCreateBodySchema,
  categoryUpdateBodySchema,
  MAX_IMAGE_BYTES,
  mediaSchema,
  mediaUploadBodySchema,
  msg,
  pagedSchema,
  platformCreateBodySchema,
  platformUpdateBodySchema,
  serviceCreateBodySchema,
  serviceUpdateBodySchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { uploadMedia } from '../../../services/content/media.js';
import {
  createCategory,
  createPlatform,
  deleteCategory,
  deletePlatform,
  listAdminCategories,
  listAdminPlatforms,
  updateCategory,
  updatePlatform,
} from '../../../services/catalog/platform-admin.js';
import { createService, deleteService, findAdminService, listAdminServices, updateService } from '../../../services/catalog/service-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

const deleted = { message: msg.admin.deleted };

/** Platforms (with icons), categories, services and image upload. */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/platforms', { schema: hidden({ response: { 200: z.array(adminPlatformSchema) } }) }, () => listAdminPlatforms(ctx));
  app.post('/admin/platforms', { schema: hidden({ body: platformCreateBodySchema, response: { 201: adminPlatformSchema } }) }, async (request, reply) =>
    reply.code(201).send(await createPlatform(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/platforms/:id', { schema: hidden({ params: idParams, body: platformUpdateBodySchema, response: { 200: adminPlatformSchema } }) }, (request) =>
    updatePlatform(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete('/admin/platforms/:id', { schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
    await deletePlatform(ctx, actorOf(request), request.params.id);
    return deleted;
  });

  app.get('/admin/categories', { schema: hidden({ querystring: categoriesQuerySchema, response: { 200: z.array(adminCategorySchema) } }) }, (request) =>
    listAdminCategories(ctx, request.query.platformId),
  );
  app.post('/admin/categories', { schema: hidden({ body: categoryCreateBodySchema, response: { 201: adminCategorySchema } }) }, async (request, reply) =>
    reply.code(201).send(await createCategory(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/categories/:id', { schema: hidden({ params: idParams, body: categoryUpdateBodySchema, response: { 200: adminCategorySchema } }) }, (request) =>
    updateCategory(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete('/admin/categories/:id', { schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
    await deleteCategory(ctx, actorOf(request), request.params.id);
    return deleted;
  });

  app.get('/admin/services', { schema: hidden({ querystring: adminServicesQuerySchema, response: { 200: pagedSchema(adminServiceSchema) } }) }, (request) =>
    listAdminServices(ctx, request.query),
  );
  app.get('/admin/services/:id', { schema: hidden({ params: idParams, response: { 200: adminServiceSchema } }) }, (request) => findAdminService(ctx.db, request.params.id));
  app.post('/admin/services', { schema: hidden({ body: serviceCreateBodySchema, response: { 201: adminServiceSchema } }) }, async (request, reply) =>
    reply.code(201).send(await createService(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/services/:id', { schema: hidden({ params: idParams, body: serviceUpdateBodySchema, response: { 200: adminServiceSchema } }) }, (request) =>
    updateService(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete('/admin/services/:id', { schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
    await deleteService(ctx, actorOf(request), request.params.id);
    return deleted;
  });

  // An image travels as a base64 data URL: the one route with a body larger than the app's 64 KB limit.
  app.post(
    '/admin/media',
    { bodyLimit: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4096, schema: hidden({ body: mediaUploadBodySchema, response: { 201: mediaSchema } }) },
    async (request, reply) => reply.code(201).send(await uploadMedia(ctx, actorOf(request), request.body.dataUrl)),
  );
};
