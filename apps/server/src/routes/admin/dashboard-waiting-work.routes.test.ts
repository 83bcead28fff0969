import { rolePermissions, staffRoles } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { pendingCharge } from '../../../test/helpers/charges.js';
import { registeredMember } from '../../../test/helpers/members.js';
import { approvedCharge, askRefund } from '../../../test/helpers/refunds.js';
import { dbKinds } from '../../../test/helpers/test-app.js';

type Part = 'pendingCharges' | 'waitingDeposits' | 'refundRequests' | 'refundTransfers' | 'openInquiries' | 'today' | 'month' | 'providers';

describe.each(dbKinds)('the dashboard\'s waiting work and money, by role, on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  const dashboard = async (headers = t.admin.auth) => {
    const res = await t.call('GET', '/rest/admin/dashboard', undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown> & { lateDeliveries: Record<string, unknown> };
  };

  it('counts refund requests waiting, approved refunds still to send and unanswered inquiries, as they happen', async () => {
    const before = await dashboard();
    expect(before).toMatchObject({ refundRequests: 0, refundTransfers: 0, openInquiries: 0 });

    const m = await registeredMember(t.app);
    await approvedCharge(t.app, m.auth, t.admin.auth, 10_000);
    await approvedCharge(t.app, m.auth, t.admin.auth, 20_000);
    const charges = await t.app.ctx.db.selectFrom('point_charges').select('id').where('member_id', '=', m.memberId).orderBy('id').execute();
    for (const c of charges) expect((await askRefund(t.app, m.auth, { chargeId: c.id, points: 5_000 })).statusCode).toBe(201);
    await pendingCharge(t.app, m.auth, { name: '대기 충전', point: 5_000 });
    const asked = async (title: string) => (await t.app.inject({ method: 'POST', url: '/rest/service/inquiries', headers: m.auth, payload: { category: 'etc', title, body: '확인 부탁드립니다.' } })).json().inquiry.id as number;
    const first = await asked('포인트 문의');
    await asked('주문 문의');

    expect(await dashboard()).toMatchObject({ pendingCharges: 1, refundRequests: 2, refundTransfers: 0, openInquiries: 2 });

    // One refund approved (a bank transfer: the money is now the owner's to send), one inquiry answered.
    const [r] = await t.app.ctx.db.selectFrom('refund_requests').select('id').where('member_id', '=', m.memberId).orderBy('id').execute();
    expect((await t.call('POST', `/rest/admin/refunds/${r!.id}/approve`)).statusCode).toBe(200);
    expect((await t.call('POST', `/rest/admin/inquiries/${first}/replies`, { body: '확인했습니다.' })).statusCode).toBe(200);
    expect(await dashboard()).toMatchObject({ refundRequests: 1, refundTransfers: 1, openInquiries: 1 });

    // Sent: no longer waiting for anyone.
    expect((await t.call('POST', `/rest/admin/refunds/${r!.id}/sent`, { transferDate: new Date().toISOString().slice(0, 10) })).statusCode).toBe(200);
    expect(await dashboard()).toMatchObject({ refundRequests: 1, refundTransfers: 0 });
  });

  it.each(staffRoles.filter((r) => r !== 'owner'))('gives the %s role only the counts and money its permissions name', async (role) => {
    const staff = await addStaff(t.app, role);
    const d = await dashboard(staff.auth);
    const may = (p: string) => (rolePermissions[role] as readonly string[]).includes(p);
    const expected: Record<Part, boolean> = {
      pendingCharges: may('charges.read'),
      waitingDeposits: may('charges.read'),
      refundRequests: may('refunds.read'),
      refundTransfers: may('refunds.read'),
      openInquiries: may('inquiries.read'),
      today: may('charges.read'),
      month: may('charges.read'),
      providers: may('providers.read'),
    };
    for (const [key, shown] of Object.entries(expected)) expect(key in d, `${role}: ${key}`).toBe(shown);
    expect('won' in d.lateDeliveries, `${role}: lateDeliveries.won`).toBe(may('margin.read'));
    // The orders needing a person are every role's.
    expect(d).toHaveProperty('stuck');
  });

  it('shows a support agent no money at all and the inquiries waiting', async () => {
    const staff = await addStaff(t.app, 'support');
    const d = await dashboard(staff.auth);
    expect(Object.keys(d)).not.toEqual(expect.arrayContaining(['today']));
    expect(d).not.toHaveProperty('month');
    expect(d).not.toHaveProperty('providers');
    expect(d).not.toHaveProperty('pendingCharges');
    expect(d.lateDeliveries).not.toHaveProperty('won');
    expect(typeof d.openInquiries).toBe('number');
  });
});
