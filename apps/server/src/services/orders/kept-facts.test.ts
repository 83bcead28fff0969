import { msg, orderCost, OrderStatus, quoteOrder } from '@snsshop/shared';
import { DefaultQueryExecutor } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulatedService } from '../../../test/helpers/seeded-followers.js';
import { balanceAndLedger, createTestApp, dbAndWriters, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';

/**
 * A process keeps the member's and the service's facts its last order read, and on PostgreSQL the
 * next plain order is worked out from them and checked against them in its own one statement
 * (place-order.ts, paidOrderStatement `checked`). Whatever another server process changed in between,
 * the order must answer as if it had read everything afresh: the new price, the new discount, or the
 * refusal, and nothing charged for a refusal.
 */
describe.each(dbAndWriters)('an order after its facts changed elsewhere, on %s, %s writer', (kind, writer) => {
  let t: TestApp;
  let linkNo = 0;
  const freshLink = () => `https://www.instagram.com/kept_${++linkNo}`;
  const PRICE = 100_000_000; // 10원 each
  const AMOUNT = 100;

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_WRITER: writer });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  const order = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/rest/service/order', payload, headers: auth });

  /** Statements the shop's database ran during `call`. */
  async function statements(call: () => Promise<unknown>) {
    const spy = vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
    try {
      await call();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  /** A member with points who has ordered a service of its own once, so that this process keeps both. */
  async function orderedOnce(text: string) {
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, 100_000);
    const serviceId = await simulatedService(t.app, text, PRICE);
    const first = await order(m.auth, { serviceId, link: freshLink(), amount: AMOUNT });
    expect(first.statusCode).toBe(201);
    return { ...m, memberId, serviceId, spent: first.json().point as number };
  }

  it('a kept order is one statement on PostgreSQL, and charges as a fresh one', async () => {
    const m = await orderedOnce('보관 확인 상품');
    let res: Awaited<ReturnType<typeof order>> | undefined;
    const n = await statements(async () => (res = await order(m.auth, { serviceId: m.serviceId, link: freshLink(), amount: AMOUNT })));
    expect(res!.statusCode).toBe(201);
    expect(res!.json().point).toBe(orderCost(PRICE, AMOUNT));
    if (kind === 'postgres' && writer === 'fast') expect(n).toBe(1);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 100_000 - 2 * m.spent, ledgerSum: 100_000 - 2 * m.spent, rows: 3 });
  });

  it('a price changed elsewhere refuses the form that showed the old one, and is the price charged', async () => {
    const m = await orderedOnce('가격 변경 상품');
    await t.app.ctx.db.updateTable('services').set({ unit_price_e7: 2 * PRICE }).where('id', '=', m.serviceId).execute();
    // the form still shows the old price, which this process also kept
    let stale: Awaited<ReturnType<typeof order>> | undefined;
    const n = await statements(async () => (stale = await order(m.auth, { serviceId: m.serviceId, link: freshLink(), amount: AMOUNT, priceE7: PRICE })));
    expect(stale!.statusCode).toBe(409);
    expect(stale!.json().data).toEqual({ code: 'PRICE_CHANGED', priceE7: 2 * PRICE, priceText: '20원' });
    // the kept statement found the facts changed and wrote nothing; then the checks' read refused
    if (kind === 'postgres' && writer === 'fast') expect(n).toBe(2);
    const res = await order(m.auth, { serviceId: m.serviceId, link: freshLink(), amount: AMOUNT, priceE7: 2 * PRICE });
    expect(res.statusCode).toBe(201);
    expect(res.json().point).toBe(orderCost(2 * PRICE, AMOUNT));
    const spent = m.spent + orderCost(2 * PRICE, AMOUNT);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 100_000 - spent, ledgerSum: 100_000 - spent, rows: 3 });
  });

  it('a price changed elsewhere is the price charged to an order that sends none (the API)', async () => {
    const m = await orderedOnce('가격 변경 상품 2');
    await t.app.ctx.db.updateTable('services').set({ unit_price_e7: 3 * PRICE }).where('id', '=', m.serviceId).execute();
    let res: Awaited<ReturnType<typeof order>> | undefined;
    const n = await statements(async () => (res = await order(m.auth, { serviceId: m.serviceId, link: freshLink(), amount: AMOUNT })));
    expect(res!.statusCode).toBe(201);
    expect(res!.json().point).toBe(orderCost(3 * PRICE, AMOUNT));
    // the kept statement wrote nothing; then the checks' read and the order
    if (kind === 'postgres' && writer === 'fast') expect(n).toBe(3);
    const spent = m.spent + orderCost(3 * PRICE, AMOUNT);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 100_000 - spent, ledgerSum: 100_000 - spent, rows: 3 });
  });

  it("a tier discount given elsewhere is taken off the member's next order", async () => {
    const m = await orderedOnce('등급 변경 상품');
    const at = new Date().toISOString();
    const tier = await t.app.ctx.db.insertInto('member_tiers').values({ name: '보관 VIP', color: '#7c3aed', threshold: 0, window_days: null, discount_pct: 10, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    await t.app.ctx.db.updateTable('members').set({ tier_id: tier.id }).where('id', '=', m.memberId).execute();
    const res = await order(m.auth, { serviceId: m.serviceId, link: freshLink(), amount: AMOUNT });
    expect(res.statusCode).toBe(201);
    const price = quoteOrder({ unitPriceE7: PRICE, units: AMOUNT, tier: { name: 'VIP', discountPct: 10 } }).charge;
    expect(price).toBeLessThan(orderCost(PRICE, AMOUNT));
    expect(res.json()).toMatchObject({ point: price, price: { tierDiscount: orderCost(PRICE, AMOUNT) - price } });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 100_000 - m.spent - price, ledgerSum: 100_000 - m.spent - price });
  });

  const refusals: [string, (m: Awaited<ReturnType<typeof orderedOnce>>) => Promise<unknown>, number, string][] = [
    ['the product hidden', (m) => t.app.ctx.db.updateTable('services').set({ visible: 0 }).where('id', '=', m.serviceId).execute(), 400, msg.order.selectService],
    ['the product made read-only', (m) => t.app.ctx.db.updateTable('services').set({ is_read_only: 1 }).where('id', '=', m.serviceId).execute(), 400, msg.order.notOrderable],
    ['its maximum lowered below the quantity', (m) => t.app.ctx.db.updateTable('services').set({ max: AMOUNT - 1 }).where('id', '=', m.serviceId).execute(), 400, msg.order.aboveMax],
    ['the member suspended', (m) => t.app.ctx.db.updateTable('members').set({ status: 'suspended' }).where('id', '=', m.memberId).execute(), 401, msg.common.unauthorized],
    ['the member signed out everywhere', (m) => t.app.ctx.db.updateTable('members').set({ token_version: 7 }).where('id', '=', m.memberId).execute(), 401, msg.common.unauthorized],
  ];
  it.each(refusals)('%s: refused as a fresh read refuses, nothing charged', async (_case, change, status, message) => {
    const m = await orderedOnce(`거절 상품 ${++linkNo}`);
    await change(m);
    const res = await order(m.auth, { serviceId: m.serviceId, link: freshLink(), amount: AMOUNT });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 100_000 - m.spent, ledgerSum: 100_000 - m.spent, rows: 2 });
  });

  it("the owner's service check turned on elsewhere refuses every product", async () => {
    const m = await orderedOnce('점검 상품');
    await t.app.ctx.db.updateTable('site_settings').set({ value: 'true' }).where('key', '=', 'ENABLE_SERVICE_CHECK').execute();
    try {
      const res = await order(m.auth, { serviceId: m.serviceId, link: freshLink(), amount: AMOUNT });
      expect(res.json()).toEqual({ statusCode: 400, message: msg.order.notOrderable });
    } finally {
      await t.app.ctx.db.updateTable('site_settings').set({ value: 'false' }).where('key', '=', 'ENABLE_SERVICE_CHECK').execute();
    }
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 100_000 - m.spent, rows: 2 });
  });

  it("the member's own running order for the link is refused; another member's waits in the link queue", async () => {
    const a = await orderedOnce('링크 상품');
    const link = freshLink();
    const first = await order(a.auth, { serviceId: a.serviceId, link, amount: AMOUNT });
    expect(first.statusCode).toBe(201);
    const again = await order(a.auth, { serviceId: a.serviceId, link, amount: AMOUNT });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.order.activeSameLink);
    expect(await balanceAndLedger(t.app, a.memberId)).toMatchObject({ balance: 100_000 - 2 * a.spent, rows: 3 });

    // another member who has ordered the same product before (so it is kept) orders the same link
    const b = await registerAndLogin(t.app);
    const bId = await grantPoints(t.app, b.id, 100_000);
    expect((await order(b.auth, { serviceId: a.serviceId, link: freshLink(), amount: AMOUNT })).statusCode).toBe(201);
    const queued = await order(b.auth, { serviceId: a.serviceId, link, amount: AMOUNT });
    expect(queued.statusCode).toBe(201);
    // the member sees 대기 중 either way; the row waits behind the first order
    expect(queued.json().status).toBe(OrderStatus.PENDING);
    const row = await t.app.ctx.db.selectFrom('orders').select(['status', 'fulfilment']).where('id', '=', queued.json().id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: OrderStatus.PROCESSING, fulfilment: 'queued' });
    const free = await t.app.ctx.db.selectFrom('orders').select(['status', 'fulfilment']).where('id', '=', first.json().id).executeTakeFirstOrThrow();
    expect(free).toEqual({ status: OrderStatus.PENDING, fulfilment: 'due' });
    expect(await balanceAndLedger(t.app, bId)).toMatchObject({ balance: 100_000 - 2 * a.spent, ledgerSum: 100_000 - 2 * a.spent });
  });

  it('a balance that no longer covers the order (spent elsewhere) refuses it, nothing written', async () => {
    const m = await orderedOnce('잔액 상품');
    await t.app.ctx.db.updateTable('members').set({ point: 0 }).where('id', '=', m.memberId).execute();
    await t.app.ctx.db.deleteFrom('point_ledger').where('member_id', '=', m.memberId).execute();
    const res = await order(m.auth, { serviceId: m.serviceId, link: freshLink(), amount: AMOUNT });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.order.notEnoughPoints);
    expect(await t.app.ctx.db.selectFrom('orders').select('id').where('member_id', '=', m.memberId).execute()).toHaveLength(1);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 0, rows: 0 });
  });
});
