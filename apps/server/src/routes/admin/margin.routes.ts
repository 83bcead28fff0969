import { marginQuerySchema, marginReportSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { readMarginReport } from '../../services/dashboard/margin-report.js';
import { hidden } from './admin-route-kit.js';

/** Revenue, cost and gross margin over 30 or 90 days: by day, by service and by provider. */
export const adminMarginRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/margin', { config: { permission: 'margin.read' }, schema: hidden({ querystring: marginQuerySchema, response: { 200: marginReportSchema } }) }, (request) => readMarginReport(ctx, request.query.days));
};
