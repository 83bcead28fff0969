import { reconciliationDaySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { isoNow } from '../../../lib/clock.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { reconcileDay, saveReconciliation } from '../../../services/reconciliation/reconcile-day.js';
import { listReconciliationDays } from '../../../services/reconciliation/reconciliation-days.js';
import { auditIn, hidden } from '../admin-route-kit.js';

const config = { permission: 'reconciliation' } as const;
const dayParams = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜를 YYYY-MM-DD 형식으로 입력해주세요.') });

/** The daily reconciliation on the dashboard: the kept days, and a day checked again on request. */
export const adminReconciliationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/reconciliation', { config, schema: hidden({ response: { 200: z.array(reconciliationDaySchema) } }) }, () => listReconciliationDays(ctx.db, 14));
  app.post('/admin/reconciliation/:day', { config, schema: hidden({ params: dayParams, response: { 200: reconciliationDaySchema } }) }, async (request) => {
    const result = await reconcileDay(ctx.db, request.params.day);
    return ctx.db.transaction().execute(async (trx) => {
      await auditIn(ctx, request, { action: 'reconciliation.run', targetType: 'reconciliation_day', targetId: request.params.day, after: { differences: result.differences.length } })(trx);
      return saveReconciliation(trx, result, isoNow(ctx.clock));
    });
  });
};
