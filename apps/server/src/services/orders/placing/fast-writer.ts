import { isAutoOrder } from '@snsshop/shared';
import type { AppContext } from '../../../context.js';
import { inGroupCommit } from '../../../db/group-commit.js';
import { pruneCounters, takeGuarded, type GuardedTake } from '../../../db/rate-counters.js';
import { PRUNE_SHARE } from '../../../db/rate-store.js';
import type { OrderRequest, OrderWriter } from './order-writer.js';
import { placeAtOnce } from './pg-one-statement.js';
import { placeInTransaction, type OpenTransaction } from './plain-writer.js';

/** On SQLite orders placed together share one COMMIT, each in its own savepoint (db/group-commit.ts). */
const groupCommit: OpenTransaction = (ctx, work) => (ctx.dialect === 'sqlite' ? inGroupCommit(ctx.db, work) : ctx.db.transaction().execute(work));

/**
 * SQLite with the database counting: the window's take is a piece of the group commit queued just
 * before the order's, so both share its COMMIT (one per call, as a web order's). The take is a piece of
 * its own, kept whatever the order then answers; the order's piece goes on only when the take let
 * it (`settle`), else it places nothing and this answers null.
 */
async function placeBesideTake(ctx: AppContext, r: OrderRequest & { count: NonNullable<OrderRequest['count']> }) {
  const { count } = r;
  const now = ctx.clock.now().getTime();
  let taken: GuardedTake | undefined;
  const taking = inGroupCommit(
    ctx.db,
    async (trx) => {
      taken = await takeGuarded(trx, count.guard, count.window, now);
      if (Math.random() < PRUNE_SHARE) await pruneCounters(trx, now);
    },
    { keepPartial: true },
  );
  // queued at once, right behind the take (nothing before its queueing waits), so it runs after it
  const placing = placeInTransaction(ctx, groupCommit, r, () => {
    if (!taken) throw new Error('the rate window was not taken');
    return count.settle(taken);
  });
  const [take, place] = await Promise.allSettled([taking, placing]);
  if (take.status === 'rejected') throw take.reason;
  if (place.status === 'rejected') throw place.reason;
  return place.value;
}

/**
 * The same orders as the plain writer, cheaper under load: on PostgreSQL a plain order (no key, coupon
 * or runs) is one statement without a transaction, its rate window taken in it (placeAtOnce); on SQLite
 * orders share a group commit, a counted call's take with them (placeBesideTake). Every other order is
 * the plain writer's transaction (on SQLite, in the group commit). A counted call the database does not
 * count here takes its window first, as every call does.
 */
export const fastOrderWriter: OrderWriter = {
  kind: 'fast',
  async place(ctx, r) {
    const plainOnPostgres = ctx.dialect === 'postgres' && !r.idempotencyKey && !isAutoOrder(r.input) && !r.input.couponCode;
    const countedHere = r.count && ctx.rates.kind === 'database' && (plainOnPostgres || ctx.dialect === 'sqlite');
    let count = r.count;
    if (count && !countedHere) {
      if (!count.settle(await ctx.rates.takeGuarded(count.guard, count.window, ctx.clock.now().getTime()))) return null;
      count = null;
    }
    if (plainOnPostgres) return placeAtOnce(ctx, r.memberId, r.input, r.caller, count);
    return count ? placeBesideTake(ctx, { ...r, count }) : placeInTransaction(ctx, groupCommit, r);
  },
};
