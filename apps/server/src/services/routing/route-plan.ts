import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { COST_GUARD_HELD_PREFIX } from '@snsshop/shared';
import { addMs, isoNow } from '../../lib/clock.js';
import { DISPATCH_LEASE_MS } from '../orders/fulfilment.js';
import { circuitGate, claimTrial, type CircuitRow } from './circuit-breaker.js';
import { costGuarded, readRoutingSettings, type RoutingSettings } from './route-settings.js';

export interface RouteOption {
  /** null: a service without route rows, fulfilled by its own provider mapping */
  id: number | null;
  provider_id: number | null;
  provider_service_id: string | null;
  /** the route and its provider are switched on */
  usable: boolean;
  cost_e7: number | null;
  circuit: CircuitRow | null;
}

export type RoutingOrder = Pick<OrderRow, 'id' | 'service_id' | 'provider_id' | 'provider_service_id' | 'send_unknown'> & {
  route_id: number | null;
} & Partial<Pick<OrderRow, 'unit_price_e7' | 'cost_guard_waived'>>;

/**
 * - send: send to the order's own provider now (`route` is what it records; `trial` when this send decides a circuit);
 * - move: send to another route instead, after a fresh claim (the link queue is checked for its provider);
 * - wait: nothing to send to before `until` (circuits open);
 * - hold: no route passes the cost guard (or none is switched on): a person decides.
 */
export type RoutePlan =
  | { kind: 'send'; route: RouteOption; trial: boolean }
  | { kind: 'move'; route: RouteOption }
  | { kind: 'wait'; until: string; reason: string }
  | { kind: 'hold'; reason: string; costGuard: boolean };

export const ROUTE_REASONS = {
  costGuard: `${COST_GUARD_HELD_PREFIX.slice('held: '.length)}: 판매가보다 원가가 높거나 최소 마진에 못 미쳐 보낼 수 있는 공급 경로가 없습니다`,
  noRoute: '사용 중인 공급 경로가 없습니다',
  circuitOpen: '공급처 연결 차단 중: 잠시 후 다시 보냅니다',
} as const;

export async function loadRoutes(db: Executor, serviceId: number): Promise<RouteOption[]> {
  const rows = await db
    .selectFrom('service_routes as r')
    .leftJoin('providers as p', 'p.id', 'r.provider_id')
    .leftJoin('provider_circuits as c', 'c.provider_id', 'r.provider_id')
    .select(['r.id', 'r.provider_id', 'r.provider_service_id', 'r.enabled', 'r.cost_e7', 'p.enabled as provider_enabled', 'c.state', 'c.failures', 'c.open_until', 'c.trial_until'])
    .where('r.service_id', '=', serviceId)
    .orderBy('r.position')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    provider_id: r.provider_id,
    provider_service_id: r.provider_service_id,
    usable: r.enabled === 1 && (r.provider_id === null || r.provider_enabled === 1),
    cost_e7: r.cost_e7 === null ? null : Number(r.cost_e7),
    circuit: r.state ? { state: r.state, failures: Number(r.failures), open_until: r.open_until, trial_until: r.trial_until } : null,
  }));
}

async function circuitOf(db: Executor, providerId: number | null): Promise<CircuitRow | null> {
  if (providerId === null) return null;
  const c = await db.selectFrom('provider_circuits').select(['state', 'failures', 'open_until', 'trial_until']).where('provider_id', '=', providerId).executeTakeFirst();
  return c ? { ...c, failures: Number(c.failures) } : null;
}

const sameTarget = (r: RouteOption, o: RoutingOrder) => r.provider_id === o.provider_id && (r.provider_service_id ?? null) === (o.provider_service_id ?? null);
/** When to look again: the end of the cool-down, or soon while another order's trial decides the circuit. */
const TRIAL_WAIT_MS = 30_000;
const reopensAt = (c: CircuitRow | null, now: string) => {
  if (c?.state !== 'trial') return c?.open_until ?? null;
  const soon = addMs(now, TRIAL_WAIT_MS);
  return c.trial_until && c.trial_until < soon ? c.trial_until : soon;
};

/**
 * Where a claimed order goes next. An order whose earlier send may have reached its provider
 * (send_unknown) never changes route — a second route could deliver it twice — it only waits while
 * that provider's circuit is open. Any other order takes the first route, from its current one on,
 * that is switched on, passes the cost guard and whose circuit lets it through.
 * `after`: only routes after the order's current one (a definite refusal moves on).
 */
export async function planRoute(ctx: AppContext, order: RoutingOrder, opts: { after?: boolean; /** read once per dispatch round by the caller */ settings?: RoutingSettings } = {}): Promise<RoutePlan> {
  const now = isoNow(ctx.clock);
  let routes = await loadRoutes(ctx.db, order.service_id);
  if (routes.length === 0) {
    routes = [{ id: null, provider_id: order.provider_id, provider_service_id: order.provider_service_id, usable: true, cost_e7: null, circuit: await circuitOf(ctx.db, order.provider_id) }];
  }
  if (order.send_unknown === 1) {
    const own = routes.find((r) => r.id === order.route_id && sameTarget(r, order)) ?? { ...routes[0]!, id: order.route_id, provider_id: order.provider_id, provider_service_id: order.provider_service_id, circuit: await circuitOf(ctx.db, order.provider_id) };
    if (opts.after) return { kind: 'hold', reason: ROUTE_REASONS.noRoute, costGuard: false };
    return gateOwn(ctx, own, now);
  }

  const { marginFloorPct } = opts.settings ?? (await readRoutingSettings(ctx.db));
  // the dispatch claim brings the price and the owner's waiver along; otherwise they are read
  const price =
    order.unit_price_e7 !== undefined && order.cost_guard_waived !== undefined
      ? { unit_price_e7: order.unit_price_e7, cost_guard_waived: order.cost_guard_waived }
      : await ctx.db.selectFrom('orders').select(['unit_price_e7', 'cost_guard_waived']).where('id', '=', order.id).executeTakeFirstOrThrow();
  const currentAt = order.route_id === null ? (opts.after ? routes.findIndex((r) => sameTarget(r, order)) : 0) : routes.findIndex((r) => r.id === order.route_id);
  const from = opts.after ? currentAt + 1 : Math.max(currentAt, 0);
  let guarded = false;
  let reopen: string | null = null;
  for (const r of routes.slice(from)) {
    if (!r.usable) continue;
    if (price.cost_guard_waived !== 1 && costGuarded(r.cost_e7, Number(price.unit_price_e7), marginFloorPct)) {
      guarded = true;
      continue;
    }
    const gate = circuitGate(r.circuit, now);
    if (!sameTarget(r, order) && gate !== 'open') return { kind: 'move', route: r };
    if (sameTarget(r, order)) {
      if (gate === 'closed') return { kind: 'send', route: r, trial: false };
      if (gate === 'half' && (await claimTrial(ctx.db, r.provider_id!, now, DISPATCH_LEASE_MS))) return { kind: 'send', route: r, trial: true };
    }
    const at = reopensAt(r.circuit, now);
    if (at && (!reopen || at < reopen)) reopen = at;
  }
  if (opts.after) return { kind: 'hold', reason: guarded ? ROUTE_REASONS.costGuard : ROUTE_REASONS.noRoute, costGuard: guarded };
  if (reopen) return { kind: 'wait', until: reopen > now ? reopen : now, reason: ROUTE_REASONS.circuitOpen };
  return { kind: 'hold', reason: guarded ? ROUTE_REASONS.costGuard : ROUTE_REASONS.noRoute, costGuard: guarded };
}

async function gateOwn(ctx: AppContext, own: RouteOption, now: string): Promise<RoutePlan> {
  const gate = circuitGate(own.circuit, now);
  if (gate === 'closed') return { kind: 'send', route: own, trial: false };
  if (gate === 'half' && own.provider_id !== null && (await claimTrial(ctx.db, own.provider_id, now, DISPATCH_LEASE_MS))) return { kind: 'send', route: own, trial: true };
  return { kind: 'wait', until: reopensAt(own.circuit, now) ?? now, reason: ROUTE_REASONS.circuitOpen };
}
