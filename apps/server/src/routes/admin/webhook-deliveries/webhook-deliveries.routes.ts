import { adminMessageSchema, adminWebhookDeliveryPageSchema, adminWebhookDeliveryQuerySchema, adminWebhookMessages, errorSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { listWebhookDeliveries, resendWebhookDelivery } from '../../../services/webhooks/webhook-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** The resellers' webhook deliveries under the console's 알림 area, and resending a failed one. */
export const adminWebhookDeliveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/webhook-deliveries', { config: { permission: 'orders.read' }, schema: hidden({ querystring: adminWebhookDeliveryQuerySchema, response: { 200: adminWebhookDeliveryPageSchema, 400: errorSchema } }) }, (request) =>
    listWebhookDeliveries(ctx, request.query),
  );

  app.post('/admin/webhook-deliveries/:id/resend',
    { config: { permission: 'orders.edit' }, schema: hidden({ params: idParams, response: { 200: adminMessageSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema } }) },
    async (request) => {
      await resendWebhookDelivery(ctx, actorOf(request), request.params.id);
      return { message: adminWebhookMessages.resent };
    },
  );
};
