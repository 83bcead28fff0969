import { msg, recordIdField } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { resolveDeposit } from '../../../services/charges/decide-charge.js';
import { listDeposits } from '../../../services/charges/list-charges.js';
import { auditIn, chargeIdParams } from '../admin-route-kit.js';

/** Bank deposits no charge claimed: the owner lists them and resolves each by hand, audited in the same transaction. */
export const adminDepositRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/deposits',
    { config: { permission: 'charges.read' }, schema: { hide: true, querystring: z.object({ status: z.enum(['waiting', 'resolved'], msg.common.badFormat).default('waiting') }) } },
    (request) => listDeposits(ctx, request.query.status),
  );
  app.post('/admin/deposits/:id/resolve',
    { config: { permission: 'charges.decide' },
      schema: {
        hide: true,
        params: chargeIdParams,
        body: z.object({ chargeId: recordIdField(msg.common.badFormat).optional() }).nullish(),
      },
    },
    (request) =>
      resolveDeposit(
        ctx,
        request.params.id,
        request.body?.chargeId,
        auditIn(ctx, request, { action: 'deposit.resolve', targetType: 'deposit', targetId: request.params.id, after: { status: 'resolved', chargeId: request.body?.chargeId ?? null } }),
      ),
  );
};
