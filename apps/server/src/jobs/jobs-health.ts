import { OrderStatus } from '@snsshop/shared';
import type { AppContext } from '../context.js';
import type { JobRunner } from './scheduler.js';

/** Orders still not sent upstream this long after they were placed are worth a look. */
export const STUCK_AFTER_MS = 10 * 60_000;

/**
 * What a shop owner (or a monitor) needs to see that fulfilment is alive: each sweep's last run and
 * error in this process, and — across all processes — orders waiting to be sent and those stuck.
 */
export async function readJobsHealth(ctx: AppContext, runner: JobRunner) {
  const stuckBefore = new Date(ctx.clock.now().getTime() - STUCK_AFTER_MS).toISOString();
  // One pass over the unsent orders (this answers every health probe).
  const unsent = await ctx.db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.sum<number>(eb.case().when('created_at', '<', stuckBefore).then(1).else(0).end()).as('stuck'),
      eb.fn.sum<number>(eb.case().when('next_dispatch_at', 'is', null).then(1).else(0).end()).as('held'),
    ])
    .where('status', '=', OrderStatus.PENDING)
    .where('provider_order_id', 'is', null)
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
