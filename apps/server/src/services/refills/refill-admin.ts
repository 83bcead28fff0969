import { msg, OrderStatus, REFILL_OVERDUE_HOURS, refillStatusLabel, type AdminRefill, type RefillRate } from '@snsshop/shared';
import type { z } from 'zod';
import type { adminRefillsQuerySchema } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { RefillState } from '../../db/schema.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { IN_FLIGHT, memberStatusOf } from './refill-states.js';
import { notifyRefillFinished } from '../notifications/member-events.js';

const RATE_DAYS = 30;

const rows = (db: Executor) =>
  db
    .selectFrom('refills as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .innerJoin('services as s', 's.id', 'r.service_id')
    .selectAll('r')
    .select(['o.link', 'm.login_id', 's.text as service_text']);
type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

function toAdminRefill(r: Row, nowIso: string): AdminRefill {
  const status = memberStatusOf(r.state);
  const open = IN_FLIGHT.includes(r.state);
  return {
    id: r.id,
    orderId: r.order_id,
    memberId: r.member_id,
    loginId: r.login_id,
    serviceId: r.service_id,
    serviceText: r.service_text,
    link: r.link,
    mode: r.mode,
    status,
    statusText: r.state === 'held' ? '확인 필요' : refillStatusLabel[status],
    needsOwner: r.state === 'held' || (r.mode === 'manual' && r.state === 'waiting'),
    upstreamRefillId: r.upstream_refill_id,
    reason: r.reason,
    lastError: r.last_error,
    requestedAt: r.requested_at,
    finishedAt: r.finished_at,
    overdue: open && r.requested_at < addMs(nowIso, -REFILL_OVERDUE_HOURS * 3_600_000),
  };
}

/** The owner's queue: open refills (waiting for the owner or the provider), the overdue among them, or the rejected ones. */
export async function listAdminRefills(ctx: AppContext, query: z.output<typeof adminRefillsQuerySchema>): Promise<AdminRefill[]> {
  const now = isoNow(ctx.clock);
  let q = rows(ctx.db);
  if (query.view === 'rejected') q = q.where('r.state', '=', 'rejected').orderBy('r.updated_at', 'desc');
  else {
    q = q.where('r.state', 'in', [...IN_FLIGHT]).orderBy('r.requested_at');
    if (query.view === 'overdue') q = q.where('r.requested_at', '<', addMs(now, -REFILL_OVERDUE_HOURS * 3_600_000));
  }
  return (await q.limit(500).execute()).map((r) => toAdminRefill(r, now));
}

async function decide(ctx: AppContext, actor: Actor, id: number, from: RefillState[], set: (at: string) => Record<string, unknown>, action: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await rows(trx).where('r.id', '=', id).executeTakeFirst();
    if (!before) throw notFound(msg.refill.notFound);
    const at = isoNow(ctx.clock);
    // Conditional on the state the owner saw, so the sweep and a second click cannot both win.
    const done = await trx.updateTable('refills').set({ ...set(at), updated_at: at }).where('id', '=', id).where('state', 'in', from).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict(msg.refill.notWaiting);
    await notifyRefillFinished(trx, id, at);
    const after = toAdminRefill(await rows(trx).where('r.id', '=', id).executeTakeFirstOrThrow(), at);
    await recordAudit(trx, ctx, actor, { action, targetType: 'refill', targetId: id, before: toAdminRefill(before, at), after });
    return after;
  });
}

/**
 * Approve: a manual refill the owner has done is 완료; a held one (send outcome unknown) that the
 * owner checked at the panel and found missing is sent again by the sweep.
 */
export async function approveRefill(ctx: AppContext, actor: Actor, id: number): Promise<{ refill: AdminRefill; message: string }> {
  const row = await ctx.db.selectFrom('refills').select(['state', 'mode']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.refill.notFound);
  if (row.state === 'held') {
    const refill = await decide(ctx, actor, id, ['held'], (at) => ({ state: 'waiting', send_unknown: 0, attempts: 0, next_check_at: at, last_error: null }), 'refill.resend');
    return { refill, message: msg.refill.resent };
  }
  if (row.mode !== 'manual') throw conflict(msg.refill.notWaiting);
  const refill = await decide(ctx, actor, id, ['waiting'], (at) => ({ state: 'completed', finished_at: at, next_check_at: null }), 'refill.approve');
  return { refill, message: msg.refill.approved };
}

/** Reject a refill not at the provider (waiting or held), with the reason the member sees. */
export async function rejectRefill(ctx: AppContext, actor: Actor, id: number, reason: string): Promise<{ refill: AdminRefill; message: string }> {
  const refill = await decide(ctx, actor, id, ['waiting', 'held'], (at) => ({ state: 'rejected', reason, finished_at: at, next_check_at: null, claim_token: null }), 'refill.reject');
  return { refill, message: msg.refill.rejected };
}

/** Refills requested ÷ orders completed over the last 30 days, per service that offers refill or had one. */
export async function refillRates(ctx: AppContext): Promise<RefillRate[]> {
  const since = addMs(isoNow(ctx.clock), -RATE_DAYS * 24 * 3_600_000);
  const services = await ctx.db
    .selectFrom('services as s')
    .select(['s.id', 's.text', 's.refill_mode'])
    .select((eb) => [
      eb.selectFrom('refills as r').select((e) => e.fn.countAll<number>().as('n')).whereRef('r.service_id', '=', 's.id').where('r.requested_at', '>=', since).as('requested'),
      eb.selectFrom('orders as o').select((e) => e.fn.countAll<number>().as('n')).whereRef('o.service_id', '=', 's.id').where('o.status', '=', OrderStatus.COMPLETED).where('o.finished_at', '>=', since).as('completed'),
    ])
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .execute();
  return services
    .filter((s) => s.refill_mode !== 'none' || Number(s.requested) > 0)
    .map((s) => {
      const requested = Number(s.requested);
      const completedOrders = Number(s.completed);
      return { serviceId: s.id, serviceText: s.text, requested, completedOrders, ratePercent: completedOrders > 0 ? Math.round((requested / completedOrders) * 1000) / 10 : null };
    });
}
