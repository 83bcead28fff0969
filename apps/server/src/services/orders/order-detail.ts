import { msg, OrderStatus, refundArithmeticText, type OrderDetail, type OrderTimelineEntry } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { toOrder } from './placing/order-view.js';
import { refillTimelineEntries } from '../refills/refill-timeline.js';

const FINAL: number[] = [OrderStatus.COMPLETED, OrderStatus.PARTIAL, OrderStatus.CANCELED];

/**
 * One of the member's own orders with its timeline and what it finally cost; another member's
 * order answers exactly like one that does not exist. Refunds are read from the point ledger, so
 * each sentence explains what was actually credited.
 */
export async function memberOrderDetail(ctx: AppContext, memberId: number, orderId: number): Promise<OrderDetail> {
  const row = await ctx.db
    .selectFrom('orders as o')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .leftJoin('auto_orders as a', 'a.id', 'o.auto_order_id')
    .selectAll('o')
    .select(['s.text as service_text', 's.cancellable', 'a.runs'])
    .where('o.id', '=', orderId)
    .where('o.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw notFound(msg.order.notFound);
  const ledger = await ctx.db
    .selectFrom('point_ledger')
    .select(['delta', 'created_at'])
    .where('member_id', '=', memberId)
    .where('ref_type', '=', 'order')
    .where('ref_id', '=', String(orderId))
    .where('kind', '=', 'refund')
    .orderBy('id')
    .execute();

  const charge = Number(row.charge);
  const status = row.status === OrderStatus.PARTIAL ? 'partial' : row.status === OrderStatus.CANCELED ? 'cancelled' : 'other';
  const refunds = ledger.map((l) => ({ at: l.created_at, amount: Number(l.delta), text: refundArithmeticText({ quantity: row.quantity, charge, remains: row.remains, status }, Number(l.delta)) }));

  const timeline: OrderTimelineEntry[] = [{ kind: 'placed', at: row.created_at, quantity: row.quantity, charge }];
  if (row.dispatched_at) timeline.push({ kind: 'sent', at: row.dispatched_at });
  if (row.started_at) timeline.push({ kind: 'started', at: row.started_at, startCount: row.start_count });
  const delivered = row.remains == null ? null : row.quantity - row.remains;
  // Progress means something once the provider has started (or finished with a partial delivery).
  if (delivered != null && (row.started_at || row.status === OrderStatus.PARTIAL || row.status === OrderStatus.COMPLETED)) {
    timeline.push({ kind: 'progress', at: row.finished_at ?? row.updated_at, delivered, quantity: row.quantity });
  }
  if (row.cancel_requested_at) timeline.push({ kind: 'cancel-requested', at: row.cancel_requested_at });
  if (row.finished_at && FINAL.includes(row.status)) timeline.push({ kind: 'finished', at: row.finished_at, status: row.status });
  for (const r of refunds) timeline.push({ kind: 'refund', ...r });
  timeline.push(...(await refillTimelineEntries(ctx.db, orderId)));
  // Stable: entries written at the same moment keep the order above (finished before its refund).
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  return {
    order: toOrder(row, row.cancellable === 1),
    serviceText: row.service_text,
    spent: charge - Number(row.refunded),
    refunds,
    timeline,
    autoOrder: row.auto_order_id != null ? { id: row.auto_order_id, runNo: row.run_no, runs: row.runs ?? 0 } : null,
  };
}
