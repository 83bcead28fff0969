import { msg, rateUnitsOf, routeMessages, type AdminServiceRoute, type ServiceRoutes, type ServiceRoutesBody } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { routeCostE7 } from '../../lib/decimal-money.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { clientFor } from '../catalog/provider-admin.js';
import { circuitGate } from './circuit-breaker.js';
import { costGuarded, readRoutingSettings } from './route-settings.js';

const SIMULATED = '기본 (시뮬레이션)';
/** The editor waits this long at most for a panel's service list when saving. */
const RATE_TIMEOUT_MS = 5_000;

async function serviceRow(ctx: AppContext, id: number) {
  const row = await ctx.db.selectFrom('services').select(['id', 'unit_price_e7', 'provider_id', 'provider_service_id', 'imported_rate', 'reroute_remainder', 'service_type']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(msg.admin.serviceNotFound);
  return row;
}

/** The routes as the editor shows them; a service without route rows shows its provider mapping as route 1. */
export async function listServiceRoutes(ctx: AppContext, serviceId: number): Promise<ServiceRoutes> {
  const service = await serviceRow(ctx, serviceId);
  const { marginFloorPct } = await readRoutingSettings(ctx.db);
  const now = isoNow(ctx.clock);
  const rows = await ctx.db
    .selectFrom('service_routes as r')
    .leftJoin('providers as p', 'p.id', 'r.provider_id')
    .leftJoin('provider_circuits as c', 'c.provider_id', 'r.provider_id')
    .select(['r.id', 'r.position', 'r.provider_id', 'r.provider_service_id', 'r.enabled', 'r.rate', 'r.cost_e7', 'p.name', 'c.state', 'c.failures', 'c.open_until', 'c.trial_until'])
    .where('r.service_id', '=', serviceId)
    .orderBy('r.position')
    .orderBy('r.id')
    .execute();
  const price = Number(service.unit_price_e7);
  const view = (r: Omit<AdminServiceRoute, 'guarded'>): AdminServiceRoute => ({ ...r, guarded: costGuarded(r.costE7, price, marginFloorPct) });
  let routes = rows.map((r) =>
    view({
      id: r.id,
      position: r.position,
      providerId: r.provider_id,
      providerName: r.provider_id === null ? SIMULATED : (r.name ?? `#${r.provider_id}`),
      providerServiceId: r.provider_service_id,
      enabled: r.enabled === 1,
      rate: r.rate,
      costE7: r.cost_e7 === null ? null : Number(r.cost_e7),
      circuit: circuitView(r.state ? { state: r.state, failures: Number(r.failures), open_until: r.open_until, trial_until: r.trial_until } : null, now),
    }),
  );
  if (routes.length === 0) {
    const p = service.provider_id === null ? null : await ctx.db.selectFrom('providers').select(['name', 'exchange_rate']).where('id', '=', service.provider_id).executeTakeFirst();
    routes = [
      view({
        id: null,
        position: 1,
        providerId: service.provider_id,
        providerName: service.provider_id === null ? SIMULATED : (p?.name ?? `#${service.provider_id}`),
        providerServiceId: service.provider_service_id,
        enabled: true,
        rate: service.imported_rate,
        costE7: service.imported_rate && p ? routeCostE7(service.imported_rate, String(p.exchange_rate), rateUnitsOf(service.service_type)) : null,
        circuit: 'closed',
      }),
    ];
  }
  return { serviceId, priceE7: price, marginFloorPct, rerouteRemainder: service.reroute_remainder === 1, routes };
}

const circuitView = (c: Parameters<typeof circuitGate>[0], now: string): AdminServiceRoute['circuit'] => {
  const gate = circuitGate(c, now);
  return gate === 'closed' ? 'closed' : gate === 'half' ? 'trial' : (c?.state ?? 'closed');
};

/**
 * Replaces a service's routes. Each route's cost is its provider's current rate for that service ×
 * the provider's exchange rate, read from the panel now (the last known rate when it cannot be
 * reached). The service's own provider mapping follows route 1, so what places and queues orders
 * (the link queue is per provider) agrees with what dispatch tries first.
 */
export async function replaceServiceRoutes(ctx: AppContext, actor: Actor, serviceId: number, body: ServiceRoutesBody): Promise<ServiceRoutes> {
  const service = await serviceRow(ctx, serviceId);
  const providerIds = [...new Set(body.routes.map((r) => r.providerId).filter((id): id is number => id !== null))];
  const providers = providerIds.length ? await ctx.db.selectFrom('providers').selectAll().where('id', 'in', providerIds).execute() : [];
  for (const r of body.routes) {
    if (r.providerId !== null && !providers.some((p) => p.id === r.providerId)) throw badRequest(msg.admin.providerNotFound);
    if (r.providerId !== null && r.providerServiceId === null) throw badRequest(routeMessages.routeServiceIdInvalid);
  }
  const before = await ctx.db.selectFrom('service_routes').selectAll().where('service_id', '=', serviceId).orderBy('position').execute();
  const rates = new Map<string, string>();
  for (const b of before) if (b.rate) rates.set(`${b.provider_id} ${b.provider_service_id}`, b.rate);
  await Promise.all(
    providers.map(async (p) => {
      try {
        for (const s of (await clientFor(ctx, p, RATE_TIMEOUT_MS).listServices()).services) rates.set(`${p.id} ${s.service}`, s.rate);
      } catch {
        // unreachable now: the last known rate stands
      }
    }),
  );
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('service_routes').where('service_id', '=', serviceId).execute();
    for (const [i, r] of body.routes.entries()) {
      const provider = providers.find((p) => p.id === r.providerId);
      const rate = r.providerId === null ? null : (rates.get(`${r.providerId} ${r.providerServiceId}`) ?? null);
      await trx
        .insertInto('service_routes')
        .values({
          service_id: serviceId,
          position: i + 1,
          provider_id: r.providerId,
          provider_service_id: r.providerId === null ? null : r.providerServiceId,
          enabled: r.enabled ? 1 : 0,
          rate,
          cost_e7: rate && provider ? routeCostE7(rate, String(provider.exchange_rate), rateUnitsOf(service.service_type)) : null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const first = body.routes.find((r) => r.enabled) ?? body.routes[0]!;
    await trx
      .updateTable('services')
      .set({
        provider_id: first.providerId,
        provider_service_id: first.providerId === null ? null : first.providerServiceId,
        ...(body.rerouteRemainder === undefined ? {} : { reroute_remainder: body.rerouteRemainder ? 1 : 0 }),
      })
      .where('id', '=', serviceId)
      .execute();
    await recordAudit(trx, ctx, actor, {
      action: 'service.routes',
      targetType: 'service',
      targetId: serviceId,
      before: { routes: before.map((b) => ({ providerId: b.provider_id, providerServiceId: b.provider_service_id, enabled: b.enabled === 1 })) },
      after: { routes: body.routes, ...(body.rerouteRemainder === undefined ? {} : { rerouteRemainder: body.rerouteRemainder }) },
    });
  });
  return listServiceRoutes(ctx, serviceId);
}
