import { AutoOrderStatus, quoteOrder } from '@snsshop/shared';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { AutoOrderRow, DB } from '../../db/schema.js';
import type { Trx } from '../../db/database.js';
import { addMs } from '../../lib/clock.js';
import { InsufficientPointsError } from '../points/apply-point-change.js';
import { insertPaidOrders } from '../orders/placing/paid-order.js';
import { quoteTier } from '../growth/quote-tier.js';
import { notifyAutoOrderStopped, warnAutoOrderLowBalance } from '../notifications/member-events.js';
import { linkHeld, linkKey, linkKeySql } from '../orders/fulfilment.js';

export type RunOutcome = 'ran' | 'completed' | 'ended-unpaid' | 'skipped';

/**
 * Makes the next run of each auto-order the sweep claimed, exactly once: in one transaction each
 * auto-order moves on by a conditional UPDATE (only the worker that saw `completed` unchanged wins)
 * and the runs' orders are written and paid. A crash before commit leaves nothing (the claim's lease
 * runs out and the runs are made later); after commit each run is an ordinary pending order that
 * dispatch sends. The next run is due one interval after this one actually ran, so a server that
 * was down makes one late run, not a burst of back-runs.
 * Several runs go in one transaction (one statement per step for all of them); when that cannot go
 * through as a whole — a member who cannot pay, a run someone else made meanwhile — it is rolled
 * back and each run is made alone, deciding its own outcome.
 * A run the balance cannot pay ends the auto-order as PARTIAL, keeping the runs already made.
 * Answers each auto-order's outcome, in the order given.
 */
export async function runAutoOrders(ctx: AppContext, seen: readonly AutoOrderRow[]): Promise<RunOutcome[]> {
  const active = seen.filter((s) => s.status === AutoOrderStatus.ACTIVE);
  const outcome = new Map<number, RunOutcome>();
  if (active.length > 0) {
    if (active.length === 1) outcome.set(active[0]!.id, await runOne(ctx, active[0]!));
    else {
      try {
        for (const [id, o] of await ctx.db.transaction().execute((trx) => makeRuns(ctx, trx, active))) outcome.set(id, o);
      } catch (err) {
        if (!(err instanceof InsufficientPointsError) && !isUniqueViolation(err)) throw err;
        // nothing of the batch was kept: each run alone decides its own outcome
        for (const s of active) outcome.set(s.id, await runOne(ctx, s));
      }
    }
  }
  return seen.map((s) => outcome.get(s.id) ?? 'skipped');
}

/** One run in its own transaction; a run the balance cannot pay ends the auto-order. */
async function runOne(ctx: AppContext, seen: AutoOrderRow): Promise<RunOutcome> {
  const now = ctx.clock.now().toISOString();
  try {
    return (await ctx.db.transaction().execute((trx) => makeRuns(ctx, trx, [seen]))).get(seen.id) ?? 'skipped';
  } catch (err) {
    // orders_auto_run: this run already exists; whoever wrote it also moved the auto-order on.
    if (isUniqueViolation(err)) return 'skipped';
    if (!(err instanceof InsufficientPointsError)) throw err;
    return ctx.db.transaction().execute(async (trx) => {
      // what the run would have cost the member (their tier's price), for the notice
      const tier = await trx.selectFrom('members').leftJoin('member_tiers', 'member_tiers.id', 'members.tier_id').select(['member_tiers.name', 'member_tiers.discount_pct']).where('members.id', '=', seen.member_id).executeTakeFirst();
      const runCost = runQuote(seen, quoteTier(tier)).charge;
      const ended = await trx
        .updateTable('auto_orders')
        .set({ status: AutoOrderStatus.PARTIAL, next_run_at: null, finished_at: now, last_error: 'not enough points', updated_at: now })
        .where('id', '=', seen.id)
        .where('status', '=', AutoOrderStatus.ACTIVE)
        .where('completed', '=', seen.completed)
        .returning('id')
        .executeTakeFirst();
      if (ended) await notifyAutoOrderStopped(trx, seen, runCost, now);
      return ended ? 'ended-unpaid' : 'skipped';
    });
  }
}

/**
 * The runs of these auto-orders (all ACTIVE as seen), in the caller's transaction: one UPDATE moves
 * on those whose `completed` is still what was seen, one INSERT writes their orders, one balance
 * move pays them all. Answers the outcome of each run made (an auto-order missing was skipped).
 */
async function makeRuns(ctx: AppContext, trx: Trx, seen: readonly AutoOrderRow[]): Promise<Map<number, RunOutcome>> {
  const now = ctx.clock.now().toISOString();
  const isLast = (s: AutoOrderRow) => s.completed + 1 >= s.runs;
  const lastIds = seen.filter(isLast).map((s) => s.id);
  const whenLast = <T>(then: RawBuilder<T> | T, otherwise: RawBuilder<T> | T) =>
    lastIds.length === 0 ? sql<T>`${otherwise}` : sql<T>`CASE WHEN id IN (${sql.join(lastIds)}) THEN ${then} ELSE ${otherwise} END`;
  const going = seen.filter((s) => !isLast(s));
  const nextRunAt = going.length === 0 ? null : sql<string>`CASE id ${sql.join(going.map((s) => sql`WHEN ${s.id} THEN ${addMs(now, s.interval_min * 60_000)}`), sql` `)} END`;
  const service = (eb: ExpressionBuilder<DB, 'auto_orders'>) => eb.selectFrom('services').whereRef('services.id', '=', 'auto_orders.service_id');
  const tierOfMember = (eb: ExpressionBuilder<DB, 'auto_orders'>) => eb.selectFrom('members').innerJoin('member_tiers', 'member_tiers.id', 'members.tier_id').whereRef('members.id', '=', 'auto_orders.member_id');
  const providerOf = (eb: ExpressionBuilder<DB, 'auto_orders'>) => service(eb).select('services.provider_id');
  const claimed = await trx
    .updateTable('auto_orders')
    .set({
      completed: sql`completed + 1`,
      status: whenLast(sql.lit(AutoOrderStatus.COMPLETED), sql.lit(AutoOrderStatus.ACTIVE)),
      next_run_at: whenLast(null, nextRunAt),
      finished_at: whenLast(now, null),
      last_error: null,
      updated_at: now,
    })
    .where('status', '=', AutoOrderStatus.ACTIVE)
    .where('id', 'in', seen.map((s) => s.id))
    .where(sql<boolean>`completed = CASE id ${sql.join(seen.map((s) => sql`WHEN ${s.id} THEN CAST(${s.completed} AS INTEGER)`), sql` `)} END`)
    // each run's service and whether its link is busy, in the same round trip as the claim
    .returning((eb) => [
      'id',
      providerOf(eb).as('provider_id'),
      service(eb).select('services.provider_service_id').as('provider_service_id'),
      linkHeld(linkKeySql(providerOf(eb), eb.ref('auto_orders.link'))).as('link_held'),
      // the member's tier as of this run
      tierOfMember(eb).select('member_tiers.discount_pct').as('tier_pct'),
      tierOfMember(eb).select('member_tiers.name').as('tier_name'),
    ])
    .execute();
  const won = new Map(claimed.map((c) => [c.id, c]));
  const runs = seen.filter((s) => won.has(s.id));
  if (runs.length === 0) return new Map();
  // Two runs for one link in this batch: the later waits behind the earlier, as if made one after the other.
  const keys = new Set<string>();
  const paid = await insertPaidOrders(
    trx,
    runs.map((s) => {
      const service = won.get(s.id)!;
      const key = linkKey(service.provider_id, s.link);
      const linkBusy = Boolean(service.link_held) || keys.has(key);
      keys.add(key);
      return {
        order: {
          memberId: s.member_id,
          serviceId: s.service_id,
          link: s.link,
          quantity: s.quantity,
          quote: runQuote(s, quoteTier({ name: service.tier_name, discount_pct: service.tier_pct })),
          providerId: service.provider_id,
          providerServiceId: service.provider_service_id,
          at: now,
          autoOrderId: s.id,
          runNo: s.completed + 1,
        },
        linkBusy,
      };
    }),
    ctx.dialect === 'postgres',
  );
  const outcome = new Map<number, RunOutcome>();
  for (const [i, s] of runs.entries()) {
    const nextRun = Number(paid[i]!.row.charge);
    if (!isLast(s)) await warnAutoOrderLowBalance(trx, s, s.completed + 2, nextRun, now, paid[i]!.balance);
    outcome.set(s.id, isLast(s) ? 'completed' : 'ran');
  }
  return outcome;
}

/** One run's price: the unit price kept when the auto-order was placed, for one run's quantity, at the member's tier now. */
const runQuote = (s: Pick<AutoOrderRow, 'unit_price_e7' | 'quantity'>, tier: ReturnType<typeof quoteTier>) => quoteOrder({ unitPriceE7: Number(s.unit_price_e7), units: s.quantity, tier });
