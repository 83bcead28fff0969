import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, registerAndLogin } from '../../../test/helpers/test-app.js';
import { addStaff, createAdminTestApp, routeTable, type AdminTestApp } from '../../../test/helpers/admin.js';

describe.each(dbKinds)('admin console access on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  const adminRoutes = () => routeTable(t.app).filter((r) => r.url.startsWith('/rest/admin') && r.method !== 'HEAD');
  const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');

  it('finds the admin routes in the route table', () => {
    const routes = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(60);
    for (const known of ['GET /rest/admin/dashboard', 'POST /rest/admin/members/:id/points', 'POST /rest/admin/charges/:id/approve', 'PUT /rest/admin/settings', 'DELETE /rest/admin/platforms/:id']) {
      expect(routes).toContain(known);
    }
  });

  it('answers 404, exactly like an unknown path, on every admin route to a guest, a member, a suspended admin and a bad token', async () => {
    const member = await registerAndLogin(t.app);
    const suspended = await addStaff(t.app, 'owner');
    expect((await t.call('POST', `/rest/admin/members/${suspended.memberId}/suspend`, {})).statusCode).toBe(200);
    const before = await t.app.ctx.db.selectFrom('admin_audit').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const unknown = await t.call('GET', '/rest/admin/no-such-thing', undefined, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: msg.common.notFound });
    const who = {
      guest: {},
      member: member.auth,
      suspendedAdmin: suspended.auth,
      badToken: { authorization: 'Bearer not-a-token' },
      tamperedToken: { authorization: `${t.admin.auth.authorization}x` },
    };
    for (const route of adminRoutes()) {
      for (const [name, headers] of Object.entries(who)) {
        const res = await t.call(route.method, concrete(route.url), ['POST', 'PATCH', 'PUT'].includes(route.method) ? {} : undefined, headers);
        expect(res.statusCode, `${name} ${route.method} ${route.url}`).toBe(404);
        expect(res.json(), `${name} ${route.method} ${route.url}`).toEqual(unknown.json());
      }
    }
    const after = await t.app.ctx.db.selectFrom('admin_audit').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lets an admin in: every list answers 200 and none of it is in the public API document', async () => {
    for (const route of adminRoutes().filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const res = await t.call('GET', route.url);
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(200);
    }
    expect((await t.call('GET', '/rest/admin/me')).json()).toMatchObject({ id: t.admin.memberId, loginId: t.admin.id.toLowerCase(), role: 'owner', twoFactor: 'off' });
    const doc = (await t.app.inject({ url: '/rest/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.includes('admin') || p.includes('media'))).toEqual([]);
  });

  it('stops answering a staff member once the staff row is gone', async () => {
    const other = await addStaff(t.app, 'manager');
    expect((await t.call('GET', '/rest/admin/me', undefined, other.auth)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/rest/admin/staff/${other.memberId}`)).statusCode).toBe(200);
    expect((await t.call('GET', '/rest/admin/me', undefined, other.auth)).statusCode).toBe(404);
  });
});
