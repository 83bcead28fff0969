import { Readable } from 'node:stream';
import { exportQuerySchema, marginMessages } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { badRequest } from '../../../lib/errors.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { chargesCsv, ordersCsv } from '../../../services/dashboard/accounting-export.js';
import { hidden } from '../admin-route-kit.js';

/**
 * The chunks as the socket takes them: one read ahead at most (Readable.from's default buffers 16, which
 * on SQLite reads 16 chunks back to back while every other request waits), and a turn of the event loop
 * between chunks, so a second download or any other request is served between this one's reads.
 */
function csvStream(chunks: AsyncGenerator<string>): Readable {
  async function* turnByTurn() {
    for await (const chunk of chunks) {
      yield chunk;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return Readable.from(turnByTurn(), { highWaterMark: 1 });
}

/** The accountant's files: orders and charges of a period, as CSV (UTF-8 with BOM, opens in Excel), streamed in chunks. */
export const adminExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  // The body is a stream of CSV text (no response schema: a stream is sent as it is read).
  const schema = hidden({ querystring: exportQuerySchema });
  const send = (name: string) => (reply: { header: (k: string, v: string) => unknown; type: (t: string) => unknown }) => {
    reply.type('text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${name}"`);
    reply.header('cache-control', 'no-store');
  };
  const period = (q: { from?: string | undefined; to?: string | undefined }) => {
    const today = new Date(ctx.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
    const from = q.from ?? `${(q.to ?? today).slice(0, 8)}01`;
    const to = q.to ?? (today < from ? from : today);
    if (from > to || Date.parse(to) - Date.parse(from) > 366 * 86_400_000) throw badRequest(marginMessages.rangeInvalid);
    return { from, to };
  };
  app.get('/admin/exports/orders.csv', { config: { permission: 'exports' }, schema }, async (request, reply) => {
    const p = period(request.query);
    send(`orders-${p.from}-${p.to}.csv`)(reply);
    return reply.send(csvStream(ordersCsv(ctx, p)));
  });
  app.get('/admin/exports/charges.csv', { config: { permission: 'exports' }, schema }, async (request, reply) => {
    const p = period(request.query);
    send(`charges-${p.from}-${p.to}.csv`)(reply);
    return reply.send(csvStream(chargesCsv(ctx, p)));
  });
};
