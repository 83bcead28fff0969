import { OrderStatus, type ServiceStats } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';
import { addMs } from '../../lib/clock.js';

/** Fewer samples than this and a figure says "데이터 수집 중" (null) instead of guessing. */
export const MIN_TIME_SAMPLES = 5;
export const MIN_RATE_SAMPLES = 10;
/** "평균 시작" looks at the most recent starts; "1,000개당" at the last 10 completed orders. */
export const START_SAMPLES = 50;
export const SPEED_SAMPLES = 10;
export const RATE_WINDOW_MS = 30 * 86_400_000;

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Outliers are cut relative to the median: a sample more than 3 times the median (an order stuck
 * for days at the provider) or under a third of it (a tiny order finished between two syncs) is
 * dropped before averaging, so one odd order cannot move the figure a customer plans by.
 */
export function withoutOutliers(values: readonly number[]): number[] {
  if (values.length === 0) return [];
  const m = median(values);
  return values.filter((v) => v <= m * 3 && v >= m / 3);
}

type Figures = Omit<ServiceStats, 'serviceId'> & { startSamples: number; speedSamples: number; rateSamples: number };

/**
 * The service's figures from the shop's own one-off orders. Auto-order (drip-feed) runs are left
 * out: each run waits for its schedule and shares its link with the runs before it, so its times
 * say nothing about how fast a single order starts or goes.
 */
export async function computeServiceStats(db: Executor, serviceId: number, now: string): Promise<Figures> {
  // one-off orders only: no auto-order runs, and no child carrying another order's remainder to a second route
  const own = () =>
    db.selectFrom('orders').where('service_id', '=', serviceId).where('auto_order_id', 'is', null).where('parent_order_id', 'is', null).where('dispatched_at', 'is not', null);

  const starts = await own().select(['dispatched_at', 'started_at']).where('started_at', 'is not', null).orderBy('started_at', 'desc').limit(START_SAMPLES).execute();
  // The median needs no outlier cut: one stuck order moves it by one place at most.
  const startTimes = starts.map((r) => secondsBetween(r.dispatched_at!, r.started_at!)).filter((s) => s >= 0);

  const completed = await own()
    .select(['dispatched_at', 'started_at', 'finished_at', 'quantity'])
    .where('status', '=', OrderStatus.COMPLETED)
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SPEED_SAMPLES)
    .execute();
  // Delivery time from the start (or the send, when the provider never reported a start) to completion.
  const perThousand = withoutOutliers(
    completed.map((r) => (secondsBetween(r.started_at ?? r.dispatched_at!, r.finished_at!) * 1000) / r.quantity).filter((s) => s >= 0 && Number.isFinite(s)),
  );

  // Orders a person asked to cancel are left out: the provider did not fail them.
  const finished = await own()
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', [OrderStatus.COMPLETED, OrderStatus.PARTIAL, OrderStatus.CANCELED])
    .where('finished_at', '>=', addMs(now, -RATE_WINDOW_MS))
    .where('cancel_requested_at', 'is', null)
    .groupBy('status')
    .execute();
  const total = finished.reduce((s, r) => s + Number(r.n), 0);
  const done = Number(finished.find((r) => r.status === OrderStatus.COMPLETED)?.n ?? 0);

  return {
    startMedianSec: startTimes.length >= MIN_TIME_SAMPLES ? Math.round(median(startTimes)) : null,
    startSamples: startTimes.length,
    per1000Sec: perThousand.length >= MIN_TIME_SAMPLES ? Math.round(perThousand.reduce((s, v) => s + v, 0) / perThousand.length) : null,
    speedSamples: perThousand.length,
    completionPct: total >= MIN_RATE_SAMPLES ? Math.round((done * 100) / total) : null,
    rateSamples: total,
  };
}

/** The figures the order page shows, as last refreshed; nothing is computed here. */
export async function listServiceStats(db: Executor): Promise<ServiceStats[]> {
  const rows = await db
    .selectFrom('service_stats as st')
    .innerJoin('services as s', 's.id', 'st.service_id')
    .select(['st.service_id', 'st.start_median_sec', 'st.per_1000_sec', 'st.completion_pct'])
    .where('s.visible', '=', 1)
    .orderBy('st.service_id')
    .execute();
  return rows.map((r) => ({ serviceId: r.service_id, startMedianSec: r.start_median_sec, per1000Sec: r.per_1000_sec, completionPct: r.completion_pct }));
}
