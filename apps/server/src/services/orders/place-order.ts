import crypto from 'node:crypto';
import { AutoOrderStatus, isAutoOrder, msg, orderCost, orderRuleError, OrderStatus, type Order, type orderBodySchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Executor, type Trx } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { readFlag } from '../catalog/catalog-queries.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { memberCanCancel } from './cancel-order.js';
import { linkKey } from './fulfilment.js';

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

async function orderableService(db: Executor, serviceId: number) {
  const service = await db
    .selectFrom('services')
    .innerJoin('categories', 'categories.id', 'services.category_id')
    .select(['services.id', 'services.min', 'services.max', 'services.unit_price_centi', 'services.is_read_only', 'services.enable_auto', 'services.provider_id', 'services.provider_service_id'])
    .where('services.id', '=', serviceId)
    .where('services.visible', '=', 1)
    .where('categories.visible', '=', 1)
    .executeTakeFirst();
  if (!service) throw badRequest(msg.order.selectService);
  if (service.is_read_only === 1 || (await readFlag(db, 'ENABLE_SERVICE_CHECK'))) throw badRequest(msg.order.notOrderable);
  return service;
}

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

/**
 * The order row and its debit, in the caller's transaction: what a one-off order and every run of
 * an auto-order have in common. Throws InsufficientPointsError (nothing kept once the trx rolls back).
 */
export async function insertPaidOrder(trx: Trx, o: PaidOrder): Promise<OrderRow> {
  const charge = orderCost(o.unitPriceCenti, o.quantity);
  const key = linkKey(o.providerId, o.link);
  // The link queue: while an order not yet settled holds this provider and link, the new one waits
  // (대기 중) and dispatch sends it when the link is free, in placement order.
  const busy = await trx.selectFrom('orders').select('id').where('link_key', '=', key).where('fulfilment', '<>', 'settled').limit(1).executeTakeFirst();
  const row = await trx
    .insertInto('orders')
    .values({
      member_id: o.memberId,
      service_id: o.serviceId,
      link: o.link,
      quantity: o.quantity,
      unit_price_centi: o.unitPriceCenti,
      charge,
      status: busy ? OrderStatus.PROCESSING : OrderStatus.PENDING,
      fulfilment: busy ? 'queued' : 'due',
      link_key: key,
      start_count: null,
      remains: null,
      provider_order_id: null,
      provider_id: o.providerId,
      provider_service_id: o.providerServiceId,
      next_dispatch_at: o.at,
      auto_order_id: o.autoOrderId ?? null,
      run_no: o.runNo ?? null,
      created_at: o.at,
      updated_at: o.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (charge > 0) {
    await applyPointChange(trx, { memberId: o.memberId, delta: -charge, kind: 'order', refType: 'order', refId: row.id, at: o.at });
  }
  return row;
}

/**
 * One order, in one transaction: the price comes from the stored unit price (never the client),
 * the balance moves by a guarded debit with its ledger row, and the order waits for dispatch.
 * With runs and interval it is an auto-order whose first run is this order; the points must cover
 * that run, later runs are paid when they fall due.
 * With an Idempotency-Key the same request answers the first result and charges nothing again.
 */
export async function placeOrder(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey?: string): Promise<Order> {
  const at = isoNow(ctx.clock);
  const requestHash = crypto
    .createHash('sha256')
    .update(JSON.stringify([input.serviceId, input.link, input.amount, input.runs, input.interval]))
    .digest('hex');
  try {
    return await ctx.db.transaction().execute(async (trx) => {
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

      const service = await orderableService(trx, input.serviceId);
      // The same rules the order form checks before sending (quantity limits, auto-order runs and interval).
      const ruleError = orderRuleError({ min: service.min, max: service.max, enableAuto: service.enable_auto === 1 }, input);
      if (ruleError) throw badRequest(ruleError);
      const isAuto = isAutoOrder(input);
      const unitPriceCenti = Number(service.unit_price_centi);

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
      const row = await insertPaidOrder(trx, {
        memberId,
        serviceId: service.id,
        link: input.link,
        quantity: input.amount,
        unitPriceCenti,
        providerId: service.provider_id,
        providerServiceId: service.provider_service_id,
        at,
        ...(autoOrderId === undefined ? {} : { autoOrderId, runNo: 1 }),
      });
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
