import { isStatusError, ProviderError } from '../providers/provider.js';
import type { AppContext } from '../context.js';
import { addMs } from '../lib/clock.js';
import { ACTIVE_STATUSES, settleOrder } from '../services/orders/settle-order.js';

/** How often a running order is asked about. */
export const SYNC_EVERY_MS = 30_000;

export interface SyncResult {
  checked: number;
  updated: number;
  finished: number;
  errors: number;
}

/**
 * Asks providers about running orders (many ids per call) and applies the answers. Rows are
 * claimed like dispatch: one conditional UPDATE moves next_sync_at forward, so two processes never
 * ask about — or settle — the same order in the same round; settling itself is once-only anyway.
 */
export async function syncOrderStatuses(ctx: AppContext): Promise<SyncResult> {
  const { db, clock, config } = ctx;
  const now = clock.now().toISOString();
  const result: SyncResult = { checked: 0, updated: 0, finished: 0, errors: 0 };
  const claimed = await db
    .updateTable('orders')
    .set({ next_sync_at: addMs(now, SYNC_EVERY_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('provider_order_id', 'is not', null)
        .where('status', 'in', [...ACTIVE_STATUSES])
        .where('next_sync_at', '<=', now)
        .orderBy('next_sync_at')
        .limit(config.jobs.batch)
        .$if(ctx.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .where('status', 'in', [...ACTIVE_STATUSES])
    .where('next_sync_at', '<=', now)
    .returning(['id', 'provider_id', 'provider_order_id'])
    .execute();
  if (claimed.length === 0) return result;

  const byProvider = new Map<number | null, { id: number; providerOrderId: string }[]>();
  for (const row of claimed) {
    const list = byProvider.get(row.provider_id) ?? [];
    list.push({ id: row.id, providerOrderId: row.provider_order_id! });
    byProvider.set(row.provider_id, list);
  }

  for (const [providerId, orders] of byProvider) {
    let answers;
    try {
      const provider = await ctx.providers.get(providerId);
      answers = await provider.getStatuses(orders.map((o) => o.providerOrderId));
    } catch (err) {
      // The provider is unreachable or refused the call: nothing changes, the rows come due again.
      result.errors += orders.length;
      const reason = err instanceof ProviderError ? `${err.kind}: ${err.message}` : String(err);
      await db
        .updateTable('orders')
        .set({ last_error: reason.slice(0, 300) })
        .where(
          'id',
          'in',
          orders.map((o) => o.id),
        )
        .execute();
      continue;
    }
    for (const order of orders) {
      result.checked++;
      const answer = answers.get(order.providerOrderId);
      if (!answer || isStatusError(answer)) {
        result.errors++;
        await db
          .updateTable('orders')
          .set({ last_error: (answer && isStatusError(answer) ? answer.error : 'no answer for this order').slice(0, 300) })
          .where('id', '=', order.id)
          .execute();
        continue;
      }
      const outcome = await settleOrder(db, clock, order.id, answer);
      if (outcome === 'updated') result.updated++;
      if (outcome === 'finished') result.finished++;
    }
  }
  return result;
}
