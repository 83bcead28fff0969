import { exportQuerySchema, marginMessages } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { sendCsv } from '../../../lib/csv-download.js';
import { badRequest } from '../../../lib/errors.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { chargesCsv, ordersCsv } from '../../../services/dashboard/accounting-export.js';
import { hidden } from '../admin-route-kit.js';

/** The accountant's files: orders and charges of a period, as CSV (UTF-8 with BOM, opens in Excel), streamed in chunks. */
export const adminExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  // The body is a stream of CSV text (no response schema: a stream is sent as it is read).
  const schema = hidden({ querystring: exportQuerySchema });
  const period = (q: { from?: string | undefined; to?: string | undefined }) => {
    const today = new Date(ctx.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
    const from = q.from ?? `${(q.to ?? today).slice(0, 8)}01`;
    const to = q.to ?? (today < from ? from : today);
    if (from > to || Date.parse(to) - Date.parse(from) > 366 * 86_400_000) throw badRequest(marginMessages.rangeInvalid);
    return { from, to };
  };
  app.get('/admin/exports/orders.csv', { config: { permission: 'exports' }, schema }, async (request, reply) => {
    const p = period(request.query);
    return sendCsv(reply, `orders-${p.from}-${p.to}.csv`, ordersCsv(ctx, p));
  });
  app.get('/admin/exports/charges.csv', { config: { permission: 'exports' }, schema }, async (request, reply) => {
    const p = period(request.query);
    return sendCsv(reply, `charges-${p.from}-${p.to}.csv`, chargesCsv(ctx, p));
  });
};
