import { OrderStatus, type Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, memberReachedAt, notificationRows } from '../../../test/helpers/notifications.js';
import { createTestApp, dbKinds, grantPoints, type TestApp } from '../../../test/helpers/test-app.js';
import { expireCharges } from '../../jobs/expire-charges.js';
import { runDueAutoOrders } from '../../jobs/run-auto-orders.js';
import { pendingCharge } from '../../../test/helpers/charges.js';
import { placeOrder } from '../orders/place-order.js';
import { settleOrder } from '../orders/settle-order.js';
import { approveRefill, rejectRefill } from '../refills/refill-admin.js';

const HOUR = 60 * 60_000;
const varsOf = (rows: { event: string; vars: string }[]) => rows.map((r) => [r.event, JSON.parse(r.vars) as Record<string, string>]);

describe.each(dbKinds)('member events written where the change happens, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('an auto-order warns once before a run the balance will not cover, then tells it stopped for lack of points', async () => {
    const services: Service[] = (await t.app.inject({ url: '/rest/service/services' })).json();
    const likes = services.find((s) => s.text === '인스타그램 한국인 좋아요')!; // 18원 each: 180원 a run of 10
    const m = await memberReachedAt(t.app, freshPhone());
    await grantPoints(t.app, m.id, 400);
    const placed = await placeOrder(t.app.ctx, m.memberId, { serviceId: likes.id, link: 'https://www.instagram.com/p/auto_notify', amount: 10, runs: 3, interval: 60 });
    const autoId = (await t.app.ctx.db.selectFrom('auto_orders').select('id').where('member_id', '=', m.memberId).executeTakeFirstOrThrow()).id;
    expect(placed).toBeTruthy();
    t.clock.advance(HOUR);
    await runDueAutoOrders(t.app.ctx); // run 2 paid: 40 left, run 3 needs 180
    await runDueAutoOrders(t.app.ctx);
    t.clock.advance(HOUR);
    await runDueAutoOrders(t.app.ctx); // run 3 cannot be paid
    const rows = (await notificationRows(t.app, m.memberId)).filter((r) => r.event.startsWith('auto_order.'));
    const expected = { 자동주문번호: String(autoId), 상품: '인스타그램 한국인 좋아요', 필요포인트: '180', 잔액: '40' };
    expect(varsOf(rows)).toEqual([
      ['auto_order.low_balance', expected],
      ['auto_order.stopped', expected],
    ]);
    expect(rows.map((r) => r.event_key)).toEqual([`auto_order:${autoId}:low_balance:3`, `auto_order:${autoId}:stopped`]);
  });

  it('a pending charge is warned 30 minutes before it expires, once, then told it expired', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    const c = await pendingCharge(t.app, m.auth, { point: 20_000 });
    await expireCharges(t.app.ctx);
    expect(await notificationRows(t.app, m.memberId)).toEqual([]);
    t.clock.advance(3 * HOUR - 29 * 60_000);
    await expireCharges(t.app.ctx);
    await expireCharges(t.app.ctx);
    t.clock.advance(30 * 60_000);
    await expireCharges(t.app.ctx);
    const rows = await notificationRows(t.app, m.memberId);
    expect(rows.map((r) => r.event_key)).toEqual([`charge:${c.id}:expiring`, `charge:${c.id}:expired`]);
    expect(JSON.parse(rows[0]!.vars)).toEqual({ 금액: '20,000', 만료시각: expect.stringMatching(/^11월 21일 \d{2}:\d{2}$/) });
  });

  it('a refill that is done, and one that is refused, each tell the member once (the refusal with its reason)', async () => {
    const services: Service[] = (await t.app.inject({ url: '/rest/service/services' })).json();
    const followers = services.find((s) => s.text === '인스타그램 한국인 팔로워 (실사용자)')!;
    await t.app.ctx.db.updateTable('services').set({ refill_mode: 'manual', refill_cooldown_hours: 0 }).where('id', '=', followers.id).execute();
    const m = await memberReachedAt(t.app, freshPhone());
    await grantPoints(t.app, m.id, 10_000);
    const o = await placeOrder(t.app.ctx, m.memberId, { serviceId: followers.id, link: 'https://www.instagram.com/refill_notify', amount: 10, runs: 0, interval: 0 });
    await t.app.ctx.db.updateTable('orders').set({ fulfilment: 'sent', provider_order_id: `p${o.id}`, dispatched_at: t.clock.now().toISOString() }).where('id', '=', o.id).execute();
    await settleOrder(t.app.ctx.db, t.clock, o.id, { status: OrderStatus.COMPLETED, startCount: 5, remains: 0, charge: null });
    const ask = async () => {
      const res = await t.app.inject({ method: 'POST', url: `/rest/service/order/${o.id}/refill`, headers: m.auth });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { refill: { id: number } }).refill.id;
    };
    const first = await ask();
    await approveRefill(t.app.ctx, { adminId: null }, first);
    const second = await ask();
    await rejectRefill(t.app.ctx, { adminId: null }, second, '원래 수치보다 줄지 않았습니다.');
    const rows = (await notificationRows(t.app, m.memberId)).filter((r) => r.event.startsWith('refill.'));
    expect(varsOf(rows)).toEqual([
      ['refill.completed', { 주문번호: String(o.id), 상품: followers.text }],
      ['refill.rejected', { 주문번호: String(o.id), 상품: followers.text, 사유: '원래 수치보다 줄지 않았습니다.' }],
    ]);
    expect(rows.map((r) => r.event_key)).toEqual([`refill:${first}:completed`, `refill:${second}:rejected`]);
  });
});
