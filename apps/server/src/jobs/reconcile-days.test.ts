import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../test/helpers/admin.js';
import { registeredMember } from '../../test/helpers/members.js';
import { approvedCharge, askRefund } from '../../test/helpers/refunds.js';
import { dbKinds } from '../../test/helpers/test-app.js';
import { koreanDayOf } from '../db/query-helpers.js';
import { sql } from 'kysely';
import { reconcileFinishedDays } from './reconcile-days.js';

const DAY = 24 * 3600_000;

describe.each(dbKinds)('the daily reconciliation on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  const today = () => koreanDayOf(t.app.ctx.clock.now().toISOString());
  const run = async (day = today()) => {
    const res = await t.call('POST', `/rest/admin/reconciliation/${day}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { figures: Record<string, unknown>; differences: { check: string; expected: number; actual: number; rows: { type: string; id: string; detail: string }[] }[] };
  };
  const alerts = () => t.app.ctx.db.selectFrom('owner_alerts').select(['event_key', 'line']).where('kind', '=', 'reconciliation.mismatch').execute();

  it('keeps the figures of a day that agrees, once per finished day however many sweeps run', async () => {
    t.clock.advance(DAY);
    const m = await registeredMember(t.app);
    const a = await approvedCharge(t.app, m.auth, t.admin.auth, 10_000);
    await approvedCharge(t.app, m.auth, t.admin.auth, 5_000);
    expect((await askRefund(t.app, m.auth, { chargeId: a.id, points: 4_000 })).statusCode).toBe(201);
    const id = (await t.app.ctx.db.selectFrom('refund_requests').select('id').where('charge_id', '=', a.id).executeTakeFirstOrThrow()).id;
    expect((await t.call('POST', `/rest/admin/refunds/${id}/approve`)).statusCode).toBe(200);
    expect((await t.call('POST', `/rest/admin/refunds/${id}/sent`, { transferDate: today() })).statusCode).toBe(200);
    const day = today();
    // the next day, racing sweeps reconcile the finished day once
    t.clock.advance(DAY);
    const sweeps = await Promise.all(Array.from({ length: 4 }, () => reconcileFinishedDays(t.app.ctx)));
    expect(sweeps.filter((s) => s !== null)).toEqual([{ day, differences: 0 }]);
    expect(await reconcileFinishedDays(t.app.ctx)).toBeNull();
    const kept = (await t.call('GET', '/rest/admin/reconciliation')).json() as { day: string; figures: unknown; differences: unknown[] }[];
    expect(kept.find((d) => d.day === day)).toMatchObject({
      differences: [],
      figures: { depositsCredited: 15_000, chargesCredited: 15_000, refundsSent: 4_000, tossDone: 0, tossCancelled: 0, ledger: { charge: 15_000, refund_hold: -4_000 } },
    });
    expect(await alerts()).toEqual([]);
  });

  it('finds an edited ledger row and a deposit credited twice by hand, with the rows that explain them', async () => {
    t.clock.advance(DAY);
    const m = await registeredMember(t.app);
    const a = await approvedCharge(t.app, m.auth, t.admin.auth, 20_000);
    const b = await approvedCharge(t.app, m.auth, t.admin.auth, 7_000);
    const { db } = t.app.ctx;
    // someone adds 500 to a ledger row by hand
    const edited = await db.selectFrom('point_ledger').select('id').where('kind', '=', 'charge').where('ref_id', '=', String(b.id)).executeTakeFirstOrThrow();
    await db.updateTable('point_ledger').set({ delta: sql`delta + 500` }).where('id', '=', edited.id).execute();
    // and credits charge a a second time by hand, balance and all
    const at = t.app.ctx.clock.now().toISOString();
    const bal = await db.updateTable('members').set({ point: sql`point + 20000` }).where('id', '=', m.memberId).returning('point').executeTakeFirstOrThrow();
    const twice = await db
      .insertInto('point_ledger')
      .values({ member_id: m.memberId, delta: 20_000, balance_after: Number(bal.point), kind: 'charge', ref_type: 'manual', ref_id: String(a.id), memo: '수동 충전', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = await run();
    const byCheck = Object.fromEntries(result.differences.map((d) => [d.check, d]));
    expect(byCheck['충전 원장 = 입금·토스로 승인된 충전']).toMatchObject({ expected: 27_000, actual: 47_500 });
    expect(byCheck['충전 원장 = 입금·토스로 승인된 충전']!.rows.map((r) => r.id).sort()).toEqual([String(edited.id), String(twice.id)].sort());
    expect(byCheck['원장 잔액이 이어지지 않는 기록']!.rows.map((r) => r.id)).toContain(String(edited.id));
    expect(byCheck['회원 잔액 = 원장 합계']!.rows).toEqual([expect.objectContaining({ type: 'member', id: String(m.memberId), detail: '잔액 47,000원 ≠ 원장 합계 47,500원' })]);
    expect((await alerts()).length).toBeGreaterThanOrEqual(3);
    const kept = (await t.call('GET', '/rest/admin/reconciliation')).json() as { day: string; differences: unknown[] }[];
    expect(kept.find((d) => d.day === today())!.differences).toHaveLength(3);
  });
});
