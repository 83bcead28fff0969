import { couponCreateBodySchema, type Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payingMembers } from '../../../test/helpers/orders-paid.js';
import { listenerPorts, PROCESS_TOKEN_SECRET, startServerProcess, type ServerProcess } from '../../../test/helpers/server-process.js';
import { balanceAndLedger, createTestApp, dbKinds, type TestApp } from '../../../test/helpers/test-app.js';
import { createCoupon } from './coupon-admin.js';

const RACERS = 8;
const REPETITIONS = 20;

/**
 * A first-order-only coupon, sent by a new member with 8 orders at once through two server processes:
 * exactly one order is discounted, whatever the timing — the "no earlier order" check is decided under
 * a lock of the member's row, so a second order waits for the first to commit and then sees it.
 */
describe.each(dbKinds)('a first-order coupon raced by one member, on %s', (kind) => {
  let t: TestApp;
  const procs: ServerProcess[] = [];
  let ports: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { TOKEN_SECRET: PROCESS_TOKEN_SECRET });
    await createCoupon(t.app.ctx, { adminId: null }, couponCreateBodySchema.parse({ name: '첫 주문 할인', kind: 'order_discount', valueType: 'percent', value: 10, code: 'FIRSTRACE', firstOrderOnly: true, perMemberLimit: 100 }));
    // behind a proxy: each round's member from an address of its own, as members are (coupon codes are throttled per address)
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, { JOBS_ENABLED: 'false', TRUST_PROXY: 'true' }));
    ports = await Promise.all(procs.map(async (p) => (await listenerPorts(p)).shop));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await t?.close();
  });

  it(`8 orders at once with the code: one discount, ${REPETITIONS} times over`, { timeout: 180_000 }, async () => {
    const service = ((await t.app.inject({ url: '/rest/service/services' })).json() as Service[]).find((s) => s.text === '틱톡 좋아요')!;
    let n = 0;
    for (let round = 0; round < REPETITIONS; round++) {
      const [m] = await payingMembers(t.app, 1, 1_000_000);
      const answers = await Promise.all(
        Array.from({ length: RACERS }, async (_, i) => {
          const res = await fetch(`http://127.0.0.1:${ports[i % ports.length]}/rest/service/order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${m!.token}`, 'x-forwarded-for': `203.0.113.${round + 1}` },
            body: JSON.stringify({ serviceId: service.id, link: `https://www.tiktok.com/@race_${kind}_${++n}`, amount: 100, couponCode: 'FIRSTRACE' }),
          });
          return { status: res.status, body: (await res.json()) as { price?: { couponDiscount: number } } };
        }),
      );
      const discounted = answers.filter((a) => a.status === 201 && (a.body.price?.couponDiscount ?? 0) > 0);
      expect(discounted, `round ${round}: ${JSON.stringify(answers.map((a) => a.status))}`).toHaveLength(1);
      // the others are refused in Korean (already ordered), never charged
      for (const a of answers) expect(a.status === 201 || a.status === 400, JSON.stringify(a)).toBe(true);
      const kept = await t.app.ctx.db.selectFrom('orders').select(['coupon_discount']).where('member_id', '=', m!.memberId).execute();
      expect(kept.filter((o) => Number(o.coupon_discount) > 0)).toHaveLength(1);
      const money = await balanceAndLedger(t.app, m!.memberId);
      expect(money.ledgerSum).toBe(money.balance);
    }
  });
});
