import { adminChargesQuerySchema, PaymentStatus } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin, requireStepUp } from '../../../plugins/require-admin.js';
import { approveCharge, rejectCharge } from '../../../services/charges/decide-charge.js';
import { listAdminChargesPage } from '../../../services/charges/list-charges.js';
import { chargeNeedsStepUp } from '../../../services/staff/staff-policy.js';
import { auditIn, chargeIdParams } from '../admin-route-kit.js';

/** The shop owner's charge desk. Hidden from the public API document; every decision is audited in its own transaction. */
export const adminChargeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/charges',
    { config: { permission: 'charges.read' }, schema: { hide: true, querystring: adminChargesQuerySchema } },
    (request) => listAdminChargesPage(ctx, request.query),
  );
  app.post('/admin/charges/:id/approve', { config: { permission: 'charges.decide' }, schema: { hide: true, params: chargeIdParams } }, async (request) => {
    if (await chargeNeedsStepUp(ctx, request.params.id)) await requireStepUp(request);
    return approveCharge(ctx, request.params.id, auditIn(ctx, request, { action: 'charge.approve', targetType: 'charge', targetId: request.params.id, after: { status: PaymentStatus.SUCCESS } }));
  });
  app.post('/admin/charges/:id/reject', { config: { permission: 'charges.decide' }, schema: { hide: true, params: chargeIdParams } }, (request) =>
    rejectCharge(
      ctx,
      request.params.id,
      auditIn(ctx, request, { action: 'charge.reject', targetType: 'charge', targetId: request.params.id, before: { status: PaymentStatus.PENDING }, after: { status: PaymentStatus.FAIL } }),
    ),
  );
};
