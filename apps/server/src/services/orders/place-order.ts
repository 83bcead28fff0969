import crypto from 'node:crypto';
import { msg, orderCost, OrderStatus, type Order, type orderBodySchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Executor } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { readFlag } from '../catalog/catalog-queries.js';
import { applyPointChange } from '../points/apply-point-change.js';

export type OrderInput = z.output<typeof orderBodySchema>;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    createdAt: row.created_at,
    serviceId: row.service_id,
    link: row.link,
    point: Number(row.charge),
    amount: row.quantity,
    status: row.status,
    startCount: row.start_count,
    remains: row.remains,
  };
}

async function orderableService(db: Executor, serviceId: number) {
  const service = await db
    .selectFrom('services')
    .innerJoin('categories', 'categories.id', 'services.category_id')
    .select(['services.id', 'services.min', 'services.max', 'services.unit_price_centi', 'services.is_read_only', 'services.provider_id', 'services.provider_service_id'])
    .where('services.id', '=', serviceId)
    .where('services.visible', '=', 1)
    .where('categories.visible', '=', 1)
    .executeTakeFirst();
  if (!service) throw badRequest(msg.order.selectService);
  if (service.is_read_only === 1 || (await readFlag(db, 'ENABLE_SERVICE_CHECK'))) throw badRequest(msg.order.notOrderable);
  return service;
}

/**
 * One order, in one transaction: the price comes from the stored unit price (never the client),
 * the balance moves by a guarded debit with its ledger row, and the order waits for dispatch.
 * With an Idempotency-Key the same request answers the first result and charges nothing again.
 */
export async function placeOrder(ctx: AppContext, memberId: number, input: OrderInput, idempotencyKey?: string): Promise<Order> {
  if (input.runs > 0 || input.interval > 0) throw badRequest(msg.order.autoNotAvailable);
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
      if (input.amount < service.min) throw badRequest(msg.order.belowMin);
      if (input.amount > service.max) throw badRequest(msg.order.aboveMax);
      const unitPriceCenti = Number(service.unit_price_centi);
      const charge = orderCost(unitPriceCenti, input.amount);

      const row = await trx
        .insertInto('orders')
        .values({
          member_id: memberId,
          service_id: service.id,
          link: input.link,
          quantity: input.amount,
          unit_price_centi: unitPriceCenti,
          charge,
          status: OrderStatus.PENDING,
          start_count: null,
          remains: null,
          provider_order_id: null,
          provider_id: service.provider_id,
          provider_service_id: service.provider_service_id,
          next_dispatch_at: at,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (charge > 0) {
        await applyPointChange(trx, { memberId, delta: -charge, kind: 'order', refType: 'order', refId: row.id, at });
      }
      const order = toOrder(row);
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
    // orders_one_active_per_link: another order for this service and link is still running.
    if (isUniqueViolation(err)) throw conflict(msg.order.activeSameLink);
    throw err;
  }
}
