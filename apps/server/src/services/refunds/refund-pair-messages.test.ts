import { notificationEvents } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { invoice, setSetting } from '../../../test/helpers/charges.js';
import { registeredMember } from '../../../test/helpers/members.js';
import { approvedCharge, askRefund } from '../../../test/helpers/refunds.js';
import { dbKinds } from '../../../test/helpers/test-app.js';

describe.each(dbKinds)('a refund\'s messages say its points and its money on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    await setSetting(t.app, 'ENABLE_PAYMENT_FEE', true);
  });
  afterAll(() => t?.close());

  it('a tax-invoice refund: the owner\'s alert and the member\'s message name 10,000 points and the 11,000원 sent, with why', async () => {
    const m = await registeredMember(t.app);
    const c = await approvedCharge(t.app, m.auth, t.admin.auth, 10_000, { feeType: 'FEE', feeValue: invoice });
    expect((await askRefund(t.app, m.auth, { chargeId: c.id, points: 10_000 })).statusCode).toBe(201);
    const r = await t.app.ctx.db.selectFrom('refund_requests').select(['id', 'points', 'amount']).where('charge_id', '=', c.id).executeTakeFirstOrThrow();
    expect([Number(r.points), Number(r.amount)]).toEqual([10_000, 11_000]);
    const alert = await t.app.ctx.db.selectFrom('owner_alerts').select('line').where('event_key', '=', `refund:${r.id}:requested`).executeTakeFirstOrThrow();
    expect(alert.line).toBe(`환불 신청 #${r.id}: 충전 ${c.orderNumber} — 포인트 10,000원 · 송금액 11,000원 (부가세 포함)`);
    const note = await t.app.ctx.db.selectFrom('notifications').select(['event', 'vars']).where('event_key', '=', `refund:${r.id}:requested`).executeTakeFirstOrThrow();
    const vars = JSON.parse(note.vars) as Record<string, string>;
    expect(vars).toMatchObject({ 환불내역: '포인트 10,000원 · 송금액 11,000원 (부가세 포함)', 금액: '11,000' });
    expect(notificationEvents['refund.requested'].text).toContain('#{환불내역}');
  });
});
