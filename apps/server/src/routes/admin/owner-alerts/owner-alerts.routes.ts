import { errorSchema, ownerAlertSettingsSchema, updateOwnerAlertSettingsBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { getOwnerAlertSettings, updateOwnerAlertSettings } from '../../../services/notifications/owner-alert-settings.js';
import { actorOf, hidden } from '../admin-route-kit.js';

/** Where the owner's alert digests go: phone, e-mail, a Telegram bot and chat (the token is never answered). */
export const adminOwnerAlertRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/owner-alerts', { config: { permission: 'settings.read' }, schema: hidden({ response: { 200: ownerAlertSettingsSchema } }) }, () => getOwnerAlertSettings(ctx));

  app.put('/admin/owner-alerts', { config: { permission: 'settings.edit' }, schema: hidden({ body: updateOwnerAlertSettingsBodySchema, response: { 200: ownerAlertSettingsSchema, 400: errorSchema } }) }, (request) =>
    updateOwnerAlertSettings(ctx, actorOf(request), request.body),
  );
};
