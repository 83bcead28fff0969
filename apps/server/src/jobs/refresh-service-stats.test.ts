import { OrderStatus, serviceEtaText, type ServiceStats } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, registerAndLogin, grantPoints, type TestApp } from '../../test/helpers/test-app.js';
import { addMs } from '../lib/clock.js';
import { settleOrder } from '../services/orders/settle-order.js';
import { refreshServiceStats, STATS_REFRESH_MS } from './refresh-service-stats.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe.each(dbKinds)('service ETA figures from the shop\'s own orders, on %s', (kind) => {
  let t: TestApp;
  let memberId: number;
  let linkNo = 0;
  const now = () => t.clock.now().toISOString();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const m = await registerAndLogin(t.app);
    memberId = await grantPoints(t.app, m.id, 1);
  });
  afterAll(() => t?.close());

  async function newService() {
    const category = await t.app.ctx.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const s = await t.app.ctx.db
      .insertInto('services')
      .values({ category_id: category.id, text: `통계 상품 ${++linkNo}`, notice: '', min: 10, max: 100_000, unit_price_e7: 10_000_000, is_read_only: 0, enable_auto: 1, visible: 1, sort_order: 999, created_at: now(), provider_id: null, provider_service_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return s.id;
  }

  /** A finished order with known times: sent `agoMs` before now, started after `startMs`, finished `runMs` after that. */
  async function seed(serviceId: number, o: { agoMs: number; startMs: number | null; runMs: number; quantity?: number; status?: number; autoOrderId?: number; runNo?: number; cancelRequested?: boolean }) {
    const sent = addMs(now(), -o.agoMs);
    const started = o.startMs == null ? null : addMs(sent, o.startMs);
    const finished = addMs(started ?? sent, o.runMs);
    await t.app.ctx.db
      .insertInto('orders')
      .values({
        member_id: memberId,
        service_id: serviceId,
        link: `https://www.instagram.com/stats_${++linkNo}`,
        quantity: o.quantity ?? 1000,
        unit_price_e7: 10_000_000,
        charge: o.quantity ?? 1000,
        status: o.status ?? OrderStatus.COMPLETED,
        remains: 0,
        created_at: sent,
        updated_at: finished,
        dispatched_at: sent,
        started_at: started,
        finished_at: finished,
        fulfilment: 'settled',
        auto_order_id: o.autoOrderId ?? null,
        run_no: o.runNo ?? null,
        cancel_requested_at: o.cancelRequested ? addMs(sent, MIN) : null,
      })
      .execute();
  }

  const statsOf = async (serviceId: number) => ((await t.app.inject({ url: '/rest/service/service-stats' })).json() as ServiceStats[]).find((s) => s.serviceId === serviceId);

  it('median start, average time per 1,000 over the last 10 completed orders and the 30-day completion rate, without drip-feed runs or outliers', async () => {
    const serviceId = await newService();
    const per1000 = 3 * HOUR + 20 * MIN;
    // Ten completed one-off orders; one (600 min to start, 48 h to deliver) is the outlier.
    const starts = [5, 8, 10, 12, 12, 14, 15, 20, 30, 600];
    for (const [i, s] of starts.entries()) {
      const quantity = i === 3 ? 500 : 1000;
      const runMs = s === 600 ? 48 * HOUR : (per1000 * quantity) / 1000;
      await seed(serviceId, { agoMs: 2 * DAY + i * HOUR, startMs: s * MIN, runMs, quantity });
    }
    // Older than the last 10 and the 30 days: a slow one that must not count for speed or rate.
    await seed(serviceId, { agoMs: 40 * DAY, startMs: 13 * MIN, runMs: 100 * HOUR });
    // Two partial deliveries and a cancel by the provider within 30 days; a cancel the member asked for is not the provider failing.
    await seed(serviceId, { agoMs: 3 * DAY, startMs: null, runMs: HOUR, status: OrderStatus.PARTIAL });
    await seed(serviceId, { agoMs: 3 * DAY, startMs: null, runMs: HOUR, status: OrderStatus.PARTIAL });
    await seed(serviceId, { agoMs: 3 * DAY, startMs: null, runMs: HOUR, status: OrderStatus.CANCELED });
    await seed(serviceId, { agoMs: 3 * DAY, startMs: null, runMs: HOUR, status: OrderStatus.CANCELED, cancelRequested: true });
    // Auto-order (drip-feed) runs, the most recent of all: fast starts, fast delivery, many cancels. None of it counts.
    const auto = await t.app.ctx.db
      .insertInto('auto_orders')
      .values({ member_id: memberId, service_id: serviceId, link: 'https://www.instagram.com/drip', quantity: 1000, runs: 20, interval_min: 60, unit_price_e7: 10_000_000, created_at: now(), updated_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let run = 1; run <= 15; run++) {
      await seed(serviceId, { agoMs: run * MIN * 3, startMs: 10_000, runMs: 1_000, autoOrderId: auto.id, runNo: run, status: run > 10 ? OrderStatus.CANCELED : OrderStatus.COMPLETED });
    }

    expect(await statsOf(serviceId)).toBeUndefined(); // nothing is computed on request
    expect(await refreshServiceStats(t.app.ctx)).toBeGreaterThan(0);
    const stats = await statsOf(serviceId);
    // starts sorted: 5 8 10 12 12 13 14 15 20 30 600 → 13 minutes
    expect(stats).toEqual({ serviceId, startMedianSec: 13 * 60, per1000Sec: per1000 / 1000, completionPct: Math.round((10 * 100) / 13) });
    expect(serviceEtaText(stats)).toBe('평균 시작 13분 · 1,000개당 평균 3시간 20분');
  });

  it('says "데이터 수집 중" below the sample minimum', async () => {
    const serviceId = await newService();
    for (let i = 0; i < 4; i++) await seed(serviceId, { agoMs: DAY + i * HOUR, startMs: 10 * MIN, runMs: HOUR });
    t.clock.advance(STATS_REFRESH_MS);
    await refreshServiceStats(t.app.ctx);
    const stats = await statsOf(serviceId);
    expect(stats).toEqual({ serviceId, startMedianSec: null, per1000Sec: null, completionPct: null });
    expect(serviceEtaText(stats)).toBe('데이터 수집 중');

    // One more sample reaches the minimum for the two times, once the figures are due again.
    await seed(serviceId, { agoMs: DAY, startMs: 10 * MIN, runMs: HOUR });
    await refreshServiceStats(t.app.ctx);
    expect((await statsOf(serviceId))?.startMedianSec).toBeNull();
    t.clock.advance(STATS_REFRESH_MS);
    await refreshServiceStats(t.app.ctx);
    expect(await statsOf(serviceId)).toMatchObject({ startMedianSec: 10 * 60, per1000Sec: 3600, completionPct: null });
  });

  it('each service is claimed by one sweep at a time, and again only when due', async () => {
    t.clock.advance(STATS_REFRESH_MS);
    const total = await t.app.ctx.db.selectFrom('services').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const [a, b] = await Promise.all([refreshServiceStats(t.app.ctx), refreshServiceStats(t.app.ctx)]);
    expect(a + b).toBe(Number(total.n));
    expect(await refreshServiceStats(t.app.ctx)).toBe(0);
  });

  it('settle-order records the start once: the first In progress or start count, not a pending start count of 0', async () => {
    const serviceId = await newService();
    const order = await t.app.ctx.db
      .insertInto('orders')
      .values({ member_id: memberId, service_id: serviceId, link: 'https://www.instagram.com/start', quantity: 100, unit_price_e7: 10_000_000, charge: 100, created_at: now(), updated_at: now(), dispatched_at: now(), provider_order_id: 'x1', fulfilment: 'sent' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const startedAt = async () => (await t.app.ctx.db.selectFrom('orders').select('started_at').where('id', '=', order.id).executeTakeFirstOrThrow()).started_at;
    await settleOrder(t.app.ctx.db, t.clock, order.id, { status: OrderStatus.PENDING, startCount: 0, remains: 100, charge: null });
    expect(await startedAt()).toBeNull();
    t.clock.advance(7 * MIN);
    const first = now();
    await settleOrder(t.app.ctx.db, t.clock, order.id, { status: OrderStatus.INPROGRESS, startCount: 1500, remains: 80, charge: null });
    expect(await startedAt()).toBe(first);
    t.clock.advance(7 * MIN);
    await settleOrder(t.app.ctx.db, t.clock, order.id, { status: OrderStatus.INPROGRESS, startCount: 1500, remains: 40, charge: null });
    expect(await startedAt()).toBe(first);
  });
});
