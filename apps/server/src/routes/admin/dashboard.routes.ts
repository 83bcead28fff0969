import { dashboardSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { readDashboard } from '../../services/dashboard/dashboard.js';
import { hidden } from './admin-route-kit.js';

/** The console's first screen: today's numbers, work waiting for a person, and the jobs' health — what the role may read of them. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/dashboard', { config: { permission: 'dashboard.read' }, schema: hidden({ response: { 200: dashboardSchema } }) }, (request) => readDashboard(ctx, app.jobs, request.member!.staff!.role));
};
