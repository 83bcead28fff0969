import { marginMessages, OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { balanceAndLedger, dbKinds, registerAndLogin } from '../../../test/helpers/test-app.js';
import { applyPointChange } from '../../services/points/apply-point-change.js';

// The test clock stands at 2026-11-21 12:00 in Korea (03:00 UTC).
describe.each(dbKinds)('margin figures and the accountant’s CSV files on %s', (kind) => {
  let t: AdminTestApp;
  let memberId: number;
  let loginId: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    const m = await registerAndLogin(t.app);
    loginId = m.id.toLowerCase();
    const { db } = t.app.ctx;
    memberId = (await db.selectFrom('members').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow()).id;
    const at = '2026-11-01T00:00:00.000Z';
    const provider = async (name: string) =>
      (await db.insertInto('providers').values({ name, base_url: 'http://127.0.0.1:9/api/v2', api_key: 'k', enabled: 0, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
    ids.p1 = await provider('패널 A');
    ids.p2 = await provider('패널 B');
    const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const service = async (text: string, providerId: number | null) =>
      (
        await db
          .insertInto('services')
          .values({ category_id: category.id, text, notice: '', min: 1, max: 100_000, unit_price_e7: 100_000_000, is_read_only: 0, enable_auto: 0, visible: 1, sort_order: 0, created_at: at, provider_id: providerId, provider_service_id: providerId ? '1' : null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.a = await service('마진 상품 A', ids.p1);
    ids.b = await service('마진 상품 B', null);
    const order = async (o: { service: number; provider: number | null; created: string; charge: number; refunded: number; cost: number | null; status: number; parent?: number; link?: string }) =>
      (
        await db
          .insertInto('orders')
          .values({
            member_id: memberId,
            service_id: o.service,
            link: o.link ?? `https://www.instagram.com/p/margin_${o.created}_${o.charge}`,
            quantity: 1000,
            unit_price_e7: 100_000_000,
            charge: o.charge,
            refunded: o.refunded,
            cost_won: o.cost,
            status: o.status,
            fulfilment: 'settled',
            provider_id: o.provider,
            parent_order_id: o.parent ?? null,
            created_at: o.created,
            updated_at: o.created,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.o1 = await order({ service: ids.a, provider: ids.p1, created: '2026-11-21T01:00:00.000Z', charge: 10_000, refunded: 0, cost: 6_000, status: OrderStatus.COMPLETED });
    ids.o2 = await order({ service: ids.a, provider: ids.p1, created: '2026-11-19T16:00:00.000Z', charge: 5_000, refunded: 1_000, cost: 3_000, status: OrderStatus.PARTIAL, link: 'https://x.com/a,"b"' });
    ids.o3 = await order({ service: ids.b, provider: null, created: '2026-11-20T20:00:00.000Z', charge: 2_000, refunded: 2_000, cost: 1_500, status: OrderStatus.CANCELED });
    ids.o4 = await order({ service: ids.a, provider: ids.p1, created: '2026-10-01T03:00:00.000Z', charge: 9_999, refunded: 0, cost: null, status: OrderStatus.COMPLETED });
    // The remainder of order 2 carried to 패널 B: its cost counts, it is no order of its own.
    ids.child = await order({ service: ids.a, provider: ids.p2, created: '2026-11-20T05:00:00.000Z', charge: 0, refunded: 0, cost: 700, status: OrderStatus.COMPLETED, parent: ids.o2 });

    const charge = (c: { depositor: string; point: number; feeType: string; feeValue: unknown; status: number; created: string; n: string }) =>
      db
        .insertInto('point_charges')
        .values({ member_id: memberId, depositor: c.depositor, point: c.point, pay_amount: c.feeType === 'FEE' ? Math.round(c.point * 1.1) : c.point, fee_type: c.feeType, fee_value: c.feeValue ? JSON.stringify(c.feeValue) : null, status: c.status, created_at: c.created, expires_at: c.created, order_number: c.n })
        .execute();
    await charge({ depositor: '홍길동', point: 50_000, feeType: 'FEE', feeValue: { company: '주식회사 예시', businessNumber: '1234567890', leader: '홍길동', phone: '0212345678', jobType: '서비스', jobType2: '광고', address: '서울', email: 'tax@example.com' }, status: 1, created: '2026-11-20T02:00:00.000Z', n: 'C-1' });
    await charge({ depositor: '=HYPERLINK("x")', point: 10_000, feeType: 'CASH', feeValue: { phone: '01012345678' }, status: 0, created: '2026-11-21T02:00:00.000Z', n: 'C-2' });
    await charge({ depositor: '범위 밖', point: 1_000, feeType: 'NONE', feeValue: null, status: 1, created: '2026-11-18T02:00:00.000Z', n: 'C-3' });
    // C-1's tax invoice was issued and partly amended by a refund.
    const c1 = await db.selectFrom('point_charges').select('id').where('order_number', '=', 'C-1').executeTakeFirstOrThrow();
    const doc = (d: { role: string; key: string; total: number; tax: number; status: string; num: string | null; original?: number }) =>
      db
        .insertInto('receipt_documents')
        .values({ charge_id: c1.id, kind: 'tax', role: d.role, purpose: 'tax', mgt_key: d.key, original_id: d.original ?? null, supply_cost: d.total - d.tax, tax: d.tax, total: d.total, status: d.status, confirm_num: d.num, next_attempt_at: '2026-11-20T02:00:00.000Z', deadline_at: '2026-12-10T15:00:00.000Z', created_at: '2026-11-20T02:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const issued = await doc({ role: 'issue', key: 'C-1', total: 55_000, tax: 5_000, status: 'issued', num: '20261120410000001' });
    await doc({ role: 'cancel', key: 'C-1-C1', total: 11_000, tax: 1_000, status: 'pending', num: null, original: issued.id });
  });
  afterAll(() => t?.close());

  it('sums revenue net of refunds, provider cost and gross margin over 30 days, by day, service and provider', async () => {
    const res = await t.call('GET', '/rest/admin/margin?days=30');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    // 10,000 + (5,000 − 1,000) + (2,000 − 2,000) = 14,000 revenue; 6,000 + 3,000 + 700 cost (the cancelled order costs nothing).
    expect(r.totals).toEqual({ revenue: 14_000, cost: 9_700, margin: 4_300, orders: 3 });
    expect(r.byDay).toHaveLength(30);
    expect(r.byDay.at(-1)).toEqual({ day: '2026-11-21', revenue: 10_000, cost: 6_000, margin: 4_000, orders: 2 }); // with the cancelled one (05:00 in Korea)
    expect(r.byDay.at(-2)).toEqual({ day: '2026-11-20', revenue: 4_000, cost: 3_700, margin: 300, orders: 1 });
    expect(r.byDay[0].day).toBe('2026-10-23');
    expect(r.byService).toEqual([
      { serviceId: ids.a, name: '마진 상품 A', revenue: 14_000, cost: 9_700, margin: 4_300, orders: 2 },
      { serviceId: ids.b, name: '마진 상품 B', revenue: 0, cost: 0, margin: 0, orders: 1 },
    ]);
    expect(r.byProvider).toEqual([
      { providerId: ids.p1, name: '패널 A', revenue: 14_000, cost: 9_000, margin: 5_000, orders: 2 },
      { providerId: null, name: '기본 (시뮬레이션)', revenue: 0, cost: 0, margin: 0, orders: 1 },
      { providerId: ids.p2, name: '패널 B', revenue: 0, cost: 700, margin: -700, orders: 0 },
    ]);

    const ninety = (await t.call('GET', '/rest/admin/margin?days=90')).json();
    expect(ninety.totals).toEqual({ revenue: 23_999, cost: 9_700, margin: 14_299, orders: 4 });
    const bad = await t.call('GET', '/rest/admin/margin?days=7');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(marginMessages.daysInvalid);
  });

  it('subtracts marketing cost: bonuses, coupon points and referral rewards net of their clawbacks, in the period only', async () => {
    const give = (kind: 'bonus' | 'bonus_clawback' | 'coupon' | 'referral' | 'referral_clawback', delta: number, at: string, ref: string) =>
      t.app.ctx.db.transaction().execute((trx) => applyPointChange(trx, { memberId, delta, kind, refType: 'test', refId: ref, at }));
    await give('bonus', 1_000, '2026-11-20T01:00:00.000Z', 'b1');
    await give('bonus_clawback', -400, '2026-11-21T01:00:00.000Z', 'b1');
    await give('coupon', 300, '2026-11-19T01:00:00.000Z', 'c1');
    await give('referral', 2_000, '2026-11-20T02:00:00.000Z', 'r1');
    await give('referral_clawback', -500, '2026-11-21T02:00:00.000Z', 'r1');
    await give('referral', 9_000, '2026-09-01T02:00:00.000Z', 'r-old'); // before the 30 days
    const r = (await t.call('GET', '/rest/admin/margin?days=30')).json();
    expect(r.marketing).toEqual({ bonuses: 600, coupons: 300, referrals: 1_500, orderDiscounts: 0, total: 2_400, marginAfter: 4_300 - 2_400 });
    expect((await t.call('GET', '/rest/admin/margin?days=90')).json().marketing.referrals).toBe(10_500); // 2026-09-01 is inside 90 days
    const money = await balanceAndLedger(t.app, memberId);
    expect(money.balance).toBe(money.ledgerSum);
  });

  it('counts the tier and coupon discounts of the period’s orders as marketing cost, not a cancelled order’s', async () => {
    const before = (await t.call('GET', '/rest/admin/margin?days=30')).json().marketing;
    const recent = await t.app.ctx.db.selectFrom('orders').select(['id', 'status']).where('created_at', '>=', '2026-11-01T00:00:00.000Z').orderBy('id').execute();
    const kept = recent.find((o) => o.status !== OrderStatus.CANCELED)!;
    const cancelled = recent.find((o) => o.status === OrderStatus.CANCELED);
    await t.app.ctx.db.updateTable('orders').set({ tier_discount: 700, coupon_discount: 1_000 }).where('id', '=', kept.id).execute();
    if (cancelled) await t.app.ctx.db.updateTable('orders').set({ tier_discount: 5_000 }).where('id', '=', cancelled.id).execute();
    const after = (await t.call('GET', '/rest/admin/margin?days=30')).json().marketing;
    expect(after.orderDiscounts - before.orderDiscounts).toBe(1_700);
    expect(after.total - before.total).toBe(1_700);
    await t.app.ctx.db.updateTable('orders').set({ tier_discount: 0, coupon_discount: 0 }).where('id', 'in', recent.map((o) => o.id)).execute();
  });

  it('exports the period’s orders and charges as CSV an accountant opens in Excel', async () => {
    const orders = await t.call('GET', '/rest/admin/exports/orders.csv?from=2026-11-20&to=2026-11-21');
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.headers['content-type']).toMatch(/^text\/csv/);
    expect(orders.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-20-2026-11-21.csv"');
    expect(orders.body.startsWith('\uFEFF')).toBe(true);
    const lines = orders.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      '주문일시,주문번호,회원 아이디,상품,링크,수량,결제 금액(원),환불(원),순매출(원),원가(원),상태',
      `2026-11-20 01:00:00,${ids.o2},${loginId},마진 상품 A,"https://x.com/a,""b""",1000,5000,1000,4000,3700,부분 완료`,
      `2026-11-21 05:00:00,${ids.o3},${loginId},마진 상품 B,https://www.instagram.com/p/margin_2026-11-20T20:00:00.000Z_2000,1000,2000,2000,0,0,취소(전액 환불)`,
      `2026-11-21 10:00:00,${ids.o1},${loginId},마진 상품 A,https://www.instagram.com/p/margin_2026-11-21T01:00:00.000Z_10000,1000,10000,0,10000,6000,완료`,
    ]);

    const charges = await t.call('GET', '/rest/admin/exports/charges.csv?from=2026-11-20&to=2026-11-21');
    expect(charges.statusCode, charges.body).toBe(200);
    expect(charges.body.slice(1).trimEnd().split('\r\n')).toEqual([
      '신청일시,충전번호,회원 아이디,입금자명,충전 포인트,입금액(원),상태,처리일시,영수증,상호,사업자등록번호,대표자,이메일,전화번호,발급 문서,문서번호,승인번호,발급 상태,취소·수정 문서',
      `2026-11-20 11:00:00,C-1,${loginId},홍길동,50000,55000,승인,,세금계산서,주식회사 예시,1234567890,홍길동,tax@example.com,0212345678,세금계산서,C-1,20261120410000001,발급 완료,수정세금계산서 - 발급 대기 (11000원)`,
      `2026-11-21 11:00:00,C-2,${loginId},"'=HYPERLINK(""x"")",10000,10000,대기,,현금영수증,,,,,01012345678,,,,,`,
    ]);

    for (const q of ['from=2026-11-21&to=2026-11-20', 'from=2026-1-1&to=2026-11-20', 'from=2025-01-01&to=2026-11-20', 'from=2024-01-01']) {
      const res = await t.call('GET', `/rest/admin/exports/orders.csv?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    // Without dates: this month in Korea up to today.
    const month = await t.call('GET', '/rest/admin/exports/orders.csv');
    expect(month.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-01-2026-11-21.csv"');
    expect(month.body.trimEnd().split('\r\n')).toHaveLength(4);
    const member = await registerAndLogin(t.app);
    expect((await t.call('GET', '/rest/admin/exports/orders.csv?from=2026-11-20&to=2026-11-21', undefined, member.auth)).statusCode).toBe(404);
  });
});
