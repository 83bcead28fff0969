import type { OrderTimelineEntry } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';
import { listOrderRefills } from './list-refills.js';

/**
 * The order's refills as timeline entries, oldest first: each request, then where it stands —
 * 진행 중 while the provider works on it, completed, or rejected with its reason.
 */
export async function refillTimelineEntries(db: Executor, orderId: number): Promise<OrderTimelineEntry[]> {
  const out: OrderTimelineEntry[] = [];
  const refills = await listOrderRefills(db, orderId);
  const updated = new Map(
    refills.length === 0
      ? []
      : (await db.selectFrom('refills').select(['id', 'updated_at']).where('order_id', '=', orderId).execute()).map((r) => [r.id, r.updated_at] as const),
  );
  for (const r of refills) {
    const base = { kind: 'refill' as const, refillId: r.id, statusText: null, reason: null };
    out.push({ ...base, at: r.requestedAt, event: 'requested' });
    if (r.status === 'completed') out.push({ ...base, at: r.finishedAt ?? updated.get(r.id) ?? r.requestedAt, event: 'completed' });
    else if (r.status === 'rejected') out.push({ ...base, at: r.finishedAt ?? updated.get(r.id) ?? r.requestedAt, event: 'rejected', reason: r.reason });
    else if (r.status === 'in_progress') out.push({ ...base, at: updated.get(r.id) ?? r.requestedAt, event: 'status', statusText: r.statusText });
  }
  return out;
}
