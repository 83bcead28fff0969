import { exportQuerySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { chargesCsv, ordersCsv } from '../../../services/dashboard/accounting-export.js';
import { hidden } from '../admin-route-kit.js';

/** The accountant's files: orders and charges of a period, as CSV (UTF-8 with BOM, opens in Excel). */
export const adminExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  const schema = hidden({ querystring: exportQuerySchema, response: { 200: z.string() } });
  const send = (name: string) => (reply: { header: (k: string, v: string) => unknown; type: (t: string) => unknown }) => {
    reply.type('text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${name}"`);
    reply.header('cache-control', 'no-store');
  };
  app.get('/admin/exports/orders.csv', { schema }, async (request, reply) => {
    send(`orders-${request.query.from}-${request.query.to}.csv`)(reply);
    return ordersCsv(ctx, request.query);
  });
  app.get('/admin/exports/charges.csv', { schema }, async (request, reply) => {
    send(`charges-${request.query.from}-${request.query.to}.csv`)(reply);
    return chargesCsv(ctx, request.query);
  });
};
