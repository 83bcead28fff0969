import { AutoOrderStatus, msg, type AutoOrder } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { historySince } from '../../lib/history-window.js';

function query(db: Executor) {
  return db
    .selectFrom('auto_orders as a')
    .leftJoin('orders as o', 'o.auto_order_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.created_at',
      'a.link',
      'a.quantity',
      'a.service_id',
      'a.completed',
      'a.runs',
      'a.interval_min',
      'a.status',
      // What the member has paid so far: every run's charge less what was refunded.
      eb.fn.coalesce(eb.fn.sum<number>(eb('o.charge', '-', eb.ref('o.refunded'))), eb.lit(0)).as('point'),
    ])
    .groupBy(['a.id', 'a.created_at', 'a.link', 'a.quantity', 'a.service_id', 'a.completed', 'a.runs', 'a.interval_min', 'a.status']);
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;

const toAutoOrder = (r: Row): AutoOrder => ({
  id: r.id,
  createdAt: r.created_at,
  link: r.link,
  point: Number(r.point),
  amount: r.quantity,
  serviceId: r.service_id,
  completed: r.completed,
  runs: r.runs,
  interval: r.interval_min,
  status: r.status,
});

export async function listMemberAutoOrders(ctx: AppContext, memberId: number): Promise<AutoOrder[]> {
  const since = historySince(ctx.clock);
  const rows = await query(ctx.db).where('a.member_id', '=', memberId).where('a.created_at', '>=', since).orderBy('a.id', 'desc').execute();
  return rows.map(toAutoOrder);
}

/**
 * Stops an ACTIVE auto-order: no further runs; runs already made go on as ordinary orders.
 * Someone else's auto-order answers 404 like a missing one.
 */
export async function cancelAutoOrder(ctx: AppContext, memberId: number, autoOrderId: number): Promise<AutoOrder> {
  const at = isoNow(ctx.clock);
  const cancelled = await ctx.db
    .updateTable('auto_orders')
    .set({ status: AutoOrderStatus.CANCLED, next_run_at: null, finished_at: at, updated_at: at })
    .where('id', '=', autoOrderId)
    .where('member_id', '=', memberId)
    .where('status', '=', AutoOrderStatus.ACTIVE)
    .returning('id')
    .executeTakeFirst();
  const row = await query(ctx.db).where('a.id', '=', autoOrderId).where('a.member_id', '=', memberId).executeTakeFirst();
  if (!row) throw notFound(msg.autoOrder.notFound);
  if (!cancelled) throw conflict(msg.autoOrder.notActive);
  return toAutoOrder(row);
}
