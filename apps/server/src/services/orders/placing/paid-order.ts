import { OrderStatus, type Quote } from '@snsshop/shared';
import { sql } from 'kysely';
import { compiledOnce } from '../../../db/compiled-once.js';
import type { Trx } from '../../../db/database.js';
import type { Fulfilment, OrderRow } from '../../../db/schema.js';
import { applyPointChange, applyPointChanges, type PointChange } from '../../points/apply-point-change.js';
import { linkHeld, linkKey } from '../fulfilment.js';

export interface PaidOrder {
  memberId: number;
  serviceId: number;
  link: string;
  quantity: number;
  /** the price, worked out once (quoteOrder) and kept as it is */
  quote: Quote;
  providerId: number | null;
  providerServiceId: string | null;
  at: string;
  autoOrderId?: number;
  runNo?: number;
  /** orders.type_fields (JSON of StoredTypeFields); absent for a link + quantity order */
  typeFields?: string | null;
}

export interface NewOrder {
  memberId: number;
  serviceId: number;
  link: string;
  quantity: number;
  unitPriceE7: number;
  charge: number;
  listPrice: number;
  tierDiscount: number;
  couponDiscount: number;
  status: number;
  fulfilment: Fulfilment;
  linkKey: string;
  providerId: number | null;
  providerServiceId: string | null;
  at: string;
  autoOrderId: number | null;
  runNo: number | null;
  typeFields: string | null;
}

export const orderValues = (o: NewOrder) => ({
  member_id: o.memberId,
  service_id: o.serviceId,
  link: o.link,
  quantity: o.quantity,
  unit_price_e7: o.unitPriceE7,
  charge: o.charge,
  list_price: o.listPrice,
  tier_discount: o.tierDiscount,
  coupon_discount: o.couponDiscount,
  status: o.status,
  fulfilment: o.fulfilment,
  link_key: o.linkKey,
  start_count: null,
  remains: null,
  provider_order_id: null,
  provider_id: o.providerId,
  provider_service_id: o.providerServiceId,
  next_dispatch_at: o.at,
  auto_order_id: o.autoOrderId,
  run_no: o.runNo,
  type_fields: o.typeFields,
  created_at: o.at,
  updated_at: o.at,
});

export const insertOrder = compiledOnce(
  ['memberId', 'serviceId', 'link', 'quantity', 'unitPriceE7', 'charge', 'listPrice', 'tierDiscount', 'couponDiscount', 'status', 'fulfilment', 'linkKey', 'providerId', 'providerServiceId', 'at', 'autoOrderId', 'runNo', 'typeFields'],
  (db, o: NewOrder) => db.insertInto('orders').values(orderValues(o)).returningAll(),
);

/**
 * The link queue: while an order not yet settled or a refill in flight holds the order's provider
 * and link (`busy`), the new one waits (대기 중) and dispatch sends it when the link is free, in
 * placement order.
 */
export function newOrder(o: PaidOrder, busy: boolean): NewOrder {
  return {
    memberId: o.memberId,
    serviceId: o.serviceId,
    link: o.link,
    quantity: o.quantity,
    unitPriceE7: o.quote.unitPriceE7,
    charge: o.quote.charge,
    listPrice: o.quote.listPrice,
    tierDiscount: o.quote.tierDiscount,
    couponDiscount: o.quote.couponDiscount,
    status: busy ? OrderStatus.PROCESSING : OrderStatus.PENDING,
    fulfilment: busy ? 'queued' : 'due',
    linkKey: linkKey(o.providerId, o.link),
    providerId: o.providerId,
    providerServiceId: o.providerServiceId,
    at: o.at,
    autoOrderId: o.autoOrderId ?? null,
    runNo: o.runNo ?? null,
    typeFields: o.typeFields ?? null,
  };
}

export const orderDebit = (n: NewOrder, orderId: number): PointChange => ({ memberId: n.memberId, delta: -n.charge, kind: 'order', refType: 'order', refId: orderId, at: n.at });

/** A paid order's row and the balance after its debit (null: nothing was charged). */
export interface PaidOrderRow {
  row: OrderRow;
  balance: number | null;
}

/**
 * The order row and its debit, in the caller's transaction: what a one-off order and every run of
 * an auto-order have in common. Throws InsufficientPointsError (nothing kept once the trx rolls back).
 * `linkBusy`: whether the link queue holds the link (placeOrder and an auto-order's run ask in the
 * query that read their facts; without it, asked here).
 */
export async function insertPaidOrder(trx: Trx, o: PaidOrder, linkBusy?: boolean): Promise<PaidOrderRow> {
  const busy = linkBusy ?? Boolean((await trx.selectNoFrom(linkHeld(sql.val(linkKey(o.providerId, o.link))).as('held')).executeTakeFirstOrThrow()).held);
  const n = newOrder(o, busy);
  const [row] = (await insertOrder(trx, n)).rows as [OrderRow];
  return { row, balance: n.charge > 0 ? await applyPointChange(trx, orderDebit(n, row.id)) : null };
}

/**
 * insertPaidOrder for many orders in one INSERT and one balance move (applyPointChanges): all are
 * written and paid, or — when any member cannot pay — none (InsufficientPointsError). Answers the
 * rows in the order given. `lockRows`: PostgreSQL (see applyPointChanges).
 */
export async function insertPaidOrders(trx: Trx, list: readonly { order: PaidOrder; linkBusy: boolean }[], lockRows: boolean): Promise<PaidOrderRow[]> {
  if (list.length <= 1) return list.length === 0 ? [] : [await insertPaidOrder(trx, list[0]!.order, list[0]!.linkBusy)];
  const news = list.map((x) => newOrder(x.order, x.linkBusy));
  // ids are handed out in the VALUES' order on both databases; RETURNING's order is not promised
  const rows = (await trx.insertInto('orders').values(news.map(orderValues)).returningAll().execute()).sort((a, b) => a.id - b.id);
  const paid = news.flatMap((n, i) => (n.charge > 0 ? [orderDebit(n, rows[i]!.id)] : []));
  const balances = await applyPointChanges(trx, paid, lockRows);
  let next = 0;
  return rows.map((row, i) => ({ row, balance: news[i]!.charge > 0 ? balances[next++]! : null }));
}
