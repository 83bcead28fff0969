import { OrderStatus, type MarginReport } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { koreanDayStart } from '../../db/query-helpers.js';

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
 * a remainder to another route adds its cost (to its own provider) but no revenue and no order.
 */
export async function readMarginReport(ctx: AppContext, days: number): Promise<MarginReport> {
  const now = ctx.clock.now();
  const from = new Date(Date.parse(koreanDayStart(now)) - (days - 1) * DAY_MS).toISOString();
  const rows = await ctx.db
    .selectFrom('orders as o')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .leftJoin('providers as p', 'p.id', 'o.provider_id')
    .select(['o.created_at', 'o.charge', 'o.refunded', 'o.cost_won', 'o.status', 'o.service_id', 'o.provider_id', 'o.parent_order_id', 's.text as service_name', 'p.name as provider_name'])
    .where('o.created_at', '>=', from)
    .execute();

  const totals = empty();
  const byDay = new Map<string, Sum>();
  for (let i = 0; i < days; i++) byDay.set(koreanDay(new Date(Date.parse(from) + i * DAY_MS).toISOString()), empty());
  const byService = new Map<number, Sum & { name: string }>();
  const byProvider = new Map<number | null, Sum & { name: string }>();
  for (const r of rows) {
    const child = r.parent_order_id !== null;
    const revenue = child ? 0 : Number(r.charge) - Number(r.refunded);
    const cost = r.status === OrderStatus.CANCELED ? 0 : Number(r.cost_won ?? 0);
    const add = (s: Sum) => {
      s.revenue += revenue;
      s.cost += cost;
      s.margin += revenue - cost;
      s.orders += child ? 0 : 1;
    };
    add(totals);
    add(byDay.get(koreanDay(r.created_at)) ?? empty());
    if (!byService.has(r.service_id)) byService.set(r.service_id, { ...empty(), name: r.service_name });
    add(byService.get(r.service_id)!);
    if (!byProvider.has(r.provider_id)) byProvider.set(r.provider_id, { ...empty(), name: r.provider_id === null ? '기본 (시뮬레이션)' : (r.provider_name ?? `#${r.provider_id}`) });
    add(byProvider.get(r.provider_id)!);
  }
  const byMargin = <T extends Sum>(a: T, b: T) => b.margin - a.margin;
  return {
    days,
    from,
    totals,
    byDay: [...byDay].map(([day, s]) => ({ day, ...s })),
    byService: [...byService].map(([serviceId, s]) => ({ serviceId, ...s })).sort(byMargin),
    byProvider: [...byProvider].map(([providerId, s]) => ({ providerId, ...s })).sort(byMargin),
  };
}
