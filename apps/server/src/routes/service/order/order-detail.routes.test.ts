import { msg, OrderStatus, type OrderDetail } from '@snsshop/shared';
import { simulatedService } from '../../../../test/helpers/seeded-followers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../../test/helpers/test-app.js';
import { settleOrder } from '../../../services/orders/settle-order.js';

type Auth = Record<string, string>;

describe.each(dbKinds)('a member\'s order detail on %s', (kind) => {
  let t: TestApp;
  let serviceId: number;
  let linkNo = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // 4.5원 each: 100 cost 450원, so a partial refund has a remainder to round down.
    serviceId = await simulatedService(t.app, '상세 테스트 팔로워', 45_000_000);
  });
  afterAll(() => t?.close());

  async function member() {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: await grantPoints(t.app, m.id, 10_000) };
  }
  async function place(auth: Auth, amount: number) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId, link: `https://www.instagram.com/detail_${kind}_${++linkNo}`, amount } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; point: number };
  }
  /** As if the dispatcher had sent it: the provider has it and status sync asks about it. */
  const markSent = (id: number) =>
    t.app.ctx.db.updateTable('orders').set({ fulfilment: 'sent', provider_order_id: `p${id}`, dispatched_at: t.clock.now().toISOString() }).where('id', '=', id).execute();
  const detail = (auth: Auth, id: number | string) => t.app.inject({ url: `/rest/service/order-history/${id}`, headers: auth });
  const refundRows = async (id: number) =>
    (await t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(id)).execute()).map((r) => Number(r.delta));

  it('shows the timeline of a partial delivery and the refund with the arithmetic that was credited', async () => {
    const m = await member();
    const placed = await place(m.auth, 100);
    expect(placed.point).toBe(450);
    t.clock.advance(60_000);
    await markSent(placed.id);
    t.clock.advance(12 * 60_000);
    await settleOrder(t.app.ctx.db, t.clock, placed.id, { status: OrderStatus.INPROGRESS, startCount: 1234, remains: 80, charge: null });
    t.clock.advance(60 * 60_000);
    await settleOrder(t.app.ctx.db, t.clock, placed.id, { status: OrderStatus.PARTIAL, startCount: 1234, remains: 37, charge: null });

    const res = await detail(m.auth, placed.id);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as OrderDetail;
    expect(await refundRows(placed.id)).toEqual([166]);
    expect(d.refunds.map((r) => [r.amount, r.text])).toEqual([[166, '미완료 37개 ÷ 100개 × 450원 = 166원 환불']]);
    expect(d.spent).toBe(450 - 166);
    expect(d.order).toMatchObject({ id: placed.id, point: 450, refunded: 166, status: OrderStatus.PARTIAL });
    expect(d.serviceText).toBe('상세 테스트 팔로워');
    expect(d.autoOrder).toBeNull();
    expect(d.timeline.map((e) => e.kind)).toEqual(['placed', 'sent', 'started', 'progress', 'finished', 'refund']);
    expect(d.timeline.find((e) => e.kind === 'started')).toMatchObject({ startCount: 1234 });
    expect(d.timeline.find((e) => e.kind === 'progress')).toMatchObject({ delivered: 63, quantity: 100 });
    expect(d.timeline.find((e) => e.kind === 'finished')).toMatchObject({ status: OrderStatus.PARTIAL });
  });

  it('each refill of the order is on the timeline: asked for, then 진행 중, then done or refused with the reason', async () => {
    await t.app.ctx.db.updateTable('services').set({ refill_mode: 'manual', refill_cooldown_hours: 0 }).where('id', '=', serviceId).execute();
    const m = await member();
    const placed = await place(m.auth, 100);
    await markSent(placed.id);
    t.clock.advance(60_000);
    await settleOrder(t.app.ctx.db, t.clock, placed.id, { status: OrderStatus.COMPLETED, startCount: 10, remains: 0, charge: null });
    t.clock.advance(60_000);
    const asked = await t.app.inject({ method: 'POST', url: `/rest/service/order/${placed.id}/refill`, headers: m.auth });
    expect(asked.statusCode, asked.body).toBe(201);
    const refills = () => t.app.ctx.db.selectFrom('refills').select('id').where('order_id', '=', placed.id).orderBy('id').execute();
    const [first] = await refills();
    const refillsOf = async () => ((await detail(m.auth, placed.id)).json() as OrderDetail).timeline.filter((e) => e.kind === 'refill');
    expect(await refillsOf()).toEqual([expect.objectContaining({ refillId: first!.id, event: 'requested' })]);

    t.clock.advance(60_000);
    await t.app.ctx.db.updateTable('refills').set({ state: 'in_progress', updated_at: t.clock.now().toISOString() }).where('id', '=', first!.id).execute();
    expect((await refillsOf()).map((e) => [e.event, e.statusText])).toEqual([['requested', null], ['status', '진행 중']]);

    const done = t.clock.now().toISOString();
    await t.app.ctx.db.updateTable('refills').set({ state: 'rejected', reason: '공급처가 리필을 거절했습니다.', finished_at: done, updated_at: done }).where('id', '=', first!.id).execute();
    expect((await refillsOf()).map((e) => [e.event, e.reason])).toEqual([['requested', null], ['rejected', '공급처가 리필을 거절했습니다.']]);
  });

  it('a cancelled order cost nothing: its refund is the whole charge, and history shows it', async () => {
    const m = await member();
    const placed = await place(m.auth, 10);
    const cancel = await t.app.inject({ method: 'POST', url: `/rest/service/order/${placed.id}/cancel`, headers: m.auth });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const d = (await detail(m.auth, placed.id)).json() as OrderDetail;
    expect(await refundRows(placed.id)).toEqual([45]);
    expect(d.refunds.map((r) => r.text)).toEqual(['주문 취소: 결제 45원 전액 환불']);
    expect(d.spent).toBe(0);
    expect(d.timeline.map((e) => e.kind)).toEqual(['placed', 'finished', 'refund']);
  });

  it('a running order shows its progress from the remains', async () => {
    const m = await member();
    const placed = await place(m.auth, 200);
    await markSent(placed.id);
    t.clock.advance(5 * 60_000);
    await settleOrder(t.app.ctx.db, t.clock, placed.id, { status: OrderStatus.INPROGRESS, startCount: 10, remains: 150, charge: null });
    const d = (await detail(m.auth, placed.id)).json() as OrderDetail;
    expect(d.timeline.map((e) => e.kind)).toEqual(['placed', 'sent', 'started', 'progress']);
    expect(d.timeline.at(-1)).toMatchObject({ delivered: 50, quantity: 200 });
    expect(d.refunds).toEqual([]);
    expect(d.spent).toBe(900);
  });

  it('an auto-order run says which run of how many it is', async () => {
    const m = await member();
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId, link: `https://www.instagram.com/detail_auto_${kind}`, amount: 10, runs: 5, interval: 60 } });
    expect(res.statusCode, res.body).toBe(201);
    const d = (await detail(m.auth, res.json().id)).json() as OrderDetail;
    expect(d.autoOrder).toMatchObject({ runNo: 1, runs: 5 });
  });

  it('another member\'s order, a missing id and a malformed id all answer the same 404', async () => {
    const owner = await member();
    const other = await member();
    const placed = await place(owner.auth, 10);
    expect((await detail(owner.auth, placed.id)).statusCode).toBe(200);
    const answers = await Promise.all([detail(other.auth, placed.id), detail(other.auth, 999_999), detail(other.auth, 'abc'), detail(other.auth, '0')]);
    for (const a of answers) {
      expect(a.statusCode).toBe(404);
      expect(a.json().message).toBe(msg.order.notFound);
    }
    expect((await t.app.inject({ url: `/rest/service/order-history/${placed.id}` })).statusCode).toBe(401);
  });
});
