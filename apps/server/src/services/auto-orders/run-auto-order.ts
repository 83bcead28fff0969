import { AutoOrderStatus, orderCost } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { AutoOrderRow } from '../../db/schema.js';
import { addMs } from '../../lib/clock.js';
import { InsufficientPointsError } from '../points/apply-point-change.js';
import { insertPaidOrder } from '../orders/place-order.js';
import { notifyAutoOrderStopped, warnAutoOrderLowBalance } from '../notifications/member-events.js';
import { linkHeld, linkKeySql } from '../orders/fulfilment.js';

export type RunOutcome = 'ran' | 'completed' | 'ended-unpaid' | 'skipped';

/**
 * Makes the next run of an auto-order the sweep claimed, exactly once: in one transaction the
 * auto-order moves on by a conditional UPDATE (only the worker that saw `completed` unchanged wins)
 * and the run's order is written and paid. A crash before commit leaves nothing (the claim's lease
 * runs out and the run is made later); after commit the run is an ordinary pending order that
 * dispatch sends. The next run is due one interval after this one actually ran, so a server that
 * was down makes one late run, not a burst of back-runs.
 * A run the balance cannot pay ends the auto-order as PARTIAL, keeping the runs already made.
 */
export async function runAutoOrder(ctx: AppContext, seen: AutoOrderRow): Promise<RunOutcome> {
  const now = ctx.clock.now().toISOString();
  if (seen.status !== AutoOrderStatus.ACTIVE) return 'skipped';
  const runNo = seen.completed + 1;
  const last = runNo >= seen.runs;
  const runCost = orderCost(Number(seen.unit_price_centi), seen.quantity);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('auto_orders')
        .set({
          completed: runNo,
          status: last ? AutoOrderStatus.COMPLETED : AutoOrderStatus.ACTIVE,
          next_run_at: last ? null : addMs(now, seen.interval_min * 60_000),
          finished_at: last ? now : null,
          last_error: null,
          updated_at: now,
        })
        .where('id', '=', seen.id)
        .where('status', '=', AutoOrderStatus.ACTIVE)
        .where('completed', '=', seen.completed)
        // the run's service and whether its link is busy, in the same round trip as the claim
        .returning((eb) => [
          'id',
          eb.selectFrom('services').select('provider_id').where('id', '=', seen.service_id).as('provider_id'),
          eb.selectFrom('services').select('provider_service_id').where('id', '=', seen.service_id).as('provider_service_id'),
          linkHeld(linkKeySql(eb.selectFrom('services').select('provider_id').where('id', '=', seen.service_id), seen.link)).as('link_held'),
        ])
        .executeTakeFirst();
      if (!claimed) return 'skipped';
      const service = claimed;
      const { balance } = await insertPaidOrder(trx, {
        memberId: seen.member_id,
        serviceId: seen.service_id,
        link: seen.link,
        quantity: seen.quantity,
        unitPriceCenti: Number(seen.unit_price_centi),
        providerId: service.provider_id,
        providerServiceId: service.provider_service_id,
        at: now,
        autoOrderId: seen.id,
        runNo,
      }, Boolean(claimed.link_held));
      if (!last) await warnAutoOrderLowBalance(trx, seen, runNo + 1, runCost, now, balance);
      return last ? 'completed' : 'ran';
    });
  } catch (err) {
    // orders_auto_run: this run already exists; whoever wrote it also moved the auto-order on.
    if (isUniqueViolation(err)) return 'skipped';
    if (!(err instanceof InsufficientPointsError)) throw err;
    return ctx.db.transaction().execute(async (trx) => {
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
