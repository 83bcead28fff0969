import { AutoOrderStatus } from '@snsshop/shared';
import type { AppContext } from '../context.js';
import { addMs } from '../lib/clock.js';
import type { AutoOrderRow } from '../db/schema.js';
import { runAutoOrders } from '../services/auto-orders/run-auto-order.js';
import { inParallel } from '../lib/in-parallel.js';

export interface AutoRunResult {
  ran: number;
  completed: number;
  endedUnpaid: number;
}

/** A claimed auto-order is left to its worker this long before another may try its run. */
export const AUTO_RUN_LEASE_MS = 10_000;

/** Runs made together in one transaction (see runAutoOrders): fewer round trips and commits per run. */
const RUNS_PER_TRANSACTION = 50;

/**
 * Makes the due run of each auto-order whose time has come. One statement claims a batch by moving
 * next_run_at past a short lease (PostgreSQL skips rows another process is claiming), so processes
 * share the work instead of racing for the same rows; the run itself is once-only regardless
 * (see runAutoOrders).
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
  const chunks: AutoOrderRow[][] = [];
  for (let i = 0; i < claimed.length; i += RUNS_PER_TRANSACTION) chunks.push(claimed.slice(i, i + RUNS_PER_TRANSACTION));
  await inParallel(chunks, 2, async (chunk) => {
    for (const outcome of await runAutoOrders(ctx, chunk)) {
      if (outcome === 'ran') result.ran++;
      if (outcome === 'completed') result.completed++;
      if (outcome === 'ended-unpaid') result.endedUnpaid++;
    }
  });
  return result;
}
