import { adminSettingSchema, settingsUpdateBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { listAdminSettings, updateSettings } from '../../services/settings/settings-admin.js';
import { actorOf, hidden } from './admin-route-kit.js';

/** Site settings: every key with its control; only valid values are saved. */
export const adminSettingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/settings', { config: { permission: 'settings.read' }, schema: hidden({ response: { 200: z.array(adminSettingSchema) } }) }, () => listAdminSettings(ctx));
  app.put('/admin/settings', { config: { permission: 'settings.edit' }, schema: hidden({ body: settingsUpdateBodySchema, response: { 200: z.array(adminSettingSchema) } }) }, (request) =>
    updateSettings(ctx, actorOf(request), request.body.values),
  );
};
