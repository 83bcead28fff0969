import { AutoOrderStatus, msg, type AutoOrder } from '@snsshop/shared';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { historySince } from '../../lib/history-window.js';

/** What the member has paid so far for auto-order `a`: every run's charge less what was refunded (0 before any run). */
export function paidSoFar(eb: ExpressionBuilder<DB & { a: DB['auto_orders'] }, 'a'>) {
  return eb
    .selectFrom('orders as o')
    .select((o) => o.fn.coalesce(o.fn.sum<number>(o('o.charge', '-', o.ref('o.refunded'))), o.lit(0)).as('paid'))
    .whereRef('o.auto_order_id', '=', 'a.id');
}

/**
 * Stops auto-order `id` if it is still ACTIVE (and, given `memberId`, that member's): no further
 * runs. Returns its progress, or undefined when nothing was stopped.
 */
export function stopActiveAutoOrder(db: Executor, at: string, id: number, memberId?: number) {
  let q = db
    .updateTable('auto_orders')
    .set({ status: AutoOrderStatus.CANCLED, next_run_at: null, finished_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', AutoOrderStatus.ACTIVE);
  if (memberId !== undefined) q = q.where('member_id', '=', memberId);
  return q.returning(['completed', 'runs']).executeTakeFirst();
}

/** The auto-order rows as the member sees them, the amount paid so far with each. */
export function autoOrderRows(db: Executor) {
  return db
    .selectFrom('auto_orders as a')
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
      paidSoFar(eb).as('point'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof autoOrderRows>['executeTakeFirstOrThrow']>>;

export const toAutoOrder = (r: Row): AutoOrder => ({
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

/** The whole 3-month window in one answer, kept for API clients; the screen reads pages (auto-order-history-page.ts), in their order. */
export async function listMemberAutoOrders(ctx: AppContext, memberId: number): Promise<AutoOrder[]> {
  const since = historySince(ctx.clock);
  const rows = await autoOrderRows(ctx.db)
    .where('a.member_id', '=', memberId)
    .where('a.created_at', '>=', since)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map(toAutoOrder);
}

/**
 * Stops an ACTIVE auto-order: no further runs; runs already made go on as ordinary orders.
 * Someone else's auto-order answers 404 like a missing one.
 */
export async function cancelAutoOrder(ctx: AppContext, memberId: number, autoOrderId: number): Promise<AutoOrder> {
  const at = isoNow(ctx.clock);
  const cancelled = await stopActiveAutoOrder(ctx.db, at, autoOrderId, memberId);
  const row = await autoOrderRows(ctx.db).where('a.id', '=', autoOrderId).where('a.member_id', '=', memberId).executeTakeFirst();
  if (!row) throw notFound(msg.autoOrder.notFound);
  if (!cancelled) throw conflict(msg.autoOrder.notActive);
  return toAutoOrder(row);
}
