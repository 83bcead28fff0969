import { AutoOrderStatus, formatPrice, fromE7, msg, type AdminAutoOrder, type Paged, type adminAutoOrdersQuerySchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { paidSoFar, stopActiveAutoOrder } from './auto-order-queries.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { orderRows, toAdminOrder } from '../orders/order-queries.js';
import { containsText } from '../../db/query-helpers.js';
import { consolePage } from '../../db/id-pages.js';

function rows(db: Executor) {
  return db
    .selectFrom('auto_orders as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('services as s', 's.id', 'a.service_id')
    .selectAll('a')
    .select((eb) => ['m.login_id', 's.text as service_text', paidSoFar(eb).as('paid')]);
}
type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

function toAdminAutoOrder(r: Row): AdminAutoOrder {
  return {
    id: r.id,
    memberId: r.member_id,
    loginId: r.login_id,
    serviceId: r.service_id,
    serviceText: r.service_text,
    link: r.link,
    quantity: r.quantity,
    runs: r.runs,
    completed: r.completed,
    interval: r.interval_min,
    unitPrice: fromE7(Number(r.unit_price_e7)),
    unitPriceE7: Number(r.unit_price_e7),
    unitPriceText: formatPrice(Number(r.unit_price_e7)),
    point: Number(r.paid ?? 0),
    status: r.status,
    nextRunAt: r.next_run_at,
    lastError: r.last_error,
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  };
}

export async function listAdminAutoOrders(ctx: AppContext, query: z.output<typeof adminAutoOrdersQuerySchema>): Promise<Paged<AdminAutoOrder>> {
  let q = rows(ctx.db);
  if (query.status !== undefined) q = q.where('a.status', '=', query.status);
  if (query.memberId) q = q.where('a.member_id', '=', query.memberId);
  if (query.loginId) q = q.where('m.login_id', '=', query.loginId.toLowerCase());
  if (query.serviceId) q = q.where('a.service_id', '=', query.serviceId);
  if (query.link) q = q.where((eb) => containsText(eb.ref('a.link'), query.link!));
  return consolePage(ctx.db, q, 'a.id', query, toAdminAutoOrder);
}

async function findOne(db: Executor, id: number): Promise<AdminAutoOrder> {
  const row = await rows(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.autoOrder.notFound);
  return toAdminAutoOrder(row);
}

export async function adminAutoOrderDetail(ctx: AppContext, id: number) {
  const autoOrder = await findOne(ctx.db, id);
  const runs = await orderRows(ctx.db).where('o.auto_order_id', '=', id).orderBy('o.run_no').execute();
  return { autoOrder, runs: runs.map(toAdminOrder) };
}

/** Stops an active auto-order (no further runs), as the member's own cancel does; runs already made go on. */
export async function cancelAutoOrderByAdmin(ctx: AppContext, actor: Actor, id: number): Promise<AdminAutoOrder> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const done = await stopActiveAutoOrder(trx, at, id);
    if (!done) {
      const exists = await trx.selectFrom('auto_orders').select('id').where('id', '=', id).executeTakeFirst();
      throw exists ? conflict(msg.autoOrder.notActive) : notFound(msg.autoOrder.notFound);
    }
    await recordAudit(trx, ctx, actor, {
      action: 'auto-order.cancel',
      targetType: 'auto-order',
      targetId: id,
      before: { status: AutoOrderStatus.ACTIVE },
      after: { status: AutoOrderStatus.CANCLED, completed: done.completed, runs: done.runs },
    });
  });
  return findOne(ctx.db, id);
}
