import { routingSettingsSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { saveRoutingSettings } from '../../services/routing/provider-health.js';
import { readRoutingSettings } from '../../services/routing/route-settings.js';
import { actorOf, hidden } from './admin-route-kit.js';

/** The cost guard's margin floor and the low-balance threshold. */
export const adminRoutingSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/routing-settings', { config: { permission: 'settings.read' }, schema: hidden({ response: { 200: routingSettingsSchema } }) }, () => readRoutingSettings(ctx.db));
  app.put('/admin/routing-settings', { config: { permission: 'settings.edit' }, schema: hidden({ body: routingSettingsSchema, response: { 200: routingSettingsSchema } }) }, (request) => saveRoutingSettings(ctx, actorOf(request), request.body));
};
