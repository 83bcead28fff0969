import {
  adminMessageSchema,
  adminProviderSchema,
  importBodySchema,
  importResultSchema,
  msg,
  providerBalanceSchema,
  providerCreateBodySchema,
  providerServiceListSchema,
  providerUpdateBodySchema,
  syncBodySchema,
  syncResultSchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { createProvider, deleteProvider, listProviders, listProviderServices, providerBalance, updateProvider } from '../../../services/catalog/provider-admin.js';
import { importProviderServices, syncProviderPrices } from '../../../services/catalog/provider-import.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** Upstream SMM API v2 panels: keys stay on the server; balance, their service list, import and price sync. */
export const adminProviderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/providers', { config: { permission: 'providers.read' }, schema: hidden({ response: { 200: z.array(adminProviderSchema) } }) }, () => listProviders(ctx));
  app.post('/admin/providers', { config: { permission: 'providers.edit' }, schema: hidden({ body: providerCreateBodySchema, response: { 201: adminProviderSchema } }) }, async (request, reply) =>
    reply.code(201).send(await createProvider(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/providers/:id', { config: { permission: 'providers.edit' }, schema: hidden({ params: idParams, body: providerUpdateBodySchema, response: { 200: adminProviderSchema } }) }, (request) =>
    updateProvider(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete('/admin/providers/:id', { config: { permission: 'providers.edit' }, schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
    await deleteProvider(ctx, actorOf(request), request.params.id);
    return { message: msg.admin.deleted };
  });
  app.get('/admin/providers/:id/balance', { config: { permission: 'providers.read' }, schema: hidden({ params: idParams, response: { 200: providerBalanceSchema } }) }, (request) => providerBalance(ctx, request.params.id));
  app.get('/admin/providers/:id/services', { config: { permission: 'providers.read' }, schema: hidden({ params: idParams, response: { 200: providerServiceListSchema } }) }, (request) =>
    listProviderServices(ctx, request.params.id),
  );
  app.post('/admin/providers/:id/import', { config: { permission: 'catalog.edit' }, schema: hidden({ params: idParams, body: importBodySchema, response: { 201: importResultSchema } }) }, async (request, reply) =>
    reply.code(201).send(await importProviderServices(ctx, actorOf(request), request.params.id, request.body)),
  );
  app.post('/admin/providers/:id/sync', { config: { permission: 'catalog.edit' }, schema: hidden({ params: idParams, body: syncBodySchema, response: { 200: syncResultSchema } }) }, (request) =>
    syncProviderPrices(ctx, actorOf(request), request.params.id, request.body?.markupPercent, request.body?.force ?? false),
  );
};
