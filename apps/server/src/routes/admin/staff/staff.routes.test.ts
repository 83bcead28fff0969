import { msg, type ConsoleSession } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createAdminTestApp, loginAuth, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { dbKinds } from '../../../../test/helpers/test-app.js';

describe.each(dbKinds)('staff accounts and console sessions on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  it('invites a staff member with a temporary password that signs in to the console with the given role', async () => {
    const res = await t.call('POST', '/rest/admin/staff', { loginId: 'Helper_One', role: 'support' });
    expect(res.statusCode, res.body).toBe(201);
    const { staff, temporaryPassword } = res.json() as { staff: { memberId: number; loginId: string; role: string }; temporaryPassword: string };
    expect(staff).toMatchObject({ loginId: 'helper_one', role: 'support', status: 'active' });
    const auth = await loginAuth(t.app, 'helper_one', temporaryPassword);
    expect((await t.call('GET', '/rest/admin/me', undefined, auth)).json()).toMatchObject({ loginId: 'helper_one', role: 'support', permissions: expect.arrayContaining(['inquiries.answer']) });
    expect((await t.call('GET', '/rest/admin/charges', undefined, auth)).statusCode).toBe(404);
    const again = await t.call('POST', '/rest/admin/staff', { loginId: 'helper_one', role: 'manager' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.staff.staffExists);
    const bad = await t.call('POST', '/rest/admin/staff', { loginId: 'x', role: 'boss' });
    expect(bad.statusCode).toBe(400);
  });

  it('never leaves the shop without an owner: the last owner cannot be demoted, and no owner suspends or removes themselves', async () => {
    const demote = await t.call('PATCH', `/rest/admin/staff/${t.admin.memberId}`, { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(msg.staff.lastOwner);
    const second = await addStaff(t.app, 'owner');
    // With two owners, one may demote the other — but not both each other at once.
    const both = await Promise.all([
      t.call('PATCH', `/rest/admin/staff/${second.memberId}`, { role: 'manager' }),
      t.call('PATCH', `/rest/admin/staff/${t.admin.memberId}`, { role: 'manager' }, second.auth),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.app.ctx.db.selectFrom('staff').select('member_id').where('role', '=', 'owner').where('status', '=', 'active').execute();
    expect(owners).toHaveLength(1);
    // Put things back for the tests below: the helper's owner is the owner.
    await t.app.ctx.db.updateTable('staff').set({ role: 'owner' }).where('member_id', '=', t.admin.memberId).execute();
    await t.app.ctx.db.updateTable('staff').set({ role: 'manager' }).where('member_id', '=', second.memberId).execute();
    // An owner cannot suspend or remove themselves (so the last one never can).
    expect((await t.call('POST', `/rest/admin/staff/${t.admin.memberId}/suspend`)).json().message).toBe(msg.staff.notSelf);
    expect((await t.call('DELETE', `/rest/admin/staff/${t.admin.memberId}`)).json().message).toBe(msg.staff.notSelf);
  });

  it('suspending a staff member ends their sessions at once; removing makes them an ordinary member', async () => {
    const m = await addStaff(t.app, 'manager');
    expect((await t.call('GET', '/rest/admin/orders', undefined, m.auth)).statusCode).toBe(200);
    expect((await t.call('POST', `/rest/admin/staff/${m.memberId}/suspend`)).json()).toMatchObject({ status: 'suspended', activeSessions: 0 });
    expect((await t.call('GET', '/rest/admin/orders', undefined, m.auth)).statusCode).toBe(404);
    expect((await t.call('POST', `/rest/admin/staff/${m.memberId}/suspend`)).statusCode).toBe(409);
    expect((await t.call('POST', `/rest/admin/staff/${m.memberId}/restore`)).json()).toMatchObject({ status: 'active' });
    const back = await loginAuth(t.app, m.id, m.password);
    expect((await t.call('GET', '/rest/admin/orders', undefined, back)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/rest/admin/staff/${m.memberId}`)).statusCode).toBe(200);
    expect((await t.call('GET', '/rest/admin/orders', undefined, back)).statusCode).toBe(404);
    const member = await loginAuth(t.app, m.id, m.password);
    expect((await t.app.inject({ url: '/rest/auth/profile', headers: member })).statusCode).toBe(200);
  });

  it('lists a staff member\'s sessions (device, IP, last use), signs out one or every other, and lets the owner end any', async () => {
    const m = await addStaff(t.app, 'support', 'Mozilla/5.0 (iPhone)');
    const desk = await loginAuth(t.app, m.id, m.password, 'Mozilla/5.0 (Windows NT 10.0)');
    const third = await loginAuth(t.app, m.id, m.password, 'curl');
    t.clock.advance(120_000);
    expect((await t.call('GET', '/rest/admin/orders', undefined, desk)).statusCode).toBe(200);
    const list = (await t.call('GET', '/rest/admin/sessions', undefined, desk)).json() as ConsoleSession[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ device: 'Mozilla/5.0 (Windows NT 10.0)', ip: '127.0.0.1', current: true, lastUsedAt: t.clock.now().toISOString() });
    const phone = list.find((s) => s.device.includes('iPhone'))!;
    // Another staff member's session is not theirs to end: 404.
    const stranger = await addStaff(t.app, 'support');
    expect((await t.call('DELETE', `/rest/admin/sessions/${phone.id}`, undefined, stranger.auth)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/rest/admin/sessions/${phone.id}`, undefined, desk)).statusCode).toBe(200);
    expect((await t.call('GET', '/rest/admin/orders', undefined, m.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/rest/auth/profile', headers: m.auth })).statusCode).toBe(401);
    // Placing an order (checked by the token alone) is refused as well.
    expect((await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: {} })).statusCode).toBe(401);
    expect((await t.call('POST', '/rest/admin/sessions/end-others', undefined, desk)).statusCode).toBe(200);
    expect((await t.call('GET', '/rest/admin/orders', undefined, third)).statusCode).toBe(404);
    expect((await t.call('GET', '/rest/admin/sessions', undefined, desk)).json()).toHaveLength(1);
    // The owner sees every staff session and ends this one.
    const all = (await t.call('GET', '/rest/admin/staff/sessions')).json() as ConsoleSession[];
    const deskRow = all.find((s) => s.memberId === m.memberId)!;
    expect(deskRow.device).toContain('Windows');
    expect((await t.call('DELETE', `/rest/admin/staff/sessions/${deskRow.id}`)).statusCode).toBe(200);
    expect((await t.call('GET', '/rest/admin/orders', undefined, desk)).statusCode).toBe(404);
    expect((await t.call('GET', '/rest/admin/staff/sessions', undefined, stranger.auth)).statusCode).toBe(404);
  });

  it('a password change ends every other console session and keeps this one', async () => {
    const m = await addStaff(t.app, 'manager');
    const other = await loginAuth(t.app, m.id, m.password);
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/change-password', headers: m.auth, payload: { currentPassword: m.password, newPassword: 'another-pass2' } });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
    expect((await t.call('GET', '/rest/admin/orders', undefined, other)).statusCode).toBe(404);
    const mine = (await t.call('GET', '/rest/admin/sessions', undefined, fresh)).json() as ConsoleSession[];
    expect(mine).toHaveLength(1);
    expect(mine[0]!.current).toBe(true);
  });

  it('names the staff member on every audit entry, and the owner filters the log by staff', async () => {
    const manager = await addStaff(t.app, 'manager');
    const res = await t.call('POST', '/rest/admin/notices', { content: '<p>운영자 공지</p>' }, manager.auth);
    expect(res.statusCode, res.body).toBe(201);
    await t.call('POST', '/rest/admin/staff', { loginId: 'helper_two', role: 'accountant' });
    const byManager = (await t.call('GET', `/rest/admin/audit?adminId=${manager.memberId}`)).json() as { items: { adminLoginId: string; action: string }[] };
    expect(byManager.items.length).toBeGreaterThan(0);
    expect(byManager.items.every((i) => i.adminLoginId === manager.id.toLowerCase())).toBe(true);
    const all = (await t.call('GET', '/rest/admin/audit?size=200')).json() as { items: { adminLoginId: string | null; action: string }[] };
    expect(all.items.find((i) => i.action === 'staff.invite')?.adminLoginId).toBe(t.admin.id.toLowerCase());
  });
});
