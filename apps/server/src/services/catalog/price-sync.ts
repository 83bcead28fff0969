import { providerServiceTypeLabel, rateUnitsOf } from '@snsshop/shared';
import type { Selectable } from 'kysely';
import type { Trx } from '../../db/database.js';
import type { ProvidersTable } from '../../db/schema.js';
import { routeCostE7 } from '../../lib/decimal-money.js';
import type { ProviderService } from '../../providers/provider.js';
import { recordServiceChanges } from './service-updates.js';

export const SUSPEND_REASONS = {
  loss: '모든 공급 경로의 원가가 판매가 이상이 되어 가격 동기화가 주문을 멈췄습니다.',
  vanished: '공급처 목록에서 상품이 사라져 가격 동기화가 주문을 멈췄습니다.',
  /** the provider now sells it as another kind of service: sold as it was, it would be mis-delivered */
  typeChanged: (from: string, to: string) => `공급처에서 상품 유형이 ${providerServiceTypeLabel(from)}에서 ${providerServiceTypeLabel(to)}(으)로 바뀌어 가격 동기화가 주문을 멈췄습니다.`.slice(0, 200),
  /** imported, but the shop does not know this type (no rule in the shared service-types), so it cannot take its orders */
  notSellable: (type: string) => `쇼핑몰이 알지 못하는 상품 유형이라 주문 불가로 가져왔습니다: ${providerServiceTypeLabel(type)}`.slice(0, 200),
} as const;

export interface CatalogFollowResult {
  routesUpdated: number;
  suspended: { id: number; text: string; reason: string }[];
  /** upstream services first seen now (none on a provider's very first read: everything is new then) */
  newServices: { service: string; name: string; rate: string }[];
}

/**
 * Stops a service the sync found unsellable (read-only with the reason, logged as 중지 under 서비스
 * 업데이트) — only one that could still be ordered; the owner resumes it. Null when it was stopped already.
 */
export async function stopService(
  trx: Trx,
  s: Parameters<typeof recordServiceChanges>[1] & { id: number; text: string; is_read_only: number },
  reason: string,
  at: string,
): Promise<{ id: number; text: string; reason: string } | null> {
  const stopped = await trx.updateTable('services').set({ is_read_only: 1, suspend_reason: reason }).where('id', '=', s.id).where('is_read_only', '=', 0).returning('id').executeTakeFirst();
  if (!stopped) return null;
  await recordServiceChanges(trx, s, { ...s, is_read_only: 1 }, 'sync', at);
  return { id: s.id, text: s.text, reason };
}

/**
 * What a read of one provider's `services` changes beyond prices, in the sync's transaction:
 * - each route of this provider takes the new rate and cost, or is marked vanished (and back when listed again);
 * - a service that can be ordered now but whose every enabled route is vanished or costs at or above its
 *   price is stopped (read-only, "현재 주문 불가") with the reason; only the owner resumes it;
 * - upstream services never seen before are remembered and listed.
 */
export async function followProviderCatalog(
  trx: Trx,
  provider: Selectable<ProvidersTable>,
  remote: ReadonlyMap<string, ProviderService>,
  /** every id the answer lists, read or not: an id whose entry could not be read is left as it was */
  listed: ReadonlySet<string>,
  at: string,
): Promise<CatalogFollowResult> {
  const result: CatalogFollowResult = { routesUpdated: 0, suspended: [], newServices: [] };
  const routes = await trx.selectFrom('service_routes').select(['id', 'service_id', 'provider_service_id', 'rate', 'cost_e7', 'vanished_at']).where('provider_id', '=', provider.id).execute();
  for (const r of routes) {
    const p = r.provider_service_id === null ? undefined : remote.get(r.provider_service_id);
    if (!p && r.provider_service_id !== null && listed.has(r.provider_service_id)) continue;
    const next = p
      ? { rate: p.rate, cost_e7: routeCostE7(p.rate, String(provider.exchange_rate), rateUnitsOf(p.type)), vanished_at: null }
      : { rate: r.rate, cost_e7: r.cost_e7 === null ? null : Number(r.cost_e7), vanished_at: r.vanished_at ?? at };
    if (next.rate === r.rate && next.cost_e7 === (r.cost_e7 === null ? null : Number(r.cost_e7)) && next.vanished_at === r.vanished_at) continue;
    await trx.updateTable('service_routes').set({ ...next, updated_at: at }).where('id', '=', r.id).execute();
    result.routesUpdated++;
  }

  // Services with route rows of this provider, and services with no route rows whose own mapping is
  // this provider (dispatch sends those by the mapping: it is their one, implicit route).
  const routed = [...new Set(routes.map((r) => r.service_id))];
  const unrouted = await trx
    .selectFrom('services')
    .select(['id', 'provider_service_id'])
    .where('provider_id', '=', provider.id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('service_routes').select('service_routes.id').whereRef('service_routes.service_id', '=', 'services.id'))))
    .execute();
  const implicit = new Map(
    unrouted
      .filter((u) => u.provider_service_id === null || remote.has(u.provider_service_id) || !listed.has(u.provider_service_id))
      .map((u) => {
        const p = u.provider_service_id === null ? undefined : remote.get(u.provider_service_id);
        return [u.id, { provider_id: provider.id, cost_e7: p ? routeCostE7(p.rate, String(provider.exchange_rate), rateUnitsOf(p.type)) : null, vanished_at: p ? null : at }] as const;
      }),
  );
  const serviceIds = [...routed, ...implicit.keys()];
  if (serviceIds.length > 0) {
    const services = await trx
      .selectFrom('services')
      .select(['id', 'text', 'unit_price_e7', 'is_read_only', 'visible'])
      .where('id', 'in', serviceIds)
      .where('is_read_only', '=', 0)
      .execute();
    for (const s of services) {
      const one = implicit.get(s.id);
      const mine = one ? [one] : await trx.selectFrom('service_routes').select(['provider_id', 'cost_e7', 'vanished_at']).where('service_id', '=', s.id).where('enabled', '=', 1).execute();
      if (mine.length === 0) continue;
      const price = Number(s.unit_price_e7);
      // the built-in simulated provider never vanishes and costs nothing; an unknown cost is not a loss
      const usable = mine.filter((r) => r.provider_id === null || (r.vanished_at === null && (r.cost_e7 === null || Number(r.cost_e7) < price)));
      if (usable.length > 0) continue;
      const reason = mine.every((r) => r.vanished_at !== null) ? SUSPEND_REASONS.vanished : SUSPEND_REASONS.loss;
      const stopped = await stopService(trx, s, reason, at);
      if (stopped) result.suspended.push(stopped);
    }
  }

  const known = await trx.selectFrom('upstream_services').select(['service', 'gone_at']).where('provider_id', '=', provider.id).execute();
  const seen = new Set(known.map((r) => r.service));
  const firstRead = seen.size === 0;
  // what the panel lists now: gone ones come back, listed ones no longer listed are gone (ids only, a set update each way)
  const back = known.filter((k) => k.gone_at !== null && listed.has(k.service)).map((k) => k.service);
  const gone = known.filter((k) => k.gone_at === null && !listed.has(k.service)).map((k) => k.service);
  for (const [ids, goneAt] of [[back, null], [gone, at]] as const) {
    for (let i = 0; i < ids.length; i += 500) {
      await trx.updateTable('upstream_services').set({ gone_at: goneAt }).where('provider_id', '=', provider.id).where('service', 'in', ids.slice(i, i + 500)).execute();
    }
  }
  const fresh = [...remote.values()].filter((p) => !seen.has(p.service));
  for (const p of fresh) {
    await trx
      .insertInto('upstream_services')
      .values({ provider_id: provider.id, service: p.service, name: p.name.slice(0, 300), first_seen_at: at })
      .onConflict((oc) => oc.columns(['provider_id', 'service']).doNothing())
      .execute();
    if (!firstRead) result.newServices.push({ service: p.service, name: p.name, rate: p.rate });
  }
  return result;
}
