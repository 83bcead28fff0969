import { AutoOrderStatus } from '@snsshop/shared';
import type { AppContext } from '../context.js';
import { addMs } from '../lib/clock.js';
import { runAutoOrder } from '../services/auto-orders/run-auto-order.js';
import { inParallel } from '../lib/in-parallel.js';

export interface AutoRunResult {
  ran: number;
  completed: number;
  endedUnpaid: number;
}

/** A claimed auto-order is left to its worker this long before another may try its run. */
export const AUTO_RUN_LEASE_MS = 10_000;

/**
 * Makes the due run of each auto-order whose time has come. One statement claims a batch by moving
 * next_run_at past a short lease (PostgreSQL skips rows another process is claiming), so processes
 * share the work instead of racing for the same rows; the run itself is once-only regardless
 * (see runAutoOrder).
 */
export async function runDueAutoOrders(ctx: AppContext): Promise<AutoRunResult> {
  const now = ctx.clock.now().toISOString();
  const result: AutoRunResult = { ran: 0, completed: 0, endedUnpaid: 0 };
  const claimed = await ctx.db
    .updateTable('auto_orders')
    .set({ next_run_at: addMs(now, AUTO_RUN_LEASE_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('auto_orders')
        .select('id')
        .where('status', '=', AutoOrderStatus.ACTIVE)
        .where('next_run_at', '<=', now)
        .orderBy('next_run_at')
        .limit(ctx.config.jobs.batch)
        .$if(ctx.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .where('status', '=', AutoOrderStatus.ACTIVE)
    .where('next_run_at', '<=', now)
    .returningAll()
    .execute();
  await inParallel(claimed, 4, async (row) => {
    const outcome = await runAutoOrder(ctx, row);
    if (outcome === 'ran') result.ran++;
    if (outcome === 'completed') result.completed++;
    if (outcome === 'ended-unpaid') result.endedUnpaid++;
  });
  return result;
}
