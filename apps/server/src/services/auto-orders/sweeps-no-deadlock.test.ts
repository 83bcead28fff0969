import { AutoOrderStatus, OrderStatus, type Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, memberReachedAt } from '../../../test/helpers/notifications.js';
import { pendingCharge } from '../../../test/helpers/charges.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, type TestApp } from '../../../test/helpers/test-app.js';
import { expireCharges } from '../../jobs/expire-charges.js';
import { placeOrder } from '../orders/place-order.js';
import { runAutoOrders } from './run-auto-order.js';

const HOUR = 60 * 60_000;

/**
 * Sweeps of two workers at once on PostgreSQL, with members ordering meanwhile: batches of auto-order
 * runs over the same members, and charge-expiry sweeps over the same charges, wait for each other and
 * never deadlock (a deadlock is retried by the next round, but PostgreSQL logs it and the round is lost).
 */
describe.runIf(dbKinds.includes('postgres'))('sweeps racing on postgres', () => {
  let t: TestApp;
  let likes: Service;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const services: Service[] = (await t.app.inject({ url: '/rest/service/services' })).json();
    likes = services.find((s) => s.text === '인스타그램 한국인 좋아요')!;
  });
  afterAll(() => t?.close());

  const db = () => t.app.ctx.db;
  /** What went wrong, by PostgreSQL's code (40P01: deadlock detected). */
  const deadlocked = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as { code?: string }).code ?? r.reason)] : []));

  it('two auto-order batches over the same members, and orders of those members, all go through', { timeout: 180_000 }, async () => {
    const members = [];
    for (let i = 0; i < 4; i++) {
      const m = await memberReachedAt(t.app, freshPhone());
      await grantPoints(t.app, m.id, 10_000_000);
      members.push(m);
    }
    // 24 auto-orders, each member's spread over both batches
    for (let i = 0; i < 24; i++) {
      await placeOrder(t.app.ctx, members[i % 4]!.memberId, { serviceId: likes.id, link: `https://www.instagram.com/p/race_${++n}`, amount: 100, runs: 30, interval: 60 });
    }
    const ids = (await db().selectFrom('auto_orders').select('id').where('member_id', 'in', members.map((m) => m.memberId)).orderBy('id').execute()).map((r) => r.id);
    const failures: string[] = [];
    for (let round = 0; round < 20; round++) {
      t.clock.advance(HOUR);
      await db().updateTable('orders').set({ fulfilment: 'settled', status: OrderStatus.COMPLETED }).where('member_id', 'in', members.map((m) => m.memberId)).execute();
      const seen = await db().selectFrom('auto_orders').selectAll().where('id', 'in', ids).where('status', '=', AutoOrderStatus.ACTIVE).orderBy('id').execute();
      // three workers each take every third row (one reversed): every member is in every batch
      const part = (k: number) => seen.filter((_, i) => i % 3 === k);
      const results = await Promise.allSettled([
        runAutoOrders(t.app.ctx, part(0)),
        runAutoOrders(t.app.ctx, part(1).reverse()),
        runAutoOrders(t.app.ctx, part(2)),
        ...members.map((m) => placeOrder(t.app.ctx, m.memberId, { serviceId: likes.id, link: `https://www.instagram.com/p/race_${++n}`, amount: 100, runs: 0, interval: 0 })),
      ]);
      failures.push(...deadlocked(results));
    }
    expect(failures).toEqual([]);
    // every run was made once and paid once
    for (const m of members) expect(await balanceAndLedger(t.app, m.memberId)).toMatchObject({ ledgerSum: expect.any(Number), minBalanceAfter: expect.any(Number) });
    const runs = await db().selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('auto_order_id', 'in', ids).executeTakeFirstOrThrow();
    expect(Number(runs.n)).toBe(24 * 21);
  });

  it('two charge-expiry sweeps over the same charges: each charge is cancelled once, no deadlock', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 5; round++) {
      const m = await memberReachedAt(t.app, freshPhone());
      for (let i = 0; i < 30; i++) await pendingCharge(t.app, m.auth, { name: '만료', point: 10_000 + i });
      t.clock.advance(4 * HOUR);
      const results = await Promise.allSettled([expireCharges(t.app.ctx), expireCharges(t.app.ctx), expireCharges(t.app.ctx)]);
      failures.push(...deadlocked(results));
      const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(done.reduce((a, b) => a + b, 0)).toBe(30);
    }
    expect(failures).toEqual([]);
  });
});
