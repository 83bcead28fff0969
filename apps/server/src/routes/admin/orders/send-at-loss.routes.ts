import { orderActionResultSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { sendAtLoss } from '../../../services/routing/send-at-loss.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** The owner sends an order the cost guard held, accepting the loss. */
export const adminSendAtLossRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.post('/admin/orders/:id/send-at-loss', { config: { permission: 'orders.sendAtLoss' }, schema: hidden({ params: idParams, response: { 200: orderActionResultSchema } }) }, (request) => sendAtLoss(ctx, actorOf(request), request.params.id));
};
