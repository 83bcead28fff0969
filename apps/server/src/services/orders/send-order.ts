import { orderCost, OrderStatus, readStoredTypeFields, type HeldReason } from '@snsshop/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { DB, OrderRow } from '../../db/schema.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { ProviderError, type Provider } from '../../providers/provider.js';
import { recordSend } from '../routing/circuit-breaker.js';
import { applyRoutePlan } from '../routing/apply-route-plan.js';
import { planRoute } from '../routing/route-plan.js';
import type { RoutingSettings } from '../routing/route-settings.js';
import { DISPATCH_LEASE_MS, dispatchBackoffMs, FIRST_SYNC_DELAY_MS } from './fulfilment.js';
import { finishOrder } from './settle-order.js';

export type ClaimedOrder = Pick<OrderRow, 'id' | 'member_id' | 'service_id' | 'link' | 'quantity' | 'charge' | 'provider_id' | 'provider_service_id' | 'dispatch_attempts' | 'send_unknown' | 'route_id'> &
  Partial<Pick<OrderRow, 'unit_price_e7' | 'cost_guard_waived' | 'type_fields'>>;

/** `rerouted`: moved to another of its service's routes, to be claimed again (see services/routing). */
export type SendOutcome = 'sent' | 'retrying' | 'cancelled' | 'held' | 'skipped' | 'rerouted';

const ACTIVE_LINK = /active order with this link/i;

/**
 * Sends one claimed order upstream. The send is recorded ('sending', with a lease) before the
 * call: a worker that dies during the call leaves an order whose outcome is unknown, which
 * recoverInterruptedSends then treats exactly like a timeout. Every write is conditional on this
 * worker's claim token, so a claim that was lost (lease over, cancelled meanwhile) changes nothing.
 * Which route it goes to (and whether it goes now at all) is decided first by planRoute.
 */
export async function sendClaimedOrder(ctx: AppContext, order: ClaimedOrder, token: string, settings?: RoutingSettings): Promise<SendOutcome> {
  const { db, clock } = ctx;
  const plan = await planRoute(ctx, order, { settings });
  if (plan.kind !== 'send') return applyRoutePlan(ctx, order, token, 'claimed', plan);
  let provider: Provider;
  try {
    provider = await ctx.providers.get(order.provider_id);
  } catch (err) {
    // Nothing was sent: a missing or disabled provider is a failure whose outcome is known.
    return recordFailure(ctx, order, token, 'claimed', describe(err), { unknown: false, guardsLink: true, activeLink: false });
  }
  const at = isoNow(clock);
  const started = await db
    .updateTable('orders')
    .set({ fulfilment: 'sending', next_dispatch_at: addMs(at, DISPATCH_LEASE_MS), dispatch_attempts: sql`dispatch_attempts + 1`, route_id: plan.route.id, updated_at: at })
    .where('id', '=', order.id)
    .where('fulfilment', '=', 'claimed')
    .where('claim_token', '=', token)
    .returning('dispatch_attempts')
    .executeTakeFirst();
  if (!started) return 'skipped';
  const attempted = { ...order, route_id: plan.route.id, dispatch_attempts: started.dispatch_attempts };

  let providerOrderId: string;
  const callStarted = performance.now();
  try {
    // the type the order was placed as and its fields, kept with it: a later change of the service's type changes no order already paid
    const typed = readStoredTypeFields(order.type_fields);
    ({ providerOrderId } = await provider.addOrder({
      serviceId: order.provider_service_id ?? String(order.service_id),
      link: order.link,
      quantity: order.quantity,
      ...(typed ? { type: typed.type, fields: typed.fields } : {}),
    }));
  } catch (err) {
    const refused = err instanceof ProviderError && err.kind === 'rejected';
    const activeLink = refused && ACTIVE_LINK.test(err.message);
    await recordSend(ctx, order.provider_id, order.id, refused ? 'refused' : 'unknown', performance.now() - callStarted, describe(err));
    // Only a definite refusal moves on to the next route; an unknown outcome, or a link the provider
    // says is taken (most likely by this very order), never does.
    if (refused && !activeLink && order.send_unknown === 0) {
      const next = await planRoute(ctx, attempted, { after: true, settings });
      if (next.kind === 'move') return applyRoutePlan(ctx, attempted, token, 'sending', next, describe(err));
    }
    return recordFailure(ctx, attempted, token, 'sending', describe(err), {
      unknown: !refused,
      guardsLink: provider.guardsLink,
      activeLink,
    });
  }
  const latencyMs = performance.now() - callStarted;
  const done = clock.now().toISOString();
  // The order's new state, then the send's line in the health log. On SQLite they commit together (one
  // write to the database, not two); on PostgreSQL BEGIN and COMMIT would be two more round trips, and
  // the line needs no transaction with the order: a crash between them loses one line of statistics,
  // never the order's state, which is written first.
  const record = async (trx: Executor) => {
    const sent = await trx
      .updateTable('orders')
      .set({
        fulfilment: 'sent',
        provider_order_id: providerOrderId,
        dispatched_at: done,
        next_dispatch_at: null,
        next_sync_at: addMs(done, FIRST_SYNC_DELAY_MS),
        claim_token: null,
        last_error: null,
        held_reason: null,
        updated_at: done,
        ...(plan.route.cost_e7 === null ? {} : { cost_won: orderCost(plan.route.cost_e7, order.quantity) }),
      })
      .where('id', '=', order.id)
      .where('provider_order_id', 'is', null)
      .where((eb) => eb.or([eb.and([eb('fulfilment', '=', 'sending'), eb('claim_token', '=', token)]), eb('fulfilment', 'in', ['due', 'held'])]))
      .returning('id')
      .executeTakeFirst();
    if (sent) await recordSend(ctx, order.provider_id, order.id, 'ok', latencyMs, null, trx);
    return sent;
  };
  const recorded = ctx.dialect === 'sqlite' ? await db.transaction().execute(record) : await record(db);
  if (!recorded) {
    // Only possible when the worker stalled past its lease and the order was cancelled by force meanwhile.
    await db.updateTable('orders').set({ last_error: `sent after a forced cancel: provider order ${providerOrderId}`.slice(0, 300) }).where('id', '=', order.id).execute();
    return 'held';
  }
  return 'sent';
}

function describe(err: unknown): string {
  return err instanceof ProviderError ? `${err.kind}: ${err.message}` : err instanceof Error ? err.message : String(err);
}

interface Failure {
  /** the provider may have the order (timeout, 5xx, not JSON, a crash) */
  unknown: boolean;
  guardsLink: boolean;
  /** refused because the link already has an active order */
  activeLink: boolean;
}

/**
 * What follows a failed send. A definite refusal is retried with backoff; after the attempt limit
 * the order is cancelled and refunded — but only an order that certainly never reached the
 * provider. Once any send's outcome was unknown, the order is held for a person when the provider
 * cannot refuse a duplicate, when it refuses the resend because the link is taken (that order is
 * most likely ours), or when the attempts run out. Never a blind resend, never a blind refund.
 */
async function recordFailure(ctx: AppContext, order: ClaimedOrder, token: string, from: 'claimed' | 'sending', reason: string, f: Failure): Promise<SendOutcome> {
  const at = isoNow(ctx.clock);
  const unknown = f.unknown || order.send_unknown === 1;
  const outOfAttempts = order.dispatch_attempts >= ctx.config.jobs.dispatchMaxAttempts;
  const hold: HeldReason | null = !unknown
    ? null
    : f.activeLink && order.send_unknown === 1
      ? 'link_refused_after_unknown'
      : !f.guardsLink
        ? 'unknown_outcome'
        : outOfAttempts
          ? 'attempts_exhausted'
          : null;
  const mine = (q: ReturnType<typeof base>) => q.where('id', '=', order.id).where('fulfilment', '=', from).where('claim_token', '=', token);
  const base = () => ctx.db.updateTable('orders');

  if (hold) {
    const r = await mine(base().set({ fulfilment: 'held', held_reason: hold, send_unknown: 1, next_dispatch_at: null, claim_token: null, last_error: `held: ${reason}`.slice(0, 300), updated_at: at })).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0 ? 'held' : 'skipped';
  }
  if (outOfAttempts && !unknown) {
    const cancelled = await ctx.db.transaction().execute(async (trx) => {
      const taken = await mine(trx.updateTable('orders').set({ claim_token: null, updated_at: at })).returning('id').executeTakeFirst();
      return taken !== undefined && finishOrder(trx, order, OrderStatus.CANCELED, order.quantity, null, at, reason.slice(0, 300));
    });
    return cancelled ? 'cancelled' : 'skipped';
  }
  const r = await mine(
    base().set({ fulfilment: 'due', send_unknown: unknown ? 1 : 0, next_dispatch_at: addMs(at, dispatchBackoffMs(Math.max(order.dispatch_attempts, 1))), claim_token: null, last_error: reason.slice(0, 300), updated_at: at }),
  ).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0 ? 'retrying' : 'skipped';
}

/**
 * Orders left 'sending' past their lease: the worker died during the call (kill -9, a crash, a
 * lost machine), so whether the provider has the order is unknown. Like a timeout: resent (later,
 * with backoff) only to a provider that refuses a second active order for the link; held for a
 * person otherwise, or when the attempts are used up.
 */
export async function recoverInterruptedSends(ctx: AppContext): Promise<number> {
  const now = isoNow(ctx.clock);
  const reason = 'unavailable: 전송 중 서버가 멈춰 공급처 접수 여부를 알 수 없습니다';
  const guarded = (eb: ExpressionBuilder<DB, 'orders'>) =>
    eb.or([eb('provider_id', 'is', null), eb.exists(eb.selectFrom('providers as p').select('p.id').whereRef('p.id', '=', 'orders.provider_id').where('p.guards_link', '=', 1))]);
  const stale = () => ctx.db.updateTable('orders').where('fulfilment', '=', 'sending').where('next_dispatch_at', '<=', now);
  const outOfAttempts = (eb: ExpressionBuilder<DB, 'orders'>) => eb('dispatch_attempts', '>=', ctx.config.jobs.dispatchMaxAttempts);
  const held = await stale()
    .set((eb) => ({
      fulfilment: 'held',
      held_reason: eb.case().when(guarded(eb)).then(sql.lit<HeldReason>('attempts_exhausted')).else(sql.lit<HeldReason>('unknown_outcome')).end(),
      send_unknown: 1,
      next_dispatch_at: null,
      claim_token: null,
      last_error: `held: ${reason}`,
      updated_at: now,
    }))
    .where((eb) => eb.or([eb.not(guarded(eb)), outOfAttempts(eb)]))
    .executeTakeFirst();
  const retried = await stale()
    .set({ fulfilment: 'due', send_unknown: 1, next_dispatch_at: addMs(now, dispatchBackoffMs(1)), claim_token: null, last_error: reason, updated_at: now })
    .executeTakeFirst();
  return Number(held.numUpdatedRows) + Number(retried.numUpdatedRows);
}
