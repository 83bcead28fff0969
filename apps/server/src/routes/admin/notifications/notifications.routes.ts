import { adminMessageSchema, adminNotificationPageSchema, adminNotificationQuerySchema, errorSchema, notificationMessages } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { listNotifications, resendNotification } from '../../../services/notifications/notification-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** The notification log and its resend button. */
export const adminNotificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/notifications', { config: { permission: 'notifications.read' }, schema: hidden({ querystring: adminNotificationQuerySchema, response: { 200: adminNotificationPageSchema, 400: errorSchema } }) }, (request) =>
    listNotifications(ctx, request.query),
  );

  app.post('/admin/notifications/:id/resend',
    { config: { permission: 'notifications.resend' }, schema: hidden({ params: idParams, response: { 200: adminMessageSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema } }) },
    async (request) => {
      await resendNotification(ctx, actorOf(request), request.params.id);
      return { message: notificationMessages.resent };
    },
  );
};
