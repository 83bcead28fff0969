import type { OrderTimelineEntry } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';

/**
 * THE REFILL BRANCH SUPPLIES THIS: the order's refills as timeline entries (requested, each status
 * change, completed, or rejected with its reason), oldest first. Until the refills table exists
 * there is nothing to show, so the order detail asks here and gets an empty list.
 */
export async function refillTimelineEntries(_db: Executor, _orderId: number): Promise<OrderTimelineEntry[]> {
  return [];
}
