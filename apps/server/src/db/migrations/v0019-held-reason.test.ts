import { OrderStatus, routeMessages, type HeldReason } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWERS, serviceIdByText } from '../../../test/helpers/seeded-followers.js';
import { createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { sendAtLoss } from '../../services/routing/send-at-loss.js';
import { migrateToLatest } from '../migrate.js';

describe.each(dbKinds)('migration 0019 on a shop with held orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each order already held its reason, read once from what the old code wrote, and no other order one', async () => {
    const serviceId = await serviceIdByText(t.app, FOLLOWERS);
    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 100_000);
    const db = t.app.ctx.db;
    // Orders as the code before 0019 left them: the reason only in last_error's words and send_unknown.
    const before: { fulfilment: 'held' | 'due'; send_unknown: number; last_error: string | null; expected: HeldReason | null }[] = [
      { fulfilment: 'held', send_unknown: 0, last_error: 'held: 원가 보호: 판매가보다 원가가 높거나 최소 마진에 못 미쳐 보낼 수 있는 공급 경로가 없습니다', expected: 'cost_guard' },
      { fulfilment: 'held', send_unknown: 0, last_error: 'held: 사용 중인 공급 경로가 없습니다', expected: 'no_route' },
      { fulfilment: 'held', send_unknown: 1, last_error: 'held: rejected: You have active order with this link. Please wait until order being completed.', expected: 'link_refused_after_unknown' },
      { fulfilment: 'held', send_unknown: 1, last_error: 'held: unavailable: no answer within 2000 ms', expected: 'unknown_outcome' },
      { fulfilment: 'held', send_unknown: 1, last_error: null, expected: 'unknown_outcome' },
      { fulfilment: 'due', send_unknown: 0, last_error: 'held: 원가 보호: 예전 문구', expected: null },
    ];
    const ids: number[] = [];
    for (const [i, o] of before.entries()) {
      const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId, link: `https://www.instagram.com/m0019_${kind}_${i}`, amount: 10 } });
      expect(res.statusCode, res.body).toBe(201);
      const id = (res.json() as { id: number }).id;
      await db.updateTable('orders').set({ fulfilment: o.fulfilment, send_unknown: o.send_unknown, last_error: o.last_error, next_dispatch_at: null }).where('id', '=', id).execute();
      ids.push(id);
    }
    // Back to the schema before 0019, then migrate as a shop upgrading would.
    await db.schema.alterTable('orders').dropColumn('held_reason').execute();
    await db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '0019-held-reason' as never).execute();
    expect(await migrateToLatest({ db, dialect: t.app.ctx.dialect, close: async () => {} })).toEqual(['0019-held-reason']);

    const after = await db.selectFrom('orders').select(['id', 'held_reason']).where('id', 'in', ids).orderBy('id').execute();
    expect(after.map((r) => r.held_reason)).toEqual(before.map((o) => o.expected));
    // From now on the column decides: only the cost-guard hold can be sent at a loss.
    await expect(sendAtLoss(t.app.ctx, { adminId: null }, ids[1]!)).rejects.toMatchObject({ statusCode: 409, message: routeMessages.notCostHeld });
    expect((await sendAtLoss(t.app.ctx, { adminId: null }, ids[0]!)).order).toMatchObject({ id: ids[0], held: false, heldReason: null, status: OrderStatus.PENDING });
  });
});
