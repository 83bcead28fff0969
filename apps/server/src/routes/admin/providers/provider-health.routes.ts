import { providerHealthReportSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { readProviderHealth } from '../../../services/routing/provider-health.js';
import { hidden } from '../admin-route-kit.js';

/** Success rate, send latency, last error, circuit and balance of every provider. */
export const adminProviderHealthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/providers/health', { config: { permission: 'providers.read' }, schema: hidden({ response: { 200: providerHealthReportSchema } }) }, () => readProviderHealth(ctx));
};
