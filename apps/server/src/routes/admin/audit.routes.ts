import { auditEntrySchema, auditQuerySchema, pagedSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { listAudit } from '../../services/audit/audit.js';
import { hidden } from './admin-route-kit.js';

/** The audit trail of every owner action. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/audit', { config: { permission: 'audit.read' }, schema: hidden({ querystring: auditQuerySchema, response: { 200: pagedSchema(auditEntrySchema) } }) }, (request) => listAudit(ctx, request.query));
};
