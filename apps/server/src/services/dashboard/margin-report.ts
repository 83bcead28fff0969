import type { MarginReport } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { koreanDayStart } from '../../db/query-helpers.js';
import { readMarketingCost } from './marketing-cost.js';
import { marginSums } from './rollups.js';

const KST_MS = 9 * 3600_000;
const DAY_MS = 86_400_000;
const koreanDay = (iso: string) => new Date(Date.parse(iso) + KST_MS).toISOString().slice(0, 10);

interface Sum {
  revenue: number;
  cost: number;
  margin: number;
  orders: number;
}
const empty = (): Sum => ({ revenue: 0, cost: 0, margin: 0, orders: 0 });

/**
 * Revenue (what members paid less what was refunded), cost (what the providers charged: their reported
 * charge at the exchange rate of the day, else the route's rate; nothing for a cancelled order) and gross
 * margin over the last `days` Korean days, by day, by service and by provider. A child order that carried
 * a remainder to another route adds its cost (to its own provider) but no revenue and no order. Read from
 * the daily rollups (one row per day, service and provider), so the cost grows with days, not orders.
 */
export async function readMarginReport(ctx: AppContext, days: number): Promise<MarginReport> {
  const now = ctx.clock.now();
  const from = new Date(Date.parse(koreanDayStart(now)) - (days - 1) * DAY_MS).toISOString();
  const [{ byDay: dayRows, byServiceProvider }, marketing] = await Promise.all([marginSums(ctx.db, ctx.dialect, koreanDay(from)), readMarketingCost(ctx.db, from)]);
  const serviceIds = [...new Set(byServiceProvider.map((r) => r.serviceId))];
  const providerIds = [...new Set(byServiceProvider.map((r) => r.providerId).filter((id) => id !== null))];
  // A handful of names (one per service and provider with orders in the period), not one per order.
  const [serviceNames, providerNames] = await Promise.all([
    serviceIds.length ? ctx.db.selectFrom('services').select(['id', 'text']).where('id', 'in', serviceIds).execute() : [],
    providerIds.length ? ctx.db.selectFrom('providers').select(['id', 'name']).where('id', 'in', providerIds).execute() : [],
  ]);
  const services = new Map(serviceNames.map((s) => [s.id, s.text]));
  const providers = new Map(providerNames.map((p) => [p.id, p.name]));
  const add = (s: Sum, r: { charge: number; refunded: number; cost: number; orders: number }) => {
    s.revenue += r.charge - r.refunded;
    s.cost += r.cost;
    s.margin += r.charge - r.refunded - r.cost;
    s.orders += r.orders;
  };

  const totals = empty();
  const byDay = new Map<string, Sum>();
  for (let i = 0; i < days; i++) byDay.set(koreanDay(new Date(Date.parse(from) + i * DAY_MS).toISOString()), empty());
  const byService = new Map<number, Sum & { name: string }>();
  const byProvider = new Map<number | null, Sum & { name: string }>();
  for (const r of byServiceProvider) {
    const serviceName = services.get(r.serviceId);
    if (serviceName === undefined) continue; // a deleted service's orders never showed
    add(totals, r);
    if (!byService.has(r.serviceId)) byService.set(r.serviceId, { ...empty(), name: serviceName });
    add(byService.get(r.serviceId)!, r);
    if (!byProvider.has(r.providerId)) byProvider.set(r.providerId, { ...empty(), name: r.providerId === null ? '기본 (시뮬레이션)' : (providers.get(r.providerId) ?? `#${r.providerId}`) });
    add(byProvider.get(r.providerId)!, r);
  }
  for (const r of dayRows) {
    const day = byDay.get(r.day);
    if (day) add(day, r);
  }
  const byMargin = <T extends Sum>(a: T, b: T) => b.margin - a.margin;
  return {
    days,
    from,
    totals,
    byDay: [...byDay].map(([day, s]) => ({ day, ...s })),
    byService: [...byService].map(([serviceId, s]) => ({ serviceId, ...s })).sort(byMargin),
    byProvider: [...byProvider].map(([providerId, s]) => ({ providerId, ...s })).sort(byMargin),
    marketing: { ...marketing, marginAfter: totals.margin - marketing.total },
  };
}
