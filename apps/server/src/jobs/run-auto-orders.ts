import { AutoOrderStatus } from '@snsshop/shared';
import type { AppContext } from '../context.js';
import { runAutoOrder } from '../services/auto-orders/run-auto-order.js';
import { inParallel } from './dispatch-orders.js';

export interface AutoRunResult {
  ran: number;
  completed: number;
  endedUnpaid: number;
}

/** Makes the due run of each auto-order whose time has come; each run once (see runAutoOrder). */
export async function runDueAutoOrders(ctx: AppContext): Promise<AutoRunResult> {
  const now = ctx.clock.now().toISOString();
  const due = await ctx.db
    .selectFrom('auto_orders')
    .select('id')
    .where('status', '=', AutoOrderStatus.ACTIVE)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(ctx.config.jobs.batch)
    .execute();
  const result: AutoRunResult = { ran: 0, completed: 0, endedUnpaid: 0 };
  await inParallel(due, 4, async ({ id }) => {
    const outcome = await runAutoOrder(ctx, id);
    if (outcome === 'ran') result.ran++;
    if (outcome === 'completed') result.completed++;
    if (outcome === 'ended-unpaid') result.endedUnpaid++;
  });
  return result;
}
