import { OrderStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { koreanDayStart } from '../../db/query-helpers.js';
import { orderStatusCounts } from './rollups.js';

export interface LandingCounterValues {
  inProgress: number;
  completedToday: number;
  members: number;
}

const TTL_MS = 60_000;
const cache = new WeakMap<AppContext, { at: number; values: LandingCounterValues }>();
const RUNNING: number[] = [OrderStatus.PENDING, OrderStatus.INPROGRESS, OrderStatus.PROCESSING];
const FINISHED: number[] = [OrderStatus.COMPLETED, OrderStatus.PARTIAL];

/**
 * The landing's real figures (the owner's switch LANDING_REAL_COUNTERS): orders running now (from the
 * status rollup), orders finished since the Korean day began (index orders_finished) and active members.
 * Computed at most once a minute per process, never per visit.
 */
export async function readLandingCounters(ctx: AppContext): Promise<LandingCounterValues> {
  const now = ctx.clock.now();
  const kept = cache.get(ctx);
  if (kept && now.getTime() - kept.at < TTL_MS) return kept.values;
  const [byStatus, done, members] = await Promise.all([
    orderStatusCounts(ctx.db),
    ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('finished_at', '>=', koreanDayStart(now))
      .where('status', 'in', FINISHED)
      .where('parent_order_id', 'is', null)
      .executeTakeFirstOrThrow(),
    ctx.db.selectFrom('members').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'active').executeTakeFirstOrThrow(),
  ]);
  const values = {
    inProgress: RUNNING.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0),
    completedToday: Number(done.n),
    members: Number(members.n),
  };
  cache.set(ctx, { at: now.getTime(), values });
  return values;
}
