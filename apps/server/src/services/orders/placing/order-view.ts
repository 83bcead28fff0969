import { keptQuote, readChildOrders, readStoredTypeFields, subscriptionSize, type Order, type Quote } from '@snsshop/shared';
import type { OrderRow } from '../../../db/schema.js';
import { memberCanCancel } from '../cancel-order.js';

/** The columns the member's view of an order is made from. */
export const ORDER_VIEW_COLUMNS = ['id', 'created_at', 'service_id', 'link', 'charge', 'refunded', 'quantity', 'status', 'start_count', 'remains', 'fulfilment', 'send_unknown', 'type_fields', 'unit_price_e7', 'list_price', 'tier_discount', 'coupon_discount'] as const;
/** The type's columns are optional: a row read without them shows as a link + quantity order. */
export type OrderViewRow = Pick<OrderRow, Exclude<(typeof ORDER_VIEW_COLUMNS)[number], 'type_fields'>> & Partial<Pick<OrderRow, 'type_fields' | 'sub_state' | 'sub_posts_used' | 'sub_child_orders'>>;

/** The type, fields and (for a subscription) progress of an order, as the member's view shows them. */
function typeView(row: OrderViewRow): Pick<Order, 'serviceType' | 'fields' | 'subscription'> {
  const stored = readStoredTypeFields(row.type_fields);
  if (!stored) return {};
  if (stored.type !== 'Subscriptions') return { serviceType: stored.type, fields: stored.fields };
  const { posts } = subscriptionSize(stored.fields);
  return {
    serviceType: stored.type,
    fields: stored.fields,
    subscription: { state: row.sub_state ?? null, postsUsed: row.sub_posts_used ?? 0, posts, childOrders: readChildOrders(row.sub_child_orders), expiry: stored.fields.expiry ?? null },
  };
}

/** The price an order kept (list price, discounts, charge), as quoteOrder worked it out when it was placed. */
export const priceOf = (row: Pick<OrderRow, 'quantity' | 'unit_price_e7' | 'charge' | 'list_price' | 'tier_discount' | 'coupon_discount'>): Quote =>
  keptQuote({ units: row.quantity, unitPriceE7: Number(row.unit_price_e7), charge: Number(row.charge), listPrice: row.list_price === null ? null : Number(row.list_price), tierDiscount: Number(row.tier_discount), couponDiscount: Number(row.coupon_discount) });

/**
 * The member's view of an order; `serviceCancellable` is whether its provider takes cancel once sent.
 * `quote`: the price as it was just worked out (with why each discount), on the answer that placed it.
 */
export function toOrder(row: OrderViewRow, serviceCancellable = false, quote?: Quote): Order {
  return {
    id: row.id,
    createdAt: row.created_at,
    serviceId: row.service_id,
    link: row.link,
    point: Number(row.charge),
    price: quote ?? priceOf(row),
    refunded: Number(row.refunded),
    amount: row.quantity,
    status: row.status,
    startCount: row.start_count,
    remains: row.remains,
    canCancel: memberCanCancel(row, serviceCancellable),
    // only while the provider's answer is awaited; a finished order shows its final status instead
    cancelRequested: row.fulfilment === 'cancel_requested',
    ...typeView(row),
  };
}
