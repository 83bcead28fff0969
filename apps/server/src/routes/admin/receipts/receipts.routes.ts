import { adminMessageSchema, msg, ReceiptStatus, receiptRecordBodySchema, receiptRecordMessages } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { sendCsv } from '../../../lib/csv-download.js';
import { badRequest } from '../../../lib/errors.js';
import { pendingReceiptsCsv } from '../../../services/receipts/pending-receipts-csv.js';
import { listAdminReceipts, retryReceipt } from '../../../services/receipts/receipts-admin.js';
import { issuedOnValid, recordReceiptIssued } from '../../../services/receipts/record-receipt.js';
import { auditIn, chargeIdParams } from '../admin-route-kit.js';

/**
 * The owner's cash receipts and tax invoices: the list, sending a failed one to Popbill again, recording
 * one issued at 홈택스 by hand (all audited), and the CSV of those still to be issued.
 */
export const adminReceiptRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/receipts',
    { config: { permission: 'receipts' }, schema: { hide: true, querystring: z.object({ status: z.enum(ReceiptStatus, msg.charge.receiptStatusInvalid).optional() }) } },
    (request) => listAdminReceipts(ctx, request.query.status),
  );
  app.post('/admin/receipts/:id/retry', { config: { permission: 'receipts' }, schema: { hide: true, params: chargeIdParams } }, async (request) => {
    const { id } = request.params;
    await retryReceipt(ctx, id, auditIn(ctx, request, { action: 'receipt.retry', targetType: 'receipt', targetId: id, before: { status: 'failed' }, after: { status: 'pending' } }));
    return { message: '다시 발급하도록 예약했습니다.' };
  });
  app.post(
    '/admin/receipts/:id/record',
    { config: { permission: 'receipts' }, schema: { hide: true, params: chargeIdParams, body: receiptRecordBodySchema, response: { 200: adminMessageSchema } } },
    async (request) => {
      const { id } = request.params;
      const { number, issuedOn } = request.body;
      if (!issuedOnValid(ctx, issuedOn)) throw badRequest(receiptRecordMessages.dateInvalid);
      await recordReceiptIssued(ctx, { id, number, issuedOn, staffId: request.member!.id }, (trx, before) =>
        auditIn(ctx, request, { action: 'receipt.record', targetType: 'receipt', targetId: id, before, after: { status: 'issued', number, issuedOn } })(trx),
      );
      return { message: receiptRecordMessages.recorded };
    },
  );
  // The body is a stream of CSV text (no response schema), as the accountant's exports.
  app.get('/admin/receipts/pending.csv', { config: { permission: 'receipts' }, schema: { hide: true } }, (_request, reply) =>
    sendCsv(reply, `receipts-pending-${new Date(ctx.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10)}.csv`, pendingReceiptsCsv(ctx)),
  );
};
