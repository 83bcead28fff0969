import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { linkKey } from '../orders/fulfilment.js';
import type { RoutePlan } from './route-plan.js';

export interface RoutedOrder {
  id: number;
  service_id: number;
  link: string;
}

/**
 * Carries out a plan other than "send now", conditional on this worker's claim like every dispatch
 * write. A move records the new route on the order (provider, its service id, the link queue key)
 * and leaves it due at once: the next claim checks the link queue for the new provider before it is
 * sent. Nothing was sent for it, or the previous route refused it outright, so it is never at two.
 */
export async function applyRoutePlan(
  ctx: AppContext,
  order: RoutedOrder,
  token: string,
  from: 'claimed' | 'sending',
  plan: Exclude<RoutePlan, { kind: 'send' }>,
  refusal?: string,
): Promise<'rerouted' | 'retrying' | 'held' | 'skipped'> {
  const at = isoNow(ctx.clock);
  const mine = ctx.db.updateTable('orders').where('id', '=', order.id).where('fulfilment', '=', from).where('claim_token', '=', token);
  if (plan.kind === 'move') {
    const r = plan.route;
    const moved = await mine
      .set({
        fulfilment: 'due',
        next_dispatch_at: at,
        claim_token: null,
        route_id: r.id,
        provider_id: r.provider_id,
        provider_service_id: r.provider_service_id,
        link_key: linkKey(r.provider_id, order.link),
        last_error: (refusal ? `다음 공급 경로로 넘김: ${refusal}` : '다음 공급 경로로 넘김').slice(0, 300),
        updated_at: at,
      })
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) > 0 ? 'rerouted' : 'skipped';
  }
  if (plan.kind === 'wait') {
    // Not an attempt: nothing was sent, so the attempt limit is not used up while circuits are open.
    const waited = await mine.set({ fulfilment: 'due', next_dispatch_at: plan.until, claim_token: null, last_error: plan.reason, updated_at: at }).executeTakeFirst();
    return Number(waited.numUpdatedRows) > 0 ? 'retrying' : 'skipped';
  }
  const held = await mine
    .set({ fulfilment: 'held', held_reason: plan.costGuard ? 'cost_guard' : 'no_route', next_dispatch_at: null, claim_token: null, last_error: `held: ${plan.reason}`.slice(0, 300), updated_at: at })
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 0) return 'skipped';
  if (plan.costGuard) ctx.ownerAlerts.emit({ kind: 'cost_guard', orderId: order.id, serviceId: order.service_id, reason: plan.reason });
  return 'held';
}
