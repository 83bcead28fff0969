import { OrderStatus } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';
import { linkKey } from '../orders/fulfilment.js';
import { loadRoutes } from './route-plan.js';
import { costGuarded, readRoutingSettings } from './route-settings.js';

/**
 * A route ended an order Partial and its service re-routes the remainder: instead of refunding the
 * undelivered part now, a child order (charge 0) takes it to the next usable route. The member sees
 * only the parent, in progress until the last child ends; then the parent is finished once, with the
 * part no route delivered as its remains (settle-order.ts, finishOrder), so exactly that is refunded.
 * Runs in settleOrderIn's transaction with the order locked; returns false when there is nothing to
 * carry (no next route, the service does not re-route), and the Partial is settled as usual.
 */
export async function carryRemainder(trx: Trx, orderId: number, remains: number, startCount: number | null, at: string): Promise<boolean> {
  if (remains <= 0) return false;
  const o = await trx
    .selectFrom('orders')
    .innerJoin('services', 'services.id', 'orders.service_id')
    .select(['orders.id', 'orders.member_id', 'orders.service_id', 'orders.link', 'orders.quantity', 'orders.unit_price_e7', 'orders.route_id', 'orders.provider_id', 'orders.provider_service_id', 'orders.parent_order_id', 'orders.type_fields', 'services.reroute_remainder'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  // A typed order's remainder is not a smaller order of the same kind (which of the comments? which posts?): it is refunded.
  if (o.reroute_remainder !== 1 || o.type_fields !== null) return false;
  const routes = await loadRoutes(trx, o.service_id);
  const current = routes.findIndex((r) => (o.route_id !== null ? r.id === o.route_id : r.provider_id === o.provider_id && r.provider_service_id === o.provider_service_id));
  if (current < 0) return false;
  const { marginFloorPct } = await readRoutingSettings(trx);
  const next = routes.slice(current + 1).find((r) => r.usable && !costGuarded(r.cost_e7, Number(o.unit_price_e7), marginFloorPct));
  if (!next) return false;

  const rootId = o.parent_order_id ?? o.id;
  await trx
    .insertInto('orders')
    .values({
      member_id: o.member_id,
      service_id: o.service_id,
      link: o.link,
      quantity: remains,
      unit_price_e7: o.unit_price_e7,
      charge: 0,
      status: OrderStatus.PENDING,
      fulfilment: 'due',
      link_key: linkKey(next.provider_id, o.link),
      start_count: null,
      remains: null,
      provider_order_id: null,
      provider_id: next.provider_id,
      provider_service_id: next.provider_service_id,
      route_id: next.id,
      parent_order_id: rootId,
      next_dispatch_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const note = `남은 ${remains.toLocaleString('ko-KR')}개를 다음 공급 경로로 보냄`;
  // The parent stays active for the member (in progress) but is out of sync and the link queue: its
  // child carries it now. A child that carries on is simply done; only the last one ends the parent.
  const isRoot = o.parent_order_id === null;
  await trx
    .updateTable('orders')
    .set({
      status: isRoot ? OrderStatus.INPROGRESS : OrderStatus.PARTIAL,
      remains,
      start_count: startCount,
      fulfilment: 'settled',
      next_sync_at: null,
      claim_token: null,
      last_error: note,
      updated_at: at,
      ...(isRoot ? {} : { finished_at: at }),
    })
    .where('id', '=', o.id)
    .execute();
  return true;
}
