import type { AppContext } from '../../context.js';
import { countWhere, stuckConditions } from '../orders/stuck-orders.js';
import type { JobRunner } from '../../lib/job-runner.js';

/**
 * What a shop owner (or a monitor) needs to see that fulfilment is alive: each sweep's last run and
 * error in this process, and — across all processes — orders waiting to be sent and those stuck.
 */
export async function readJobsHealth(ctx: AppContext, runner: JobRunner) {
  const now = ctx.clock.now();
  // One pass over the unsent orders (this answers every health probe). What counts as stuck is
  // defined once in stuck-orders.ts: here every late order, held or not, plus the held ones.
  const unsent = await ctx.db
    .selectFrom('orders as o')
    .select((eb) => {
      const c = stuckConditions(eb, now);
      return [eb.fn.countAll<number>().as('n'), eb.fn.min('o.created_at').as('oldest'), countWhere(eb, c.late).as('stuck'), countWhere(eb, c.held).as('held')];
    })
    .where((eb) => stuckConditions(eb, now).unsent)
    .executeTakeFirstOrThrow();
  return {
    enabled: ctx.config.jobs.enabled,
    sweeps: runner.health(),
    waitingDispatch: Number(unsent.n),
    oldestWaitingSince: unsent.oldest ?? null,
    stuckDispatch: Number(unsent.stuck ?? 0),
    /** sends that may have reached the provider despite a timeout; a person checks the panel */
    heldDispatch: Number(unsent.held ?? 0),
  };
}
