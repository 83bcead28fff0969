import { allPermissions, can, msg, permissionScreen, seesScreen, staffRoles, type Permission, type StaffRole } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createAdminTestApp, routeTable, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { dbKinds } from '../../../../test/helpers/test-app.js';

/** Ids no row has: the table walk must never change anything the next call depends on. */
const concrete = (url: string) => url.replace(/:sid/g, 'no-such-session-id').replace(/:event/g, 'no.such.event').replace(/:[a-zA-Z]+/g, '999999');

describe.each(dbKinds)('console roles on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  const consoleRoutes = () => routeTable(t.app).filter((r) => r.url.startsWith('/rest/admin') && r.method !== 'HEAD');

  it('every console route declares a permission the role table knows (a route without one fails here)', () => {
    const known = new Set<string>([...allPermissions, 'self']);
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const undeclared = routes.filter((r) => !known.has(t.app.consoleRoutePermissions.get(`${r.method} ${r.url}`) ?? '')).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('uses every permission of the role table on some console route (a permission no route checks guards nothing)', () => {
    const used = new Set(t.app.consoleRoutePermissions.values());
    expect(allPermissions.filter((p) => !used.has(p))).toEqual([]);
    expect(t.app.consoleRoutePermissions.get('GET /rest/admin/members/:id/ledger')).toBe('statement');
  });

  it('gives each role exactly its permissions: the owner\'s answer where allowed, 404 where the screen is hidden, a Korean 403 for an action on a visible screen', async () => {
    const unknown = (await t.call('GET', '/rest/admin/no-such-thing')).json();
    const staff = Object.fromEntries(await Promise.all(staffRoles.filter((r) => r !== 'owner').map(async (r) => [r, await addStaff(t.app, r)] as const))) as Record<Exclude<StaffRole, 'owner'>, Awaited<ReturnType<typeof addStaff>>>;
    const body = (method: string) => (['POST', 'PATCH', 'PUT'].includes(method) ? {} : undefined);
    let refused = 0;
    for (const route of consoleRoutes()) {
      const permission = t.app.consoleRoutePermissions.get(`${route.method} ${route.url}`) as Permission | 'self';
      const url = concrete(route.url);
      const owner = await t.call(route.method, url, body(route.method));
      expect(owner.statusCode, `owner ${route.method} ${route.url}: ${owner.body}`).not.toBe(403);
      for (const [role, who] of Object.entries(staff) as [StaffRole, { auth: Record<string, string> }][]) {
        const res = await t.call(route.method, url, body(route.method), who.auth);
        const where = `${role} ${route.method} ${route.url}`;
        if (permission === 'self' || can(role, permission)) {
          expect(res.statusCode, `${where}: ${res.body}`).toBe(owner.statusCode);
        } else if (seesScreen(role, permissionScreen[permission])) {
          refused += 1;
          expect(res.statusCode, where).toBe(403);
          expect(res.json(), where).toEqual({ statusCode: 403, message: msg.staff.forbidden });
        } else {
          refused += 1;
          expect(res.statusCode, where).toBe(404);
          expect(res.json(), where).toEqual(unknown);
        }
      }
    }
    expect(refused).toBeGreaterThan(100);
  });

  it('follows the issue\'s role list', () => {
    expect(staffRoles.filter((r) => can(r, 'points.adjust'))).toEqual(['owner']);
    expect(staffRoles.filter((r) => can(r, 'providers.edit') || can(r, 'staff') || can(r, 'settings.edit'))).toEqual(['owner']);
    expect(staffRoles.filter((r) => can(r, 'inquiries.answer'))).toEqual(['owner', 'manager', 'support']);
    expect(staffRoles.filter((r) => can(r, 'inquiries.read'))).toEqual(['owner', 'manager', 'support']);
    expect(staffRoles.filter((r) => can(r, 'refunds.decide'))).toEqual(['owner', 'accountant']);
    expect(staffRoles.filter((r) => can(r, 'refills.decide'))).toEqual(['owner', 'manager', 'support']);
    expect(staffRoles.filter((r) => can(r, 'charges.decide'))).toEqual(['owner', 'accountant']);
    expect(staffRoles.filter((r) => can(r, 'growth.read'))).toEqual(['owner', 'manager', 'accountant']);
    expect(staffRoles.filter((r) => can(r, 'growth.edit'))).toEqual(['owner']);
    // Every role answers members' questions about their points.
    expect(staffRoles.filter((r) => can(r, 'statement'))).toEqual(['owner', 'manager', 'support', 'accountant']);
    expect(staffRoles.filter((r) => can(r, 'reviews.moderate'))).toEqual(['owner', 'manager', 'support']);
    expect(staffRoles.filter((r) => can(r, 'receipts') && can(r, 'reconciliation') && can(r, 'exports') && can(r, 'margin.read'))).toEqual(['owner', 'accountant']);
    expect(staffRoles.filter((r) => can(r, 'members.read') && can(r, 'orders.read'))).toEqual(['owner', 'manager', 'support', 'accountant']);
  });
});
