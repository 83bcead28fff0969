import type { AppContext } from '../../context.js';
import { isStatusError, ProviderError } from '../../providers/provider.js';
import { exchangeRateOf, recordProviderCharge } from '../routing/order-cost.js';
import { settleOrder } from './settle-order.js';

export interface SyncResult {
  checked: number;
  updated: number;
  finished: number;
  /** late deliveries found after an owner's forced cancel */
  flagged: number;
  errors: number;
}

export interface SyncClaim {
  id: number;
  provider_id: number | null;
  provider_order_id: string | null;
}

/**
 * Asks each provider about the claimed orders (many ids per call) and applies the answers through
 * settleOrder, which refunds a final status exactly once. An unreadable entry (no status, a word no
 * panel documents) is flagged for the owner; it, "Incorrect order ID" and an unreachable provider
 * change nothing about money; the order is asked again.
 */
export async function syncClaimedOrders(ctx: AppContext, claimed: SyncClaim[]): Promise<SyncResult> {
  const { db, clock } = ctx;
  const result: SyncResult = { checked: 0, updated: 0, finished: 0, flagged: 0, errors: 0 };
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
    const exchangeRate = await exchangeRateOf(db, providerId);
    for (const order of orders) {
      result.checked++;
      const answer = answers.get(order.providerOrderId);
      if (!answer || isStatusError(answer)) {
        result.errors++;
        // an entry that could not be read is flagged for the owner in the panel's words (answer-reading.ts)
        const unreadable = answer && isStatusError(answer) && answer.unreadable !== undefined ? { answer_problem: 'unreadable' as const, answer_words: answer.unreadable } : {};
        await db
          .updateTable('orders')
          .set({ last_error: (answer && isStatusError(answer) ? answer.error : 'no answer for this order').slice(0, 300), ...unreadable })
          .where('id', '=', order.id)
          .execute();
        continue;
      }
      const outcome = await settleOrder(db, clock, order.id, answer);
      await recordProviderCharge(db, order.id, answer.charge, exchangeRate);
      if (outcome === 'updated') result.updated++;
      if (outcome === 'finished') result.finished++;
      if (outcome === 'flagged') result.flagged++;
    }
  }
  return result;
}
