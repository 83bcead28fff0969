import { OrderStatus } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { addMs } from '../lib/clock.js';
import { ProviderError } from '../providers/provider.js';
import { cancelUndispatched } from '../services/orders/settle-order.js';

/**
 * How long a claimed order is reserved for the worker that claimed it: strictly longer than the
 * longest provider timeout an owner can set (2 minutes), so a send still waiting is never sent twice.
 */
export const DISPATCH_LEASE_MS = 3 * 60_000;
/** First status check after an order is sent upstream. */
export const FIRST_SYNC_DELAY_MS = 15_000;
const PARALLEL_CALLS = 8;

/** 30 s, 1, 2, 4, 8, 16 minutes, then every 30 minutes until the attempt limit. */
export function dispatchBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

export interface DispatchResult {
  sent: number;
  retrying: number;
  cancelled: number;
  held: number;
}

/** last_error of an order waiting for a person to check the panel. */
export const HELD_PREFIX = 'held: ';

/**
 * The protocol has no idempotency key: a send that timed out may have been placed. If the next
 * try is refused because the link already has an active order, that order is most likely ours.
 */
function isProbablyOurEarlierSend(previousError: string | null, err: unknown): boolean {
  return (
    previousError?.startsWith('unavailable') === true &&
    err instanceof ProviderError &&
    err.kind === 'rejected' &&
    /active order with this link/i.test(err.message)
  );
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * Sends due orders upstream. Rows are claimed by one conditional UPDATE that moves their
 * next_dispatch_at past the lease: of several processes sweeping together exactly one wins each row,
 * and a worker that dies after claiming leaves the order due again once the lease runs out.
 * A failed send is retried with backoff; after the attempt limit the order is cancelled and refunded.
 */
export async function dispatchDueOrders(ctx: AppContext): Promise<DispatchResult> {
  const { db, clock, config } = ctx;
  const now = clock.now().toISOString();
  const result: DispatchResult = { sent: 0, retrying: 0, cancelled: 0, held: 0 };
  // One statement claims a batch: the subquery picks due rows (PostgreSQL skips rows another process
  // is claiming right now instead of waiting for them) and the outer conditions are checked again
  // on each row as it is updated, so a row is claimed by one worker only.
  const claimed = await db
    .updateTable('orders')
    .set({ next_dispatch_at: addMs(now, DISPATCH_LEASE_MS), dispatch_attempts: sql`dispatch_attempts + 1`, updated_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('status', '=', OrderStatus.PENDING)
        .where('provider_order_id', 'is', null)
        .where('next_dispatch_at', '<=', now)
        .orderBy('next_dispatch_at')
        .limit(config.jobs.batch)
        .$if(ctx.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .where('status', '=', OrderStatus.PENDING)
    .where('provider_order_id', 'is', null)
    .where('next_dispatch_at', '<=', now)
    .returning(['id', 'service_id', 'link', 'quantity', 'provider_id', 'provider_service_id', 'dispatch_attempts', 'last_error'])
    .execute();
  if (claimed.length === 0) return result;

  await inParallel(claimed, PARALLEL_CALLS, async (order) => {
    try {
      const provider = await ctx.providers.get(order.provider_id);
      const { providerOrderId } = await provider.addOrder({
        serviceId: order.provider_service_id ?? String(order.service_id),
        link: order.link,
        quantity: order.quantity,
      });
      const at = clock.now().toISOString();
      await db
        .updateTable('orders')
        .set({ provider_order_id: providerOrderId, dispatched_at: at, next_dispatch_at: null, next_sync_at: addMs(at, FIRST_SYNC_DELAY_MS), last_error: null, updated_at: at })
        .where('id', '=', order.id)
        .where('provider_order_id', 'is', null)
        .execute();
      result.sent++;
    } catch (err) {
      const reason = err instanceof ProviderError ? `${err.kind}: ${err.message}` : err instanceof Error ? err.message : String(err);
      const at = clock.now().toISOString();
      if (isProbablyOurEarlierSend(order.last_error, err)) {
        // Our earlier attempt timed out but most likely reached the panel: sending again would pay
        // twice and refunding would give away a delivery. Held for a person (see jobs health).
        await db
          .updateTable('orders')
          .set({ next_dispatch_at: null, last_error: `${HELD_PREFIX}${reason}`.slice(0, 300), updated_at: at })
          .where('id', '=', order.id)
          .where('provider_order_id', 'is', null)
          .where('status', '=', OrderStatus.PENDING)
          .execute();
        result.held++;
        return;
      }
      if (order.dispatch_attempts >= config.jobs.dispatchMaxAttempts) {
        if (await cancelUndispatched(db, clock, order.id, reason)) result.cancelled++;
        return;
      }
      await db
        .updateTable('orders')
        .set({ next_dispatch_at: addMs(at, dispatchBackoffMs(order.dispatch_attempts)), last_error: reason.slice(0, 300), updated_at: at })
        .where('id', '=', order.id)
        .where('provider_order_id', 'is', null)
        .where('status', '=', OrderStatus.PENDING)
        .execute();
      result.retrying++;
    }
  });
  return result;
}
