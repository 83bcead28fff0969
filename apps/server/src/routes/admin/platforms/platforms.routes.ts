import { adminMessageSchema, adminPlatformSchema, msg, platformCreateBodySchema, platformUpdateBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { createPlatform, deletePlatform, listAdminPlatforms, updatePlatform } from '../../../services/catalog/platform-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** Platforms (with icons uploaded through /admin/media). */
export const adminPlatformRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/platforms', { config: { permission: 'catalog.read' }, schema: hidden({ response: { 200: z.array(adminPlatformSchema) } }) }, () => listAdminPlatforms(ctx));
  app.post('/admin/platforms', { config: { permission: 'catalog.edit' }, schema: hidden({ body: platformCreateBodySchema, response: { 201: adminPlatformSchema } }) }, async (request, reply) =>
    reply.code(201).send(await createPlatform(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/platforms/:id', { config: { permission: 'catalog.edit' }, schema: hidden({ params: idParams, body: platformUpdateBodySchema, response: { 200: adminPlatformSchema } }) }, (request) =>
    updatePlatform(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete('/admin/platforms/:id', { config: { permission: 'catalog.edit' }, schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
    await deletePlatform(ctx, actorOf(request), request.params.id);
    return { message: msg.admin.deleted };
  });
};
