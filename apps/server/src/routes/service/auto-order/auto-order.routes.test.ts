import { AutoOrderStatus, msg, OrderStatus, type Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../../test/helpers/test-app.js';
import { runDueAutoOrders } from '../../../jobs/run-auto-orders.js';
import { linkMaker } from '../../../../test/helpers/links.js';

const HOUR = 60 * 60_000;

describe.each(dbKinds)('auto-orders on %s', (kind) => {
  let t: TestApp;
  let services: Service[];
  let likes: Service; // 18원 each, auto-orders allowed
  const freshLink = linkMaker(`https://www.instagram.com/p/auto_`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    services = (await t.app.inject({ url: '/rest/service/services' })).json();
    likes = services.find((s) => s.text === '인스타그램 한국인 좋아요')!;
  });
  afterAll(() => t?.close());

  async function memberWith(points: number) {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: points > 0 ? await grantPoints(t.app, m.id, points) : 0 };
  }
  const order = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload });
  const autoList = async (auth: Record<string, string>) => (await t.app.inject({ url: '/rest/service/auto-order-history', headers: auth })).json();
  const runsOf = (autoOrderId: number) =>
    t.app.ctx.db.selectFrom('orders').select(['run_no', 'created_at', 'charge', 'status']).where('auto_order_id', '=', autoOrderId).orderBy('run_no').execute();
  const sweep = () => runDueAutoOrders(t.app.ctx);
  const autoIdOf = async (orderId: number) => (await t.app.ctx.db.selectFrom('orders').select('auto_order_id').where('id', '=', orderId).executeTakeFirstOrThrow()).auto_order_id!;

  it('makes 5 runs an hour apart, each once, charging each run when it runs, then completes', async () => {
    const m = await memberWith(100_000);
    const start = t.clock.now().getTime();
    const res = await order(m.auth, { serviceId: likes.id, link: freshLink(), amount: 100, runs: 5, interval: 60 });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json();
    expect(first).toMatchObject({ amount: 100, point: 1_800, status: OrderStatus.PENDING });
    const autoId = await autoIdOf(first.id);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 100_000 - 1_800 });

    t.clock.advance(HOUR - 1);
    expect((await sweep()).ran).toBe(0); // not due yet
    for (let run = 2; run <= 5; run++) {
      t.clock.advance(run === 2 ? 1 : HOUR);
      await Promise.all([sweep(), sweep(), sweep()]); // racing sweeps make the run once
      expect((await runsOf(autoId)).length).toBe(run);
    }
    const runs = await runsOf(autoId);
    expect(runs.map((r) => r.run_no)).toEqual([1, 2, 3, 4, 5]);
    expect(runs.map((r) => Date.parse(r.created_at) - start)).toEqual([0, HOUR, 2 * HOUR, 3 * HOUR, 4 * HOUR]);
    t.clock.advance(10 * HOUR);
    expect(await sweep()).toEqual({ ran: 0, completed: 0, endedUnpaid: 0 });

    const [listed] = await autoList(m.auth);
    expect(listed).toMatchObject({ id: autoId, amount: 100, runs: 5, interval: 60, completed: 5, point: 9_000, status: AutoOrderStatus.COMPLETED, serviceId: likes.id });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 91_000, ledgerSum: 91_000, rows: 6 });
  });

  it('ends as PARTIAL, keeping what was made, when a run cannot be paid', async () => {
    const m = await memberWith(4_000); // two runs of 1,800
    const res = await order(m.auth, { serviceId: likes.id, link: freshLink(), amount: 100, runs: 4, interval: 90 });
    const autoId = await autoIdOf(res.json().id);
    t.clock.advance(90 * 60_000);
    expect(await sweep()).toMatchObject({ ran: 1 });
    t.clock.advance(90 * 60_000);
    expect(await sweep()).toMatchObject({ ran: 0, endedUnpaid: 1 });
    expect((await runsOf(autoId)).length).toBe(2);
    const [listed] = await autoList(m.auth);
    expect(listed).toMatchObject({ completed: 2, runs: 4, point: 3_600, status: AutoOrderStatus.PARTIAL });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 400, ledgerSum: 400, minBalanceAfter: 0 });
    t.clock.advance(10 * HOUR);
    expect((await sweep()).ran).toBe(0);
  });

  it('after downtime makes one late run, not a burst, and the interval continues from it', async () => {
    const m = await memberWith(100_000);
    const res = await order(m.auth, { serviceId: likes.id, link: freshLink(), amount: 100, runs: 10, interval: 60 });
    const autoId = await autoIdOf(res.json().id);
    t.clock.advance(5 * HOUR + 7 * 60_000); // the server was down through five due times
    expect((await sweep()).ran).toBe(1);
    expect((await sweep()).ran).toBe(0);
    const row = await t.app.ctx.db.selectFrom('auto_orders').select(['completed', 'next_run_at']).where('id', '=', autoId).executeTakeFirstOrThrow();
    expect(row.completed).toBe(2);
    expect(row.next_run_at).toBe(new Date(t.clock.now().getTime() + HOUR).toISOString());
    await t.app.ctx.db.updateTable('auto_orders').set({ status: AutoOrderStatus.CANCLED }).where('id', '=', autoId).execute();
  });

  it('cancel stops further runs; runs already made stay; only the owner can, once', async () => {
    const m = await memberWith(100_000);
    const other = await memberWith(0);
    const res = await order(m.auth, { serviceId: likes.id, link: freshLink(), amount: 100, runs: 3, interval: 60 });
    const autoId = await autoIdOf(res.json().id);
    const cancel = (auth: Record<string, string>, id: string | number) => t.app.inject({ method: 'POST', url: `/rest/service/auto-order/${id}/cancel`, headers: auth });

    for (const id of [autoId, 999_999, 'abc', '1e3', -1]) {
      const r = await cancel(other.auth, id);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(msg.autoOrder.notFound);
    }
    const ok = await cancel(m.auth, autoId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: autoId, status: AutoOrderStatus.CANCLED, completed: 1, runs: 3, point: 1_800 });
    const again = await cancel(m.auth, autoId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.autoOrder.notActive);
    t.clock.advance(3 * HOUR);
    await sweep();
    expect(await runsOf(autoId)).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: `/rest/service/auto-order/${autoId}/cancel` })).statusCode).toBe(401);
    expect(await autoList(other.auth)).toEqual([]);
  });

  it('checks runs, interval, the product and one run\'s points, writing nothing when refused', async () => {
    const m = await memberWith(1_000);
    const noAuto = services.find((s) => !s.enableAuto && !s.isReadOnly)!;
    const cases: [object, string][] = [
      [{ runs: 1, interval: 60 }, msg.order.autoRunsInvalid],
      [{ runs: 0, interval: 60 }, msg.order.autoRunsInvalid],
      [{ runs: 2.5, interval: 60 }, msg.order.autoRunsInvalid],
      [{ runs: -3, interval: 60 }, msg.order.autoRunsInvalid],
      [{ runs: '3', interval: 60 }, msg.order.autoRunsInvalid],
      [{ runs: 3, interval: 59 }, msg.order.autoIntervalInvalid],
      [{ runs: 3, interval: 0 }, msg.order.autoIntervalInvalid],
      [{ runs: 3, interval: 60.5 }, msg.order.autoIntervalInvalid],
      [{ runs: 3, interval: 60, serviceId: noAuto.id, amount: noAuto.min }, msg.order.autoNotSupported],
      [{ runs: 3, interval: 60, amount: 100 }, msg.order.notEnoughPoints], // 1,800 for one run
    ];
    for (const [patch, message] of cases) {
      const res = await order(m.auth, { serviceId: likes.id, link: freshLink(), amount: 10, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message, JSON.stringify(patch)).toBe(message);
    }
    expect(await autoList(m.auth)).toEqual([]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 1_000, rows: 1 });
    // One run's worth is enough to start: 10 × 18 = 180 per run, three runs = 540 but only 180 now.
    const ok = await order(m.auth, { serviceId: likes.id, link: freshLink(), amount: 10, runs: 20, interval: 60 });
    expect(ok.statusCode).toBe(201);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 820 });
  });

  it('a run goes ahead while the previous run on the same link is still being delivered', async () => {
    const m = await memberWith(100_000);
    const link = freshLink();
    const res = await order(m.auth, { serviceId: likes.id, link, amount: 100, runs: 2, interval: 60 });
    const autoId = await autoIdOf(res.json().id);
    await t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.INPROGRESS }).where('id', '=', res.json().id).execute();
    t.clock.advance(HOUR);
    expect(await sweep()).toMatchObject({ completed: 1 });
    expect(await runsOf(autoId)).toHaveLength(2);
  });
});
