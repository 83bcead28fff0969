import { couponMessages as cm, msg, OrderStatus, type AdminCoupon, type CouponCreateBody } from '@snsshop/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, routeTable, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { pendingCharge } from '../../../../test/helpers/charges.js';
import { FOLLOWERS, serviceIdByText } from '../../../../test/helpers/seeded-followers.js';
import { balanceAndLedger, dbAndWriters, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { adminCouponRoutes } from '../../admin/coupons/coupons.routes.js';
import { creditCharge } from '../../../services/charges/credit-charge.js';
import { onChargeReversed } from '../../../services/growth/charge-events.js';
import { applyPointChange } from '../../../services/points/apply-point-change.js';
import { settleOrder } from '../../../services/orders/settle-order.js';
import { linkMaker } from '../../../../test/helpers/links.js';

const DAY = 86_400_000;

describe.each(dbAndWriters)('coupons on %s, %s writer', (kind, writer) => {
  let t: AdminTestApp;
  let followers: number;
  let ipNo = 0;
  const freshLink = linkMaker(`https://www.instagram.com/coupon_case_`);
  // each test's guesses from their own addresses, so the per-IP throttle is tested on purpose only
  const nextIp = () => `10.0.${Math.floor(++ipNo / 250)}.${ipNo % 250}`;
  const members: number[] = [];

  beforeAll(async () => {
    t = await createAdminTestApp(kind, { ORDER_WRITER: writer });
    followers = await serviceIdByText(t.app, FOLLOWERS); // 45원 each
  });
  afterAll(async () => {
    // balance == sum of ledger rows, never below zero, for every member any test touched
    for (const id of members) {
      const money = await balanceAndLedger(t.app, id);
      expect(money.ledgerSum).toBe(money.balance);
      expect(money.minBalanceAfter).toBe(0);
    }
    await t?.close();
  });

  async function member(points = 0) {
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, Math.max(points, 1));
    members.push(memberId);
    return { ...m, memberId };
  }
  const newCoupon = async (body: CouponCreateBody) => {
    const res = await t.call('POST', '/rest/admin/coupons', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminCoupon;
  };
  const redeem = (auth: Record<string, string> | undefined, code: string, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/rest/service/coupon/redeem', headers: auth ?? {}, payload: { code }, remoteAddress: ip });
  const quote = (auth: Record<string, string> | undefined, body: object) =>
    t.app.inject({ method: 'POST', url: '/rest/service/coupon/quote', headers: auth ?? {}, payload: body, remoteAddress: nextIp() });
  const order = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId: followers, link: freshLink(), amount: 100, ...payload }, remoteAddress: nextIp() });
  const ledgerOf = (memberId: number, kindName: string) =>
    t.app.ctx.db.selectFrom('point_ledger').selectAll().where('member_id', '=', memberId).where('kind', '=', kindName).orderBy('id').execute();
  const bad = (message: string) => ({ statusCode: 400, message });

  it('a points coupon credits its points once, by a code typed in any case, within its limits', async () => {
    const c = await newCoupon({ name: '가입 축하', kind: 'points', valueType: 'fixed', value: 3000, code: 'Welcome-2026', totalLimit: 2 });
    expect(c).toMatchObject({ code: 'WELCOME-2026', benefit: '3,000원', usedCount: 0, cost: 0 });
    const [a, b, late] = [await member(), await member(), await member()];
    const res = await redeem(a.auth, 'welcome-2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: cm.pointsGiven('3,000원'), balance: 3001, coupon: { kind: 'points', status: 'used', value: 3000 } });
    const [row] = await ledgerOf(a.memberId, 'coupon');
    expect({ delta: Number(row!.delta), ref_type: row!.ref_type, ref_id: row!.ref_id }).toEqual({ delta: 3000, ref_type: 'coupon_redemption', ref_id: String(res.json().coupon.id) });
    expect((await redeem(a.auth, 'WELCOME-2026')).json()).toEqual(bad(cm.perMemberUsed));
    expect((await redeem(b.auth, ' Welcome-2026 ')).statusCode).toBe(200);
    expect((await redeem(late.auth, 'WELCOME-2026')).json()).toEqual(bad(cm.soldOut));
    expect((await redeem(late.auth, 'NO-SUCH-CODE')).json()).toEqual(bad(cm.notFound));
    expect((await redeem(late.auth, '쿠폰!')).json()).toEqual(bad(cm.codeInvalid));
    expect(await balanceAndLedger(t.app, late.memberId)).toMatchObject({ balance: 1, rows: 1 });
    const listed = ((await t.call('GET', '/rest/admin/coupons')).json() as AdminCoupon[]).find((x) => x.id === c.id);
    expect(listed).toMatchObject({ usedCount: 2, cost: 6000 });
  });

  it('refuses guests, expired and stopped coupons with Korean messages', async () => {
    const expiring = await newCoupon({ name: '주말 한정', kind: 'points', valueType: 'fixed', value: 500, code: 'WEEKEND', expiresAt: new Date(t.clock.now().getTime() + DAY).toISOString() });
    const stopped = await newCoupon({ name: '중지됨', kind: 'points', valueType: 'fixed', value: 500, code: 'STOPPED', active: false });
    const m = await member();
    expect((await redeem(undefined, 'WEEKEND')).json()).toEqual({ statusCode: 401, message: msg.common.unauthorized });
    expect((await quote(undefined, { code: 'WEEKEND', serviceId: followers, quantity: 100 })).statusCode).toBe(401);
    expect((await redeem(m.auth, 'STOPPED')).json()).toEqual(bad(cm.inactive));
    const listed = async () => ((await t.call('GET', '/rest/admin/coupons')).json() as { id: number; expired: boolean }[]).find((c) => c.id === expiring.id);
    expect(await listed()).toMatchObject({ expired: false });
    t.clock.advance(DAY);
    expect((await redeem(m.auth, 'weekend')).json()).toEqual(bad(cm.expired));
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 1, rows: 1 });
    expect(expiring.usedCount + stopped.usedCount).toBe(0);
    // the console marks it expired, and refuses to make or move a coupon to an expiry already past
    expect(await listed()).toMatchObject({ expired: true });
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const before = (await t.call('GET', '/rest/admin/coupons')).json().length;
    expect((await t.call('POST', '/rest/admin/coupons', { name: '지난 쿠폰', kind: 'points', valueType: 'fixed', value: 500, expiresAt: past })).json()).toEqual(bad(cm.expiresPast));
    expect((await t.call('GET', '/rest/admin/coupons')).json()).toHaveLength(before);
    expect((await t.call('PATCH', `/rest/admin/coupons/${stopped.id}`, { expiresAt: past })).json()).toEqual(bad(cm.expiresPast));
  });

  it('50 members racing for one single-use code: one gets it; the batch downloads as CSV', async () => {
    const c = await newCoupon({ name: '카톡 채널 1회용', kind: 'points', valueType: 'fixed', value: 1000, singleUseCodes: 3 });
    expect(c).toMatchObject({ code: null, singleUseCodes: 1 });
    const csv = await t.call('GET', `/rest/admin/coupons/${c.id}/codes.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('쿠폰 코드,사용 회원,사용 일시');
    const codes = lines.slice(1).map((l) => l.split(',')[0]!);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

    const racers = await Promise.all(Array.from({ length: 50 }, () => member()));
    const answers = await Promise.all(racers.map((r) => redeem(r.auth, codes[0]!.toLowerCase())));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json()).toEqual(bad(cm.codeTaken));
    const credited = await t.app.ctx.db.selectFrom('point_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'coupon').where('ref_type', '=', 'coupon_redemption').where('ref_id', '=', String(won[0]!.json().coupon.id)).executeTakeFirstOrThrow();
    expect(Number(credited.n)).toBe(1);
    const winner = racers[answers.indexOf(won[0]!)]!;
    const after = (await t.call('GET', `/rest/admin/coupons/${c.id}/codes.csv`)).body;
    expect(after).toContain(`${codes[0]},${winner.id.toLowerCase()},`);
    // the same code again, by its own holder: already theirs
    expect((await redeem(winner.auth, codes[0]!)).json()).toEqual(bad(cm.perMemberUsed));

    // one member sending one shared code 8 times at once: used once
    await newCoupon({ name: '동시 요청', kind: 'points', valueType: 'fixed', value: 700, code: 'RACE-ONE' });
    const eager = await member();
    // 8: under the member's guess limit, which racing requests at its edge could all be refused by
    const eight = await Promise.all(Array.from({ length: 8 }, () => redeem(eager.auth, 'race-one')));
    expect(eight.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of eight.filter((x) => x.statusCode !== 200)) expect(a.json()).toEqual(bad(cm.perMemberUsed));
    expect(await balanceAndLedger(t.app, eager.memberId)).toMatchObject({ balance: 701, ledgerSum: 701, rows: 2 });

    const more = await t.call('POST', `/rest/admin/coupons/${c.id}/codes`, { count: 2 });
    expect(more.statusCode, more.body).toBe(200);
    expect((await t.call('GET', `/rest/admin/coupons/${c.id}/codes.csv`)).body.trim().split('\r\n')).toHaveLength(6);
  });

  it('a charge-bonus coupon pays on the next credited charge at or above its minimum, once, as its own ledger row', async () => {
    await newCoupon({ name: '충전 10% 추가', kind: 'charge_bonus', valueType: 'percent', value: 10, maxDiscount: 5000, minAmount: 10_000, code: 'CHARGE10' });
    const m = await member();
    const res = await redeem(m.auth, 'charge10');
    expect(res.json()).toMatchObject({ message: cm.chargeBonusHeld('10% (최대 5,000원)'), coupon: { status: 'held', kind: 'charge_bonus' } });
    const credit = async (point: number) => {
      const c = await pendingCharge(t.app, m.auth, { point });
      await t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, c.id, 'admin', t.clock.now().toISOString()));
      return c.id;
    };
    await credit(5_000); // below the minimum: nothing, the coupon still waits
    expect(await ledgerOf(m.memberId, 'coupon')).toHaveLength(0);
    const chargeId = await credit(100_000);
    const rows = await ledgerOf(m.memberId, 'coupon');
    expect(rows.map((r) => Number(r.delta))).toEqual([5000]); // 10% of 100,000 capped at 5,000
    const redemption = await t.app.ctx.db.selectFrom('coupon_redemptions').selectAll().where('id', '=', res.json().coupon.id).executeTakeFirstOrThrow();
    expect(redemption).toMatchObject({ status: 'used', charge_id: chargeId, value: 5000 });
    await credit(20_000);
    expect(await ledgerOf(m.memberId, 'coupon')).toHaveLength(1);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 1 + 5_000 + 100_000 + 5_000 + 20_000 });
    const mine = (await t.app.inject({ url: '/rest/service/coupons', headers: m.auth })).json();
    expect(mine).toEqual([expect.objectContaining({ name: '충전 10% 추가', status: 'used', value: 5000 })]);

    // the charge reversed (its payment refunded): the coupon's points go back once, only what the balance holds
    const charge = await t.app.ctx.db.selectFrom('point_charges').selectAll().where('id', '=', chargeId).executeTakeFirstOrThrow();
    const spend = async (delta: number) => t.app.ctx.db.transaction().execute((trx) => applyPointChange(trx, { memberId: m.memberId, delta, kind: 'adjust', refType: 'test', refId: `spend-${chargeId}`, at: t.clock.now().toISOString() }));
    await spend(-(1 + 5_000 + 100_000 + 5_000 + 20_000 - 3_000)); // 3,000 left: 2,000 of the coupon's 5,000 already spent
    const reverse = () => t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge, points: 100_000, whole: false, ref: { type: 'refund_request', id: 900011 } }, t.clock.now().toISOString()));
    await Promise.all([reverse(), reverse()]);
    await reverse();
    const back = await ledgerOf(m.memberId, 'bonus_clawback');
    expect(back.filter((r) => r.ref_type === 'coupon_redemption').map((r) => Number(r.delta))).toEqual([-3_000]);
    const taken = await t.app.ctx.db.selectFrom('coupon_redemptions').select(['clawed_back', 'shortfall']).where('id', '=', res.json().coupon.id).executeTakeFirstOrThrow();
    expect([Number(taken.clawed_back), Number(taken.shortfall)]).toEqual([3_000, 2_000]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it('an order-discount coupon: /order shows the price after it, the order pays that, and the checks refuse in Korean', async () => {
    const category = await t.app.ctx.db.selectFrom('services').select('category_id').where('id', '=', followers).executeTakeFirstOrThrow();
    const other = await t.app.ctx.db.selectFrom('services').select('id').where('category_id', '!=', category.category_id).where('visible', '=', 1).executeTakeFirstOrThrow();
    await newCoupon({ name: '팔로워 10%', kind: 'order_discount', valueType: 'percent', value: 10, maxDiscount: 400, minAmount: 3000, scope: 'category', scopeId: category.category_id, code: 'FOLLOW10', perMemberLimit: 2 });
    const m = await member(20_000);
    const q = await quote(m.auth, { code: 'follow10', serviceId: followers, quantity: 100 });
    expect(q.json()).toEqual({ name: '팔로워 10%', benefit: '10% (최대 400원)', terms: { kind: 'order_discount', valueType: 'percent', value: 10, maxDiscount: 400 }, price: 4500, discount: 400, payable: 4100 });
    expect((await quote(m.auth, { code: 'FOLLOW10', serviceId: other.id, quantity: 100 })).json()).toEqual(bad(cm.wrongScope));
    expect((await quote(m.auth, { code: 'FOLLOW10', serviceId: followers, quantity: 50 })).json()).toEqual(bad(cm.minOrder('3,000원')));
    expect((await order(m.auth, { serviceId: other.id, amount: 100, couponCode: 'FOLLOW10' })).json()).toEqual(bad(cm.wrongScope));
    expect((await order(m.auth, { couponCode: 'CHARGE10' })).json()).toEqual(bad(cm.notForOrder));
    expect((await order(m.auth, { couponCode: 'FOLLOW10', runs: 2, interval: 60 })).json()).toEqual(bad(cm.autoOrderNoCoupon));
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 20_000, rows: 1 });

    const placed = await order(m.auth, { couponCode: 'Follow10' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ point: 4100, price: { couponDiscount: 400 } });
    const row = await t.app.ctx.db.selectFrom('orders').select(['charge', 'coupon_discount', 'coupon_redemption_id']).where('id', '=', placed.json().id).executeTakeFirstOrThrow();
    expect({ charge: Number(row.charge), discount: Number(row.coupon_discount) }).toEqual({ charge: 4100, discount: 400 });
    expect((await ledgerOf(m.memberId, 'order')).map((r) => Number(r.delta))).toEqual([-4100]);
    // an order without a coupon is unchanged
    expect((await order(m.auth, {})).json()).toMatchObject({ point: 4500 });
    // registered first in /account, then used at /order: the same use, not a second one
    const n = await member(10_000);
    expect((await redeem(n.auth, 'FOLLOW10')).json().message).toBe(cm.orderDiscountHeld('10% (최대 400원)'));
    expect((await order(n.auth, { couponCode: 'FOLLOW10' })).json()).toMatchObject({ point: 4100 });
    const uses = await t.app.ctx.db.selectFrom('coupon_redemptions').select(['status', 'order_id']).where('member_id', '=', n.memberId).execute();
    expect(uses).toHaveLength(1);
    expect(uses[0]!.status).toBe('used');
  });

  it('first order only, and a fixed discount never more than the price', async () => {
    await newCoupon({ name: '첫 주문 3,000원', kind: 'order_discount', valueType: 'fixed', value: 3000, code: 'FIRST3000', firstOrderOnly: true });
    await newCoupon({ name: '큰 할인', kind: 'order_discount', valueType: 'fixed', value: 99_000, code: 'BIG' });
    const m = await member(10_000);
    expect((await order(m.auth, { amount: 10, couponCode: 'BIG' })).json()).toMatchObject({ point: 0, price: { couponDiscount: 450 } });
    expect((await order(m.auth, { couponCode: 'FIRST3000' })).json()).toEqual(bad(cm.firstOrderOnly));
    const fresh = await member(10_000);
    expect((await order(fresh.auth, { couponCode: 'first3000' })).json()).toMatchObject({ point: 1500, price: { couponDiscount: 3000 } });
  });

  it('a cancelled order refunds what was paid and gives its coupon back, unless the coupon has expired', async () => {
    await newCoupon({ name: '돌려받는 쿠폰', kind: 'order_discount', valueType: 'fixed', value: 1000, code: 'BACK1000', expiresAt: new Date(t.clock.now().getTime() + 2 * DAY).toISOString() });
    const m = await member(20_000);
    const first = (await order(m.auth, { couponCode: 'BACK1000' })).json();
    expect(first.point).toBe(3500);
    const cancel = await t.app.inject({ method: 'POST', url: `/rest/service/order/${first.id}/cancel`, headers: m.auth });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await ledgerOf(m.memberId, 'refund')).map((r) => Number(r.delta))).toEqual([3500]);
    const mine = (await t.app.inject({ url: '/rest/service/coupons', headers: m.auth })).json();
    expect(mine[0]).toMatchObject({ code: 'BACK1000', status: 'held', value: 0 });
    // used again on another order: still one use of the coupon
    const second = (await order(m.auth, { couponCode: 'BACK1000' })).json();
    expect(second.point).toBe(3500);
    t.clock.advance(3 * DAY);
    expect((await t.app.inject({ method: 'POST', url: `/rest/service/order/${second.id}/cancel`, headers: m.auth })).statusCode).toBe(200);
    const after = await t.app.ctx.db.selectFrom('coupon_redemptions').select(['status', 'order_id']).where('member_id', '=', m.memberId).execute();
    expect(after).toEqual([{ status: 'used', order_id: second.id }]);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 20_000 });
  });

  it('a partial delivery refunds on the price the member paid after the coupon', async () => {
    await newCoupon({ name: '20% 할인', kind: 'order_discount', valueType: 'percent', value: 20, code: 'PART20' });
    const m = await member(20_000);
    const placed = (await order(m.auth, { amount: 333, couponCode: 'PART20' })).json();
    // 333 × 45원 = 14,985원; 20% = 2,997원 off; paid 11,988원
    expect(placed).toMatchObject({ point: 11_988, price: { couponDiscount: 2997 } });
    await t.app.ctx.db.updateTable('orders').set({ fulfilment: 'sent', provider_order_id: 'x1' }).where('id', '=', placed.id).execute();
    await settleOrder(t.app.ctx.db, t.clock, placed.id, { status: OrderStatus.PARTIAL, startCount: 0, remains: 100, charge: null });
    // 100 ÷ 333 × 11,988원 = 3,600원 (whole won, rounded down) — not 100 ÷ 333 × 14,985원
    expect((await ledgerOf(m.memberId, 'refund')).map((r) => Number(r.delta))).toEqual([3600]);
    const detail = (await t.app.inject({ url: `/rest/service/order-history/${placed.id}`, headers: m.auth })).json();
    expect(JSON.stringify(detail)).toContain('11,988');
    // not refunded in full: the coupon stays used
    const r = await t.app.ctx.db.selectFrom('coupon_redemptions').select('status').where('member_id', '=', m.memberId).executeTakeFirstOrThrow();
    expect(r.status).toBe('used');
  });

  it('a typed order (custom comments) takes the coupon on its tier price: quoted and charged alike, given back on a full cancel', async () => {
    const { id: _id, ...base } = await t.app.ctx.db.selectFrom('services').selectAll().where('id', '=', followers).executeTakeFirstOrThrow();
    const comments = (
      await t.app.ctx.db
        .insertInto('services')
        .values({ ...base, text: '쿠폰 댓글 상품', service_type: 'Custom Comments', unit_price_e7: 5_000_000_000, min: 2, max: 100, enable_auto: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await newCoupon({ name: '댓글 15%', kind: 'order_discount', valueType: 'percent', value: 15, code: 'TYPED15', scope: 'service', scopeId: comments });
    const m = await member(20_000);
    const at = new Date().toISOString();
    const tier = await t.app.ctx.db.insertInto('member_tiers').values({ name: 'VIP', color: '#7c3aed', threshold: 0, window_days: null, discount_pct: 10, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    await t.app.ctx.db.updateTable('members').set({ tier_id: tier.id }).where('id', '=', m.memberId).execute();

    // 3 comments × 500원 = 1,500원; VIP 10% → 1,350원; 15% of that (rounded down) = 202원 → 1,148원
    expect((await quote(m.auth, { code: 'typed15', serviceId: comments, quantity: 3 })).json()).toEqual({ name: '댓글 15%', benefit: '15%', terms: { kind: 'order_discount', valueType: 'percent', value: 15, maxDiscount: null }, price: 1350, discount: 202, payable: 1148 });
    expect((await quote(m.auth, { code: 'TYPED15', serviceId: followers, quantity: 100 })).json()).toEqual(bad(cm.wrongScope));
    const placed = await order(m.auth, { serviceId: comments, amount: undefined, fields: { comments: '첫 댓글\n두 번째 댓글\n세 번째 댓글' }, couponCode: 'TYPED15' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ point: 1148, price: { couponDiscount: 202 }, amount: 3 });
    const row = await t.app.ctx.db.selectFrom('orders').select(['charge', 'list_price', 'tier_discount', 'coupon_discount']).where('id', '=', placed.json().id).executeTakeFirstOrThrow();
    expect([row.charge, row.list_price, row.tier_discount, row.coupon_discount].map(Number)).toEqual([1148, 1500, 150, 202]);
    expect((await ledgerOf(m.memberId, 'order')).map((r) => Number(r.delta))).toEqual([-1148]);

    const cancel = await t.app.inject({ method: 'POST', url: `/rest/service/order/${placed.json().id}/cancel`, headers: m.auth });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await ledgerOf(m.memberId, 'refund')).map((r) => Number(r.delta))).toEqual([1148]);
    expect((await t.app.inject({ url: '/rest/service/coupons', headers: m.auth })).json()[0]).toMatchObject({ code: 'TYPED15', status: 'held' });
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: 20_000 });
  });

  it('throttles code guesses per member and per IP with a Korean message', async () => {
    const m = await member();
    for (let i = 0; i < 10; i++) expect((await redeem(m.auth, `GUESS-${i}`)).statusCode).toBe(400);
    expect((await redeem(m.auth, 'GUESS-X')).json()).toEqual({ statusCode: 429, message: cm.tooManyGuesses });
    expect((await quote(m.auth, { code: 'GUESS-Y', serviceId: followers, quantity: 100 })).statusCode).toBe(429);
    const ip = '10.9.9.9';
    const many = await Promise.all(Array.from({ length: 7 }, () => member()));
    let refused = 0;
    for (const x of many) for (let i = 0; i < 9; i++) if ((await redeem(x.auth, `IP-${i}`, ip)).statusCode === 429) refused++;
    expect(refused).toBe(7 * 9 - 60);
    t.clock.advance(11 * 60_000);
    expect((await redeem(m.auth, 'GUESS-Z')).json()).toEqual(bad(cm.notFound));
  });

  it('console: edits are audited, redemptions page with what they cost, routes declare their permission', async () => {
    const c = await newCoupon({ name: '콘솔', kind: 'points', valueType: 'fixed', value: 100, code: 'CONSOLE' });
    for (let i = 0; i < 3; i++) expect((await redeem((await member()).auth, 'CONSOLE')).statusCode).toBe(200);
    const page1 = (await t.call('GET', `/rest/admin/coupons/${c.id}/redemptions?size=2`)).json();
    expect(page1.items).toHaveLength(2);
    const page2 = (await t.call('GET', `/rest/admin/coupons/${c.id}/redemptions?size=2&before=${page1.next}`)).json();
    expect(page2).toMatchObject({ next: null, items: [expect.objectContaining({ value: 100, status: 'used' })] });
    const patched = await t.call('PATCH', `/rest/admin/coupons/${c.id}`, { active: false, name: '콘솔 (중지)' });
    expect(patched.json()).toMatchObject({ active: false, name: '콘솔 (중지)', usedCount: 3, cost: 300 });
    expect((await auditOf(t.app, 'coupon', c.id)).map((a) => a.action)).toEqual(['coupon.create', 'coupon.update']);
    expect((await t.call('POST', '/rest/admin/coupons', { name: '중복', kind: 'points', valueType: 'fixed', value: 1, code: 'console' })).json()).toEqual(bad(cm.codeExists));
    expect((await t.call('POST', '/rest/admin/coupons', { name: '잘못', kind: 'points', valueType: 'percent', value: 10 })).json()).toEqual(bad(cm.pointsFixedOnly));
    expect((await t.call('POST', `/rest/admin/coupons/${c.id}/codes`, { count: 5 })).json()).toEqual(bad(cm.batchOnly));
    const someone = await member();
    expect((await t.app.inject({ url: '/rest/admin/coupons', headers: someone.auth })).statusCode).toBe(404);
    // every console route of coupons declares its permission (read for GET, edit for changes)
    const probe = Fastify();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    const seen: { method: string; url: string; permission: unknown }[] = [];
    probe.addHook('onRoute', (r) => {
      if (r.method !== 'HEAD') seen.push({ method: String(r.method), url: r.url, permission: (r.config as { permission?: string } | undefined)?.permission });
    });
    await probe.register(adminCouponRoutes, { ctx: t.app.ctx });
    await probe.ready();
    expect(seen.length).toBe(routeTable(t.app).filter((r) => r.url.startsWith('/rest/admin/coupons') && r.method !== 'HEAD').length);
    for (const r of seen) expect(r.permission, `${r.method} ${r.url}`).toBe(r.method === 'GET' ? 'growth.read' : 'growth.edit');
    await probe.close();
  });
});
