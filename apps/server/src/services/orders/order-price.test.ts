import { couponCreateBodySchema, priceCases, quoteLines, type Order, type OrderDetail, type PriceCase } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, createTestApp, dbAndWriters, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { createCoupon } from '../coupons/coupon-admin.js';

const POINTS = 100_000;
const lines = (price: Order['price']) => quoteLines(price).map((l): [string, string] => [l.label, l.text]);

/**
 * The shared price table (packages/shared/src/orders/quote-cases.ts) through the server's use of
 * quoteOrder: each case placed over HTTP as a member would — a link and a quantity, a package or a
 * subscription, with the member's tier and a coupon — is charged exactly the table's price, answers its
 * lines, and shows them again on the order's page. The web form's test runs the same table.
 */
describe.each(dbAndWriters)('every price from one quote, on %s, %s writer', (kind, writer) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_WRITER: writer });
  });
  afterAll(() => t?.close());

  async function serviceFor(c: PriceCase): Promise<number> {
    const { db } = t.app.ctx;
    const category = await db.selectFrom('categories').select('id').where('visible', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const type = c.order.kind;
    const row = await db
      .insertInto('services')
      .values({ category_id: category.id, text: `가격 표 ${++n}`, notice: '', min: 1, max: 100_000, service_type: type, unit_price_e7: c.input.unitPriceE7, is_read_only: 0, enable_auto: 0, visible: 1, sort_order: 900, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function memberFor(c: PriceCase) {
    const m = await registerAndLogin(t.app);
    const memberId = await grantPoints(t.app, m.id, POINTS);
    if (c.input.tier) {
      const at = new Date().toISOString();
      const { db } = t.app.ctx;
      const tier = await db
        .insertInto('member_tiers')
        .values({ name: c.input.tier.name, color: '#7c3aed', threshold: 1_000_000_000 + n, window_days: null, discount_pct: c.input.tier.discountPct, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('members').set({ tier_id: tier.id }).where('id', '=', memberId).execute();
    }
    return { ...m, memberId };
  }

  async function couponFor(c: PriceCase): Promise<string | undefined> {
    if (!c.input.coupon) return undefined;
    const { name, terms } = c.input.coupon;
    const code = `PRICE${kind.toUpperCase()}${++n}`;
    await createCoupon(t.app.ctx, { adminId: null }, couponCreateBodySchema.parse({ name, kind: 'order_discount', valueType: terms.valueType, value: terms.value, maxDiscount: terms.maxDiscount, code }));
    return code;
  }

  const orderBody = (c: PriceCase, serviceId: number) => {
    const link = `https://www.instagram.com/p/price_${kind}_${++n}`;
    if (c.order.kind === 'Default') return { serviceId, link, amount: c.order.amount };
    if (c.order.kind === 'Package') return { serviceId, link };
    return { serviceId, fields: { username: `price_${kind}_${n}`, min: '1', max: String(c.order.max), posts: String(c.order.posts), delay: '0' } };
  };

  it.each(priceCases)('$name', async (c) => {
    const serviceId = await serviceFor(c);
    const m = await memberFor(c);
    const couponCode = await couponFor(c);
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { ...orderBody(c, serviceId), ...(couponCode ? { couponCode } : {}) } });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as Order;
    expect(placed.point).toBe(c.charge);
    expect(lines(placed.price)).toEqual(c.lines);
    expect(Number((await t.app.ctx.db.selectFrom('orders').select('charge').where('id', '=', placed.id).executeTakeFirstOrThrow()).charge)).toBe(c.charge);
    expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ balance: POINTS - c.charge, ledgerSum: POINTS - c.charge });
    // the order's own page shows the same lines, read back from what the order kept
    const detail = (await t.app.inject({ url: `/rest/service/order-history/${placed.id}`, headers: m.auth })).json() as OrderDetail;
    expect(lines(detail.order.price)).toEqual(c.lines);
  });
});
