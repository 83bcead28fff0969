import { errorSchema, notificationEventParamsSchema, notificationTemplatesSchema, updateNotificationTemplateBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { updateTemplate } from '../../../services/notifications/notification-admin.js';
import { listTemplates } from '../../../services/notifications/templates.js';
import { actorOf, hidden } from '../admin-route-kit.js';

/** Each event's 알림톡 template id and text (the preview fills the sample variables in the browser). */
export const adminNotificationTemplateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/notification-templates', { config: { permission: 'notifications.read' }, schema: hidden({ response: { 200: notificationTemplatesSchema } }) }, async () => ({ items: await listTemplates(ctx.db) }));

  app.put('/admin/notification-templates/:event',
    { config: { permission: 'content.edit' }, schema: hidden({ params: notificationEventParamsSchema, body: updateNotificationTemplateBodySchema, response: { 200: notificationTemplatesSchema, 400: errorSchema } }) },
    async (request) => {
      await updateTemplate(ctx, actorOf(request), request.params.event, request.body);
      return { items: await listTemplates(ctx.db) };
    },
  );
};
