import { msg, ReceiptStatus } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { listAdminReceipts, retryReceipt } from '../../../services/receipts/receipts-admin.js';
import { auditIn, chargeIdParams } from '../admin-route-kit.js';

/** The owner's cash receipts and tax invoices (Popbill): the list, and sending a failed one again (audited). */
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
};
