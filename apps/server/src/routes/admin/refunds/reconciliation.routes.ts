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
/** A day of the calendar: 2026-02-30 is refused, not read as March 2nd. */
const realDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
const dayParams = z.object({ day: z.string().refine(realDay, '날짜를 YYYY-MM-DD 형식의 있는 날짜로 입력해주세요.') });

const viewQuery = z.object({ view: z.enum(['all', 'differences'], '보기는 all 또는 differences 중 하나여야 합니다.').default('all') });

/** The daily reconciliation (its screen and the dashboard's line): the kept days, those with differences, and a day checked again on request. */
export const adminReconciliationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/reconciliation', { config, schema: hidden({ querystring: viewQuery, response: { 200: z.array(reconciliationDaySchema) } }) }, (request) =>
    request.query.view === 'differences' ? listReconciliationDays(ctx.db, 60, true) : listReconciliationDays(ctx.db, 14),
  );
  app.post('/admin/reconciliation/:day', { config, schema: hidden({ params: dayParams, response: { 200: reconciliationDaySchema } }) }, async (request) => {
    const result = await reconcileDay(ctx.db, request.params.day);
    return ctx.db.transaction().execute(async (trx) => {
      await auditIn(ctx, request, { action: 'reconciliation.run', targetType: 'reconciliation_day', targetId: request.params.day, after: { differences: result.differences.length } })(trx);
      return saveReconciliation(trx, result, isoNow(ctx.clock));
    });
  });
};
