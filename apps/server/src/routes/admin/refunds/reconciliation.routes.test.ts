import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { invoice, setSetting } from '../../../../test/helpers/charges.js';
import { registeredMember } from '../../../../test/helpers/members.js';
import { approvedCharge } from '../../../../test/helpers/refunds.js';
import { dbKinds } from '../../../../test/helpers/test-app.js';
import { koreanDayOf } from '../../../db/query-helpers.js';

const DAY = 24 * 3600_000;
type Day = { day: string; figures: { depositsCredited: number; chargesCredited: number; tossCancelled: number }; differences: { check: string; expected: number; actual: number; unit: string; rows: { type: string; id: string; detail: string }[] }[] };

describe.each(dbKinds)('the reconciliation screen on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    await setSetting(t.app, 'ENABLE_PAYMENT_FEE', true);
  });
  afterAll(() => t?.close());

  const today = () => koreanDayOf(t.app.ctx.clock.now().toISOString());
  const run = async (day: string) => {
    const res = await t.call('POST', `/rest/admin/reconciliation/${day}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Day;
  };
  const days = async (view?: string) => (await t.call('GET', `/rest/admin/reconciliation${view ? `?view=${view}` : ''}`)).json() as Day[];

  it('counts a tax invoice\'s money as received (11,000원) beside its 10,000 points, and a day that agrees is not among the differences', async () => {
    t.clock.advance(DAY);
    const m = await registeredMember(t.app);
    await approvedCharge(t.app, m.auth, t.admin.auth, 10_000, { feeType: 'FEE', feeValue: invoice });
    await approvedCharge(t.app, m.auth, t.admin.auth, 5_000);
    const day = await run(today());
    expect(day.figures).toMatchObject({ depositsCredited: 16_000, chargesCredited: 15_000 });
    expect(day.differences).toEqual([]);
    expect((await days()).map((d) => d.day)).toContain(today());
    expect((await days('differences')).map((d) => d.day)).not.toContain(today());
  });

  it('lists the days with differences, the rows behind each, and a day run again once it is put right', async () => {
    t.clock.advance(DAY);
    const bad = today();
    const m = await registeredMember(t.app);
    const c = await approvedCharge(t.app, m.auth, t.admin.auth, 10_000, { feeType: 'FEE', feeValue: invoice });
    const { db } = t.app.ctx;
    // the charge's ledger credit is lost, and a deposit arrives that credits nothing
    const credit = await db.selectFrom('point_ledger').select(['id', 'delta', 'balance_after']).where('kind', '=', 'charge').where('ref_id', '=', String(c.id)).executeTakeFirstOrThrow();
    await db.deleteFrom('point_ledger').where('id', '=', credit.id).execute();
    const at = t.app.ctx.clock.now().toISOString();
    await db.insertInto('unmatched_deposits').values({ source: 'feed', trace_id: `t-${kind}-${Date.now()}`, amount: 33_000, depositor: '김입금', deposited_at: at, reason: '맞는 충전 신청이 없습니다', created_at: at }).execute();
    const found = await run(bad);
    const byCheck = Object.fromEntries(found.differences.map((d) => [d.check, d]));
    expect(byCheck['충전 원장 = 입금·토스로 승인된 충전']).toMatchObject({ expected: 10_000, actual: 0, unit: 'won' });
    expect(byCheck['충전 원장 = 입금·토스로 승인된 충전']!.rows).toEqual([
      expect.objectContaining({ type: 'point_charge', id: String(c.id), detail: `충전 ${c.orderNumber} 포인트 10,000원 (받은 돈 11,000원): 원장 기록이 없습니다` }),
    ]);
    expect(byCheck['충전되지 않은 입금']).toMatchObject({ expected: 0, actual: 33_000, unit: 'won', rows: [expect.objectContaining({ type: 'unmatched_deposit', detail: expect.stringContaining('입금 33,000원 (김입금)') })] });
    expect(byCheck['회원 잔액 = 원장 합계']).toMatchObject({ unit: 'rows', rows: [expect.objectContaining({ detail: '잔액 10,000원 ≠ 원장 합계 0원' })] });
    const alerts = await db.selectFrom('owner_alerts').select('line').where('kind', '=', 'reconciliation.mismatch').execute();
    expect(alerts.map((a) => a.line)).toContain(`${bad} 정산 불일치 — 충전되지 않은 입금: 기대 0원, 실제 33,000원`);
    expect((await days('differences')).map((d) => d.day)).toEqual([bad]);

    // put right by hand, the day is run again: it agrees and leaves the differences view
    await db.insertInto('point_ledger').values({ member_id: m.memberId, delta: credit.delta, balance_after: credit.balance_after, kind: 'charge', ref_type: 'charge', ref_id: String(c.id), memo: '복구', created_at: at }).execute();
    await db.updateTable('unmatched_deposits').set({ status: 'resolved', resolved_at: at }).where('amount', '=', 33_000).execute();
    expect((await run(bad)).differences).toEqual([]);
    expect(await days('differences')).toEqual([]);
    const audit = await db.selectFrom('admin_audit').select(['action', 'target_id']).where('action', '=', 'reconciliation.run').where('target_id', '=', bad).execute();
    expect(audit).toHaveLength(2);
  });

  it('counts a cancel made at Toss itself as money out and checks the points it took back', async () => {
    t.clock.advance(DAY);
    const m = await registeredMember(t.app);
    const c = await approvedCharge(t.app, m.auth, t.admin.auth, 8_000);
    const at = t.app.ctx.clock.now().toISOString();
    // a cancel read back from Toss whose points were recorded as taken, but no ledger row took them
    const cancel = await t.app.ctx.db
      .insertInto('toss_cancels')
      .values({ charge_id: c.id, member_id: m.memberId, transaction_key: `tx-${kind}-${Date.now()}`, amount: 3_000, points: 3_000, taken: 3_000, shortfall: 0, canceled_at: at, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = await run(today());
    expect(day.figures).toMatchObject({ tossCancelled: 3_000 });
    const d = day.differences.find((x) => x.check === '토스에서 취소된 결제 = 회수한 포인트')!;
    expect(d).toMatchObject({ expected: -3_000, actual: 0, unit: 'won' });
    expect(d.rows).toEqual([expect.objectContaining({ type: 'toss_cancel', id: String(cancel.id), detail: `토스에서 취소 3,000원 (충전 ${c.orderNumber}, 포인트 3,000원): 회수 3,000원` })]);
  });

  it('a day that is not a day is not found, said in Korean (an address, as a wrong id), and a role without reconciliation never sees it', async () => {
    for (const day of ['2026-02-30', '2026-13-01', 'yesterday', '20260101']) {
      const res = await t.call('POST', `/rest/admin/reconciliation/${day}`);
      expect(res.statusCode, day).toBe(404);
      expect(res.json().message).toMatch(/날짜/);
    }
    expect((await t.call('GET', '/rest/admin/reconciliation?view=everything')).statusCode).toBe(400);
    const manager = await addStaff(t.app, 'manager');
    expect((await t.call('GET', '/rest/admin/reconciliation?view=differences', undefined, manager.auth)).statusCode).toBe(404);
    expect((await t.call('POST', `/rest/admin/reconciliation/${today()}`, undefined, manager.auth)).statusCode).toBe(404);
  });
});
