import type { AppContext } from '../context.js';
import { addMs } from '../lib/clock.js';
import { SYNC_EVERY_MS, SYNCED } from '../services/orders/fulfilment.js';
import { syncClaimedOrders, type SyncResult } from '../services/orders/sync-orders.js';

/**
 * Claims orders whose status is due to be asked about: one conditional UPDATE moves next_sync_at
 * forward (PostgreSQL skips rows another process is claiming), so two processes never ask about —
 * or settle — the same order in the same round; settling itself is once-only anyway.
 */
export async function syncOrderStatuses(ctx: AppContext): Promise<SyncResult> {
  const { db, clock, config } = ctx;
  const now = clock.now().toISOString();
  const claimed = await db
    .updateTable('orders')
    .set({ next_sync_at: addMs(now, SYNC_EVERY_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('fulfilment', 'in', [...SYNCED])
        .where('next_sync_at', '<=', now)
        .orderBy('next_sync_at')
        .limit(config.jobs.batch)
        .$if(ctx.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .where('fulfilment', 'in', [...SYNCED])
    .where('next_sync_at', '<=', now)
    .returning(['id', 'provider_id', 'provider_order_id'])
    .execute();
  return syncClaimedOrders(ctx, claimed);
}
