import { msg, orderCost, OrderStatus, type Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badFollowerQuantities, FOLLOWERS } from '../../../../test/helpers/seeded-followers.js';
import { balanceAndLedger, createTestApp, dbAndWriters, grantPoints, registerAndLogin, type TestApp } from '../../../../test/helpers/test-app.js';
import { linkMaker } from '../../../../test/helpers/links.js';

describe.each(dbAndWriters)('orders on %s, %s writer', (kind, writer) => {
  let t: TestApp;
  let services: Service[];
  const byName = (text: string) => services.find((s) => s.text === text)!;
  const freshLink = linkMaker(`https://www.instagram.com/e2e_account_`);

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_WRITER: writer });
    services = (await t.app.inject({ url: '/rest/service/services' })).json();
  });
  afterAll(() => t?.close());

  const order = (auth: Record<string, string>, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/rest/service/order', payload, headers: { ...auth, ...headers } });

  async function memberWith(points: number) {
    const m = await registerAndLogin(t.app);
    const memberId = points > 0 ? await grantPoints(t.app, m.id, points) : 0;
    return { ...m, memberId };
  }

  it('charges the stored unit price × quantity, writes the ledger row, and lists the order', async () => {
    const m = await memberWith(10_000);
    const reels = byName('인스타그램 릴스 조회수'); // 0.15원 each
    const res = await order(m.auth, { serviceId: reels.id, link: freshLink(), amount: 1001, runs: 0, interval: 0 });
    expect(res.statusCode).toBe(201);
    const placed = res.json();
    expect(placed).toMatchObject({ serviceId: reels.id, amount: 1001, point: orderCost(1_500_000, 1001), status: OrderStatus.PENDING, startCount: null, remains: null });
    expect(placed.point).toBe(151); // 150.15 rounded up to whole won

    const profile = (await t.app.inject({ url: '/rest/auth/profile', headers: m.auth })).json();
    expect(profile.point).toBe(10_000 - 151);
    const history = (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json();
    expect(history).toEqual([placed]);
    const money = await balanceAndLedger(t.app, m.memberId);
    expect(money.ledgerSum).toBe(money.balance);
    expect(money.rows).toBe(2);
    const debit = await t.app.ctx.db.selectFrom('point_ledger').selectAll().where('member_id', '=', m.memberId).where('kind', '=', 'order').executeTakeFirstOrThrow();
    expect({ ...debit, delta: Number(debit.delta), balance_after: Number(debit.balance_after) }).toMatchObject({
      delta: -151,
      balance_after: 10_000 - 151,
      ref_type: 'order',
      ref_id: String(placed.id),
      memo: null,
      created_at: placed.createdAt,
    });
  });

  it('ignores any price the client sends', async () => {
    const m = await memberWith(1_000);
    const followers = byName('인스타그램 한국인 팔로워 (실사용자)'); // 45원 each
    const res = await order(m.auth, { serviceId: followers.id, link: freshLink(), amount: 10, point: 1, price: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json().point).toBe(450);
  });

  it('a price that changed between showing and ordering answers 409 with the new price and charges nothing; the confirmed new price is charged', async () => {
    const m = await memberWith(10_000);
    const followers = byName('인스타그램 한국인 팔로워 (실사용자)'); // 45원 each
    const shown = followers.priceE7;
    await t.app.ctx.db.updateTable('services').set({ unit_price_e7: 500_000_000 }).where('id', '=', followers.id).execute();
    try {
      const link = freshLink();
      const stale = await order(m.auth, { serviceId: followers.id, link, amount: 10, priceE7: shown }, { 'idempotency-key': 'price-1' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(msg.order.priceChanged('1개당 45원 → 50원'));
      expect(stale.json().data).toEqual({ code: 'PRICE_CHANGED', priceE7: 500_000_000, priceText: '50원' });
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 10_000, rows: 1 });
      expect((await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json()).toEqual([]);

      const confirmed = await order(m.auth, { serviceId: followers.id, link, amount: 10, priceE7: 500_000_000 }, { 'idempotency-key': 'price-2' });
      expect(confirmed.statusCode).toBe(201);
      expect(confirmed.json().point).toBe(500);
      expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 9_500, ledgerSum: 9_500, rows: 2 });

      const bad = await order(m.auth, { serviceId: followers.id, link: freshLink(), amount: 10, priceE7: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(msg.order.priceInvalid);
    } finally {
      await t.app.ctx.db.updateTable('services').set({ unit_price_e7: shown }).where('id', '=', followers.id).execute();
    }
  });

  it('refuses an order the balance cannot cover, writing nothing', async () => {
    const m = await memberWith(100);
    const res = await order(m.auth, { serviceId: byName('인스타그램 한국인 팔로워 (실사용자)').id, link: freshLink(), amount: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg.order.notEnoughPoints);
    expect((await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json()).toEqual([]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 100, ledgerSum: 100, rows: 1 });
  });

  it('lets exactly 10 of 50 concurrent orders through when the balance covers 10', async () => {
    const followers = byName('인스타그램 한국인 팔로워 (실사용자)');
    const m = await memberWith(orderCost(450_000_000, 10) * 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => order(m.auth, { serviceId: followers.id, link: freshLink(), amount: 10 })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 400)).toHaveLength(40);
    const money = await balanceAndLedger(t.app, m.memberId);
    expect(money).toMatchObject({ balance: 0, ledgerSum: 0, minBalanceAfter: 0, rows: 11 });
  });

  it('answers the same Idempotency-Key sent 20 times at once with one order and one charge', async () => {
    const m = await memberWith(5_000);
    const body = { serviceId: byName('틱톡 좋아요').id, link: freshLink(), amount: 100 };
    const results = await Promise.all(Array.from({ length: 20 }, () => order(m.auth, body, { 'idempotency-key': 'tap-once-1' })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect((await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json()).toHaveLength(1);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 5_000 - 150, ledgerSum: 5_000 - 150 });

    const other = await order(m.auth, { ...body, amount: 200 }, { 'idempotency-key': 'tap-once-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(msg.order.idempotencyMismatch);
  });

  it.each(badFollowerQuantities)('refuses quantity %s with 400', async (_name, amount, message) => {
    const m = await memberWith(1_000_000);
    const res = await order(m.auth, { serviceId: byName(FOLLOWERS).id, link: freshLink(), amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 1_000_000, rows: 1 });
  });

  it('checks product, then link, then quantity, in the order of the storefront rules', async () => {
    const m = await memberWith(1_000);
    const cases: [object, string][] = [
      [{ link: '', amount: 0 }, msg.order.selectService],
      [{ serviceId: 999_999, link: freshLink(), amount: 10 }, msg.order.selectService],
      [{ serviceId: services[0]!.id, link: '   ', amount: 0 }, msg.order.linkRequired],
      [{ serviceId: services[0]!.id, link: 'not a link at all', amount: 10 }, msg.order.linkInvalid],
      [{ serviceId: services[0]!.id, link: freshLink(), amount: 1 }, msg.order.belowMin],
    ];
    for (const [payload, message] of cases) {
      const res = await order(m.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses a read-only product, and every product while the service check is on', async () => {
    const m = await memberWith(100_000);
    const live = byName('유튜브 라이브 동시 시청자 (1시간)');
    expect(live.isReadOnly).toBe(true);
    const ro = await order(m.auth, { serviceId: live.id, link: freshLink(), amount: 10 });
    expect(ro.json()).toEqual({ statusCode: 400, message: msg.order.notOrderable });

    await t.app.ctx.db.updateTable('site_settings').set({ value: 'true' }).where('key', '=', 'ENABLE_SERVICE_CHECK').execute();
    try {
      const res = await order(m.auth, { serviceId: byName('틱톡 좋아요').id, link: freshLink(), amount: 100 });
      expect(res.json()).toEqual({ statusCode: 400, message: msg.order.notOrderable });
    } finally {
      await t.app.ctx.db.updateTable('site_settings').set({ value: 'false' }).where('key', '=', 'ENABLE_SERVICE_CHECK').execute();
    }
  });

  it("refuses a member's second running order for the same product and link, and allows it once the first is done", async () => {
    const a = await memberWith(10_000);
    const body = { serviceId: byName('틱톡 좋아요').id, link: freshLink(), amount: 100 };
    const first = await order(a.auth, body);
    expect(first.statusCode).toBe(201);
    const again = await order(a.auth, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.order.activeSameLink);
    expect(await balanceAndLedger(t.app, a.memberId)).toMatchObject({ balance: 10_000 - first.json().point, rows: 2 });
    await t.app.ctx.db.updateTable('orders').set({ status: OrderStatus.COMPLETED, fulfilment: 'settled' }).where('id', '=', first.json().id).execute();
    expect((await order(a.auth, body)).statusCode).toBe(201);
  });

  it('the same order sent ten times at once is placed and charged once; the others hear it is still running', async () => {
    const a = await memberWith(10_000);
    const body = { serviceId: byName('틱톡 좋아요').id, link: freshLink(), amount: 100 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(a.auth, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(msg.order.activeSameLink);
    const placed = answers.find((r) => r.statusCode === 201)!.json();
    expect(await balanceAndLedger(t.app, a.memberId)).toMatchObject({ balance: 10_000 - placed.point, ledgerSum: 10_000 - placed.point, rows: 2 });
    expect((await t.app.inject({ url: '/rest/service/order-history', headers: a.auth })).json()).toHaveLength(1);
    // with the first still running, a member who could not pay for it again hears why it cannot be ordered at all
    const broke = await memberWith(200);
    expect((await order(broke.auth, body)).statusCode).toBe(201);
    const twice = await order(broke.auth, body);
    expect(twice.json()).toEqual({ statusCode: 409, message: msg.order.activeSameLink });
  });

  it('needs a login, and shows each member only their own orders', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/rest/service/order', payload: { serviceId: 1, link: freshLink(), amount: 10 } });
    expect(anon.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/rest/service/order-history' })).statusCode).toBe(401);

    const a = await memberWith(10_000);
    const b = await memberWith(0);
    expect((await order(a.auth, { serviceId: byName('틱톡 좋아요').id, link: freshLink(), amount: 100 })).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/rest/service/order-history', headers: b.auth })).json()).toEqual([]);
  });
});
