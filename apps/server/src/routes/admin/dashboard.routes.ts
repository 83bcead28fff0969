import { adminMeSchema, auditEntrySchema, auditQuerySchema, dashboardSchema, pagedSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { listAudit } from '../../services/audit/audit.js';
import { readDashboard } from '../../services/dashboard/dashboard.js';
import { hidden } from './admin-route-kit.js';

/** Who is signed in to the console, the dashboard and the audit trail. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/me', { schema: hidden({ response: { 200: adminMeSchema } }) }, (request) => ({ id: request.member!.id, loginId: request.member!.loginId }));
  app.get('/admin/dashboard', { schema: hidden({ response: { 200: dashboardSchema } }) }, () => readDashboard(ctx, app.jobs));
  app.get('/admin/audit', { schema: hidden({ querystring: auditQuerySchema, response: { 200: pagedSchema(auditEntrySchema) } }) }, (request) => listAudit(ctx, request.query));
};
