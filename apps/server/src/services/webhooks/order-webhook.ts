import { orderStatusLabel, type OrderStatus } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';

/**
 * Writes the delivery of an order's new status to its member's callback, in the transaction that
 * changed the status (nothing when the member registered none). One row per order and status: a
 * second write of the same change is ignored. The body is fixed here, so every retry sends — and
 * signs — the very same bytes, and `id` lets the receiver drop a repeat.
 */
export async function enqueueOrderWebhook(trx: Trx, orderId: number, at: string): Promise<void> {
  const o = await trx
    .selectFrom('orders')
    .innerJoin('member_webhooks as w', 'w.member_id', 'orders.member_id')
    .select(['orders.id', 'orders.member_id', 'orders.status', 'orders.quantity', 'orders.charge', 'orders.start_count', 'orders.remains', 'orders.refunded', 'orders.link', 'orders.service_id'])
    .where('orders.id', '=', orderId)
    .where('orders.parent_order_id', 'is', null) // a re-routed remainder reports through its parent
    .executeTakeFirst();
  if (!o) return;
  const key = `order:${o.id}:status:${o.status}`;
  const body = JSON.stringify({
    id: key,
    event: 'order.status',
    occurredAt: at,
    order: {
      id: o.id,
      serviceId: o.service_id,
      link: o.link,
      quantity: o.quantity,
      status: o.status,
      statusText: orderStatusLabel[o.status as OrderStatus] ?? String(o.status),
      startCount: o.start_count,
      remains: o.remains,
      charge: Number(o.charge),
      refunded: Number(o.refunded),
    },
  });
  await trx
    .insertInto('webhook_deliveries')
    .values({ member_id: o.member_id, event_key: key, order_id: o.id, body, next_attempt_at: at, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .execute();
}
