import { can, OrderStatus, type Dashboard, type ProviderBalance, type StaffRole } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { readBackupHealth } from '../../db/backup/backup-schedule.js';
import type { JobRunner } from '../../lib/job-runner.js';
import { readJobsHealth } from './jobs-health.js';
import { countWhere, STUCK_FULFILMENTS, stuckConditions } from '../orders/stuck-orders.js';
import { orderRows, toAdminOrder } from '../orders/order-queries.js';
import { providerBalances } from '../catalog/provider-admin.js';
import { koreanDayOf, koreanDayStart, koreanMonthStart } from '../../db/query-helpers.js';
import { ledgerSince, orderRowsSince, orderStatusCounts } from './rollups.js';
import { readWaitingWork } from './waiting-work.js';

/**
 * Top-ups (credited charges), spending (order debits less refunds) and orders placed since `from` (a
 * Korean day's start), from the daily rollups (services/dashboard/rollups.ts).
 */
async function period(ctx: AppContext, from: string) {
  const day = koreanDayOf(from);
  const [money, orderCount] = await Promise.all([ledgerSince(ctx.db, day), orderRowsSince(ctx.db, day)]);
  return {
    from,
    topUps: money.get('charge')?.total ?? 0,
    topUpCount: money.get('charge')?.n ?? 0,
    spending: -(money.get('order')?.total ?? 0) - (money.get('refund')?.total ?? 0),
    orderCount,
  };
}

/**
 * Everything the owner checks first; a provider that cannot be reached shows its error, never fails the
 * page. A role reads only what its permissions name: money (the periods, what late deliveries cost,
 * provider balances) and each waiting count are left out for a role that may not see them.
 */
export async function readDashboard(ctx: AppContext, jobs: JobRunner, role: StaffRole): Promise<Dashboard> {
  const now = ctx.clock.now();
  const byStatus = await orderStatusCounts(ctx.db);
  const waiting = await readWaitingWork(ctx, role);
  const counts = await orderRows(ctx.db)
    .clearSelect()
    .select((eb) => {
      const c = stuckConditions(eb, now);
      return [countWhere(eb, c.notDispatched).as('not_dispatched'), countWhere(eb, c.held).as('held'), countWhere(eb, c.noProgress).as('no_progress'), countWhere(eb, c.answerProblem).as('answer_problem')];
    })
    .where('o.fulfilment', 'in', STUCK_FULFILMENTS) // each count needs one of these: the index reads only the orders not settled
    .executeTakeFirstOrThrow();
  const stuckOrders = await orderRows(ctx.db)
    .where((eb) => stuckConditions(eb, now).any)
    .orderBy('o.created_at')
    .limit(20)
    .execute();
  const late = await ctx.db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('late_delivery_won').as('won')])
    .where('late_delivered', 'is not', null)
    .executeTakeFirstOrThrow();
  const lateOrders = await orderRows(ctx.db).where('o.late_delivered', 'is not', null).orderBy('o.late_delivery_at', 'desc').limit(20).execute();
  const money = can(role, 'charges.read');
  const [today, month, providers, health] = await Promise.all([
    money ? period(ctx, koreanDayStart(now)) : undefined,
    money ? period(ctx, koreanMonthStart(now)) : undefined,
    can(role, 'providers.read') ? providerBalances(ctx) : undefined,
    readJobsHealth(ctx, jobs),
  ]);
  return {
    now: now.toISOString(),
    today,
    month,
    ordersByStatus: Object.values(OrderStatus).map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    ...waiting,
    stuck: {
      notDispatched: Number(counts.not_dispatched ?? 0),
      held: Number(counts.held ?? 0),
      noProgress: Number(counts.no_progress ?? 0),
      answerProblem: Number(counts.answer_problem ?? 0),
      orders: stuckOrders.map(toAdminOrder),
    },
    lateDeliveries: { count: Number(late.n), ...(can(role, 'margin.read') ? { won: Number(late.won ?? 0) } : {}), orders: lateOrders.map(toAdminOrder) },
    providers: providers satisfies ProviderBalance[] | undefined,
    jobs: health,
    backup: await readBackupHealth(ctx.config, ctx.db),
  };
}
