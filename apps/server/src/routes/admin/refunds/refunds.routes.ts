import { adminRefundQuerySchema, adminRefundSchema, refundRejectBodySchema, refundSentBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { Trx } from '../../../db/database.js';
import type { RefundRequestRow } from '../../../db/schema.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { recordAudit } from '../../../services/audit/audit.js';
import { approveRefund, checkTossRefund, markRefundSent, rejectRefund } from '../../../services/refunds/decide-refund.js';
import { adminRefund, adminRefunds } from '../../../services/refunds/list-refunds.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

const read = { permission: 'refunds.read' } as const;
const decide = { permission: 'refunds.decide' } as const;

/** The owner's refund queue (환불 신청): each decision is audited in the transaction that makes it. */
export const adminRefundRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  const audited =
    (request: Parameters<typeof actorOf>[0], action: string, after: unknown) =>
    (trx: Trx, before: RefundRequestRow) =>
      recordAudit(trx, ctx, actorOf(request), { action, targetType: 'refund_request', targetId: before.id, before: { state: before.state }, after }).then(() => undefined);
  const answer = { 200: adminRefundSchema };

  app.get('/admin/refunds', { config: read, schema: hidden({ querystring: adminRefundQuerySchema, response: { 200: z.array(adminRefundSchema) } }) }, (request) =>
    adminRefunds(ctx, request.query.state),
  );
  app.post('/admin/refunds/:id/approve', { config: decide, schema: hidden({ params: idParams, response: answer }) }, async (request) => {
    await approveRefund(ctx, request.params.id, audited(request, 'refund.approve', { state: 'approved' }));
    return adminRefund(ctx, request.params.id);
  });
  app.post('/admin/refunds/:id/reject', { config: decide, schema: hidden({ params: idParams, body: refundRejectBodySchema, response: answer }) }, async (request) => {
    await rejectRefund(ctx, request.params.id, request.body.reason, audited(request, 'refund.reject', { state: 'rejected', reason: request.body.reason }));
    return adminRefund(ctx, request.params.id);
  });
  app.post('/admin/refunds/:id/sent', { config: decide, schema: hidden({ params: idParams, body: refundSentBodySchema, response: answer }) }, async (request) => {
    await markRefundSent(ctx, request.params.id, request.body.transferDate, audited(request, 'refund.sent', { state: 'sent', transferDate: request.body.transferDate }));
    return adminRefund(ctx, request.params.id);
  });
  app.post('/admin/refunds/:id/check-toss', { config: decide, schema: hidden({ params: idParams, response: answer }) }, async (request) => {
    await checkTossRefund(ctx, request.params.id, audited(request, 'refund.check_toss', {}));
    return adminRefund(ctx, request.params.id);
  });
};
