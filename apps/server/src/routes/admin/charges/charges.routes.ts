import { msg, PaymentStatus } from '@snsshop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { Trx } from '../../../db/database.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { recordAudit, type AuditInput } from '../../../services/audit/audit.js';
import { approveCharge, rejectCharge, resolveDeposit } from '../../../services/charges/decide-charge.js';
import { listAdminCharges, listDeposits } from '../../../services/charges/list-charges.js';
import { actorOf } from '../admin-route-kit.js';

const idParams = z.object({ id: z.coerce.number(msg.common.notFound).int(msg.common.notFound).positive(msg.common.notFound).max(2 ** 31 - 1, msg.common.notFound) });

/** The shop owner's charge desk. Hidden from the public API document; every decision is audited in its own transaction. */
export const adminChargeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  const audit = (request: FastifyRequest, input: AuditInput) => async (trx: Trx) => {
    await recordAudit(trx, ctx, actorOf(request), input);
  };

  app.get(
    '/admin/charges',
    { schema: { hide: true, querystring: z.object({ status: z.enum(['pending', 'success', 'fail'], msg.common.badFormat).optional() }) } },
    (request) => listAdminCharges(ctx, request.query.status),
  );
  app.post('/admin/charges/:id/approve', { schema: { hide: true, params: idParams } }, (request) =>
    approveCharge(ctx, request.params.id, audit(request, { action: 'charge.approve', targetType: 'charge', targetId: request.params.id, after: { status: PaymentStatus.SUCCESS } })),
  );
  app.post('/admin/charges/:id/reject', { schema: { hide: true, params: idParams } }, (request) =>
    rejectCharge(ctx, request.params.id, audit(request, { action: 'charge.reject', targetType: 'charge', targetId: request.params.id, before: { status: PaymentStatus.PENDING }, after: { status: PaymentStatus.FAIL } })),
  );

  app.get(
    '/admin/deposits',
    { schema: { hide: true, querystring: z.object({ status: z.enum(['waiting', 'resolved'], msg.common.badFormat).default('waiting') }) } },
    (request) => listDeposits(ctx, request.query.status),
  );
  app.post(
    '/admin/deposits/:id/resolve',
    {
      schema: {
        hide: true,
        params: idParams,
        body: z.object({ chargeId: z.number(msg.common.badFormat).int(msg.common.badFormat).positive(msg.common.badFormat).optional() }).nullish(),
      },
    },
    (request) =>
      resolveDeposit(
        ctx,
        request.params.id,
        request.body?.chargeId,
        audit(request, { action: 'deposit.resolve', targetType: 'deposit', targetId: request.params.id, after: { status: 'resolved', chargeId: request.body?.chargeId ?? null } }),
      ),
  );
};
