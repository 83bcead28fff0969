import crypto from 'node:crypto';
import { AutoOrderStatus, formatCentiWon, isAutoOrder, msg, orderCost, orderRuleError, OrderStatus, type Order, type orderBodySchema, type PriceChangedData } from '@snsshop/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import { sessionStillValid, type SessionClaims } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { isUniqueViolation, type Trx } from '../../db/database.js';
import type { Fulfilment, OrderRow } from '../../db/schema.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { applyPointChange, applyPointChanges, type PointChange } from '../points/apply-point-change.js';
import { memberCanCancel } from './cancel-order.js';
import { linkHeld, linkKey, linkKeySql } from './fulfilment.js';

export type OrderInput = z.output<typeof orderBodySchema>;

/** The member's view of an order; `serviceCancellable` is whether its provider takes cancel once sent. */
export function toOrder(row: OrderRow, serviceCancellable = false): Order {
  return {
    id: row.id,
    createdAt: row.created_at,
    serviceId: row.service_id,
    link: row.link,
    point: Number(row.charge),
    refunded: Number(row.refunded),
    amount: row.quantity,
    status: row.status,
    startCount: row.start_count,
    remains: row.remains,
    canCancel: memberCanCancel(row, serviceCancellable),
    // only while the provider's answer is awaited; a finished order shows its final status instead
    cancelRequested: row.fulfilment === 'cancel_requested',
  };
}

/**
 * Everything an order checks before it writes, in one query (each round trip counts on PostgreSQL):
 * the member (for a session: still active, same token version), the service and its category
 * (visible), the "services paused" flag, and whether an unsettled order or a refill in flight already
 * holds the link at the service's provider (linkKey, written in SQL).
 */
const orderContext = compiledOnce(['memberId', 'serviceId', 'link'], (db, { memberId, serviceId, link }: { memberId: number; serviceId: number; link: string }) =>
  db
    .selectFrom('members')
    .leftJoin('services', (j) => j.on('services.id', '=', serviceId).on('services.visible', '=', 1))
    .leftJoin('categories', (j) => j.onRef('categories.id', '=', 'services.category_id').on('categories.visible', '=', 1))
    .select([
      'members.status',
      'members.token_version',
      'services.id as service_id',
      'services.min',
      'services.max',
      'services.unit_price_centi',
      'services.is_read_only',
      'services.enable_auto',
      'services.provider_id',
      'services.provider_service_id',
      'categories.id as category_id',
      (eb) => eb.selectFrom('site_settings').select('value').where('key', '=', 'ENABLE_SERVICE_CHECK').as('service_check'),
      linkHeld(linkKeySql(sql.ref('services.provider_id'), link)).as('link_held'),
    ])
    .where('members.id', '=', memberId),
);

export interface PaidOrder {
  memberId: number;
  serviceId: number;
  link: string;
  quantity: number;
  unitPriceCenti: number;
  providerId: number | null;
  providerServiceId: string | null;
  at: string;
  autoOrderId?: number;
  runNo?: number;
}

interface NewOrder {
  memberId: number;
  serviceId: number;
  link: string;
  quantity: number;
  unitPriceCenti: number;
  charge: number;
  status: number;
  fulfilment: Fulfilment;
  linkKey: string;
  providerId: number | null;
  providerServiceId: string | null;
  at: string;
  autoOrderId: number | null;
  runNo: number | null;
}

const orderValues = (o: NewOrder) => ({
  member_id: o.memberId,
  service_id: o.serviceId,
  link: o.link,
  quantity: o.quantity,
  unit_price_centi: o.unitPriceCenti,
  charge: o.charge,
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
  created_at: o.at,
  updated_at: o.at,
});

const insertOrder = compiledOnce(
  ['memberId', 'serviceId', 'link', 'quantity', 'unitPriceCenti', 'charge', 'status', 'fulfilment', 'linkKey', 'providerId', 'providerServiceId', 'at', 'autoOrderId', 'runNo'],
  (db, o: NewOrder) => db.insertInto('orders').values(orderValues(o)).returningAll(),
);

/**
 * The link queue: while an order not yet settled or a refill in flight holds the order's provider
 * and link (`busy`), the new one waits (대기 중) and dispatch sends it when the link is free, in
 * placement order.
 */
function newOrder(o: PaidOrder, busy: boolean): NewOrder {
  return {
    memberId: o.memberId,
    serviceId: o.serviceId,
    link: o.link,
    quantity: o.quantity,
    unitPriceCenti: o.unitPriceCenti,
    charge: orderCost(o.unitPriceCenti, o.quantity),
    status: busy ? OrderStatus.PROCESSING : OrderStatus.PENDING,
    fulfilment: busy ? 'queued' : 'due',
    linkKey: linkKey(o.providerId, o.link),
    providerId: o.providerId,
    providerServiceId: o.providerServiceId,
    at: o.at,
    autoOrderId: o.autoOrderId ?? null,
    runNo: o.runNo ?? null,
  };
}

const orderDebit = (n: NewOrder, orderId: number): PointChange => ({ memberId: n.memberId, delta: -n.charge, kind: 'order', refType: 'order', refId: orderId, at: n.at });

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

/**
 * One order, in one transaction: the price comes from the stored unit price (never the client),
 * the balance moves by a guarded debit with its ledger row, and the order waits for dispatch.
 * With runs and interval it is an auto-order whose first run is this order; the points must cover
 * that run, later runs are paid when they fall due.
 * With an Idempotency-Key the same request answers the first result and charges nothing again.
 * With a session (the member's own request) the member is checked here, in the same transaction.
 */
export async function placeOrder(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey?: string, session?: SessionClaims): Promise<Order> {
  const at = isoNow(ctx.clock);
  const requestHash = crypto
    .createHash('sha256')
    .update(JSON.stringify([input.serviceId, input.link, input.amount, input.runs, input.interval]))
    .digest('hex');
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const [found] = (await orderContext(trx, { memberId, serviceId: input.serviceId, link: input.link })).rows;
      if (!found || (session && !sessionStillValid(found, session))) throw unauthorized(msg.common.unauthorized);
      if (idempotencyKey) {
        // The primary key makes a concurrent twin wait here until this transaction ends.
        const claimed = await trx
          .insertInto('idempotency_keys')
          .values({ member_id: memberId, key: idempotencyKey, request_hash: requestHash, response: null, created_at: at })
          .onConflict((oc) => oc.columns(['member_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!claimed) {
          const first = await trx
            .selectFrom('idempotency_keys')
            .select(['request_hash', 'response'])
            .where('member_id', '=', memberId)
            .where('key', '=', idempotencyKey)
            .executeTakeFirstOrThrow();
          if (first.request_hash !== requestHash || !first.response) throw conflict(msg.order.idempotencyMismatch);
          return JSON.parse(first.response) as Order;
        }
      }

      if (found.service_id === null || found.category_id === null) throw badRequest(msg.order.selectService);
      // the left joins type every service column nullable; a found service has them all
      const service = { ...found, id: found.service_id, min: found.min!, max: found.max!, enable_auto: found.enable_auto!, unit_price_centi: found.unit_price_centi! };
      if (found.is_read_only === 1 || (found.service_check !== null && JSON.parse(found.service_check) === true)) throw badRequest(msg.order.notOrderable);
      // The same rules the order form checks before sending (quantity limits, auto-order runs and interval).
      const ruleError = orderRuleError({ min: service.min, max: service.max, enableAuto: service.enable_auto === 1 }, input);
      if (ruleError) throw badRequest(ruleError);
      const isAuto = isAutoOrder(input);
      const unitPriceCenti = Number(service.unit_price_centi);
      // Never a price the member did not see: the form sends the price it showed.
      if (input.priceCenti !== undefined && input.priceCenti !== unitPriceCenti) {
        const data: PriceChangedData = { code: 'PRICE_CHANGED', priceCenti: unitPriceCenti, priceText: formatCentiWon(unitPriceCenti) };
        throw new AppError(409, msg.order.priceChanged(formatCentiWon(input.priceCenti), data.priceText), { ...data });
      }

      let autoOrderId: number | undefined;
      if (isAuto) {
        const auto = await trx
          .insertInto('auto_orders')
          .values({
            member_id: memberId,
            service_id: service.id,
            link: input.link,
            quantity: input.amount,
            runs: input.runs,
            interval_min: input.interval,
            unit_price_centi: unitPriceCenti,
            completed: 1,
            status: AutoOrderStatus.ACTIVE,
            next_run_at: addMs(at, input.interval * 60_000),
            last_error: null,
            created_at: at,
            updated_at: at,
            finished_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        autoOrderId = auto.id;
      }
      const { row } = await insertPaidOrder(trx, {
        memberId,
        serviceId: service.id,
        link: input.link,
        quantity: input.amount,
        unitPriceCenti,
        providerId: service.provider_id,
        providerServiceId: service.provider_service_id,
        at,
        ...(autoOrderId === undefined ? {} : { autoOrderId, runNo: 1 }),
      }, Boolean(found.link_held));
      // The same answer whether the link was free or waits behind another member's order.
      const order = { ...toOrder(row), status: OrderStatus.PENDING };
      if (idempotencyKey) {
        await trx
          .updateTable('idempotency_keys')
          .set({ response: JSON.stringify(order) })
          .where('member_id', '=', memberId)
          .where('key', '=', idempotencyKey)
          .execute();
      }
      return order;
    });
  } catch (err) {
    // orders_member_active_link: this member's own order for this service and link is still running.
    if (isUniqueViolation(err)) throw conflict(msg.order.activeSameLink);
    throw err;
  }
}
