import { orderStatusLabel, parseRecordId, type ApiStatus, type OrderStatus } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context.js';
import type { DB, OrderRow } from '../db/schema.js';

type AutoOrderRow = Selectable<DB['auto_orders']>;

/** An id as the client wrote it, by the shop's one rule (parseRecordId), or null: "abc", "0x1f", "01" are simply unknown. */
export const parseId = (raw: unknown): number | null => parseRecordId(typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '');

export interface OwnOrder {
  order: OrderRow;
  /** Set when the order is a run of an auto-order (drip-feed). */
  auto: AutoOrderRow | null;
  /** Every run of that auto-order so far, first run first (empty without one). */
  runs: OrderRow[];
}

/**
 * The member's own orders among `ids`; any other id (unknown, or another member's) is simply
 * missing from the answer, so the caller cannot tell the two apart.
 */
export async function findOwnOrders(ctx: AppContext, memberId: number, ids: number[]): Promise<Map<number, OwnOrder>> {
  const out = new Map<number, OwnOrder>();
  if (ids.length === 0) return out;
  const orders = await ctx.db.selectFrom('orders').selectAll().where('member_id', '=', memberId).where('id', 'in', [...new Set(ids)]).execute();
  const autoIds = [...new Set(orders.flatMap((o) => (o.auto_order_id == null ? [] : [o.auto_order_id])))];
  const autos = autoIds.length
    ? await ctx.db.selectFrom('auto_orders').selectAll().where('member_id', '=', memberId).where('id', 'in', autoIds).execute()
    : [];
  const runs = autoIds.length
    ? await ctx.db.selectFrom('orders').selectAll().where('member_id', '=', memberId).where('auto_order_id', 'in', autoIds).orderBy('run_no').execute()
    : [];
  for (const order of orders) {
    const auto = autos.find((a) => a.id === order.auto_order_id) ?? null;
    out.set(order.id, { order, auto, runs: auto ? runs.filter((r) => r.auto_order_id === auto.id) : [] });
  }
  return out;
}

export async function findOwnOrder(ctx: AppContext, memberId: number, id: number): Promise<OwnOrder | null> {
  return (await findOwnOrders(ctx, memberId, [id])).get(id) ?? null;
}

/** The documented API's answer for one order: this order's own progress, and its auto-order if any. */
export function toApiStatus({ order, auto }: OwnOrder): ApiStatus {
  const status = order.status as OrderStatus;
  return {
    wId: order.id,
    status,
    statusText: orderStatusLabel[status] ?? '',
    startCount: order.start_count,
    remains: order.remains,
    point: Number(order.charge) - Number(order.refunded),
    autoOrder: auto ? { id: auto.id, completed: auto.completed, runs: auto.runs, interval: auto.interval_min, status: auto.status } : null,
  };
}
