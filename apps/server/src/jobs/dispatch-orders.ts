import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { addMs } from '../lib/clock.js';
import { inParallel } from '../lib/in-parallel.js';
import { DISPATCH_LEASE_MS, linkTakenBefore } from '../services/orders/fulfilment.js';
import { recoverInterruptedSends, sendClaimedOrder } from '../services/orders/send-order.js';
import { readRoutingSettings } from '../services/routing/route-settings.js';

const PARALLEL_CALLS = 8;
/** Serialises dispatch claims (and refill send claims, which share the link queue) across processes on PostgreSQL (see claimDueOrders). */
export const DISPATCH_CLAIM_LOCK = 7_301_004;

export interface DispatchResult {
  sent: number;
  retrying: number;
  cancelled: number;
  held: number;
}

/**
 * Claims due orders whose link is free: one conditional UPDATE moves them to 'claimed' with this
 * round's token and a lease, so of several processes exactly one wins each row, and a worker that
 * dies before sending leaves the order claimable again once the lease runs out.
 * The link queue: an order is claimed only when no other order is at the provider for its provider
 * and link, and none waits before it. Claims are serialised (SQLite has one writer; PostgreSQL takes
 * a transaction-scoped advisory lock), so each claim sees every earlier claim and two processes can
 * never put two orders for one link at the provider at once.
 */
async function claimDueOrders(ctx: AppContext, token: string) {
  const { clock, config } = ctx;
  const now = clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${DISPATCH_CLAIM_LOCK})`.execute(trx);
    return trx
      .updateTable('orders')
      .set({ fulfilment: 'claimed', claim_token: token, next_dispatch_at: addMs(now, DISPATCH_LEASE_MS), updated_at: now })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('orders as o')
          .select('o.id')
          .where('o.fulfilment', 'in', ['queued', 'due', 'claimed'])
          .where('o.next_dispatch_at', '<=', now)
          .where((w) => w.not(linkTakenBefore(w)))
          .orderBy('o.next_dispatch_at')
          .orderBy('o.id')
          .limit(config.jobs.batch),
      )
      .where('fulfilment', 'in', ['queued', 'due', 'claimed'])
      .where('next_dispatch_at', '<=', now)
      .returning(['id', 'member_id', 'service_id', 'link', 'quantity', 'charge', 'provider_id', 'provider_service_id', 'dispatch_attempts', 'send_unknown', 'route_id', 'unit_price_e7', 'cost_guard_waived', 'type_fields'])
      .execute();
  });
}

/** Claim rounds per sweep: an order moved to its next route is claimed again at once, a few times at most. */
const MAX_ROUNDS = 4;

/** Sends due orders upstream; the rules of each send live in services/orders/send-order.ts. */
export async function dispatchDueOrders(ctx: AppContext): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, retrying: 0, cancelled: 0, held: 0 };
  await recoverInterruptedSends(ctx);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let rerouted = 0;
    const token = crypto.randomUUID();
    const claimed = await claimDueOrders(ctx, token);
    if (claimed.length === 0) break;
    // the owner's margin floor, read once for the round's orders
    const settings = await readRoutingSettings(ctx.db);
    await inParallel(claimed, PARALLEL_CALLS, async (order) => {
      const outcome = await sendClaimedOrder(ctx, order, token, settings);
      if (outcome === 'rerouted') rerouted++;
      else if (outcome !== 'skipped') result[outcome]++;
    });
    if (rerouted === 0) break;
  }
  return result;
}
