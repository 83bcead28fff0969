import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, registerAndLogin, type DbKind, type TestApp } from './test-app.js';
import type { StaffRole } from '@snsshop/shared';
import { makeAdmin } from '../../src/cli/make-admin.js';
import { defaultStaffPolicy } from '../../src/services/staff/staff-policy.js';

/** Helpers the admin console tests share (not used by the server itself). */

export interface AdminTestApp extends TestApp {
  admin: { id: string; memberId: number; auth: Record<string, string> };
  /** An admin request; fails loudly on nothing, the test reads status and body. */
  call(method: string, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * A test app with an owner signed in to the console. The owner is not asked to enrol in two-factor
 * sign-in (the policy names no role) unless `keepTwoFactorDefault`: the staff and 2FA tests do that.
 */
export async function createAdminTestApp(kind: DbKind, env: Record<string, string> = {}, opts: { keepTwoFactorDefault?: boolean } = {}): Promise<AdminTestApp> {
  const t = await createTestApp(kind, env);
  const a = await registerAndLogin(t.app);
  await makeAdmin(t.app.ctx, a.id);
  if (!opts.keepTwoFactorDefault) await setTwoFactorRoles(t.app, []);
  const row = await t.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', a.id.toLowerCase()).executeTakeFirstOrThrow();
  // Signed in again now that they are staff: the token carries a console session.
  const admin = { id: a.id, memberId: row.id, auth: await loginAuth(t.app, a.id, a.password) };
  return {
    ...t,
    admin,
    call: (method, url, payload, headers = admin.auth) =>
      t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

/** The owner's "who must use 2FA" setting, written as the staff policy screen would. */
export async function setTwoFactorRoles(app: FastifyInstance, roles: StaffRole[]) {
  const value = JSON.stringify({ ...defaultStaffPolicy, twoFactorRoles: roles });
  const at = new Date().toISOString();
  await app.ctx.db.insertInto('site_settings').values({ key: 'staff.security', value, updated_at: at }).onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at })).execute();
}

/** Signs in through /rest/auth/login and answers the Authorization header. */
export async function loginAuth(app: FastifyInstance, id: string, password: string, userAgent = 'vitest') {
  const res = await app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id, password }, headers: { 'user-agent': userAgent } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
}

/** Audit rows about one target, oldest first. */
export function auditOf(app: FastifyInstance, targetType: string, targetId: string | number) {
  return app.ctx.db.selectFrom('admin_audit').selectAll().where('target_type', '=', targetType).where('target_id', '=', String(targetId)).orderBy('id').execute();
}

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route Fastify knows, read from its own route table (printRoutes), so a route added later
 * is covered by tests that walk the table without anyone listing it.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const out: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) out.push({ method, url: path });
  }
  return out;
}

/** 1×1 transparent PNG. */
export const tinyPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A new member given a staff role (as the owner's invite would), signed in to the console. */
export async function addStaff(app: FastifyInstance, role: StaffRole, userAgent = 'vitest') {
  const m = await registerAndLogin(app);
  const row = await app.ctx.db.selectFrom('members').select('id').where('login_id', '=', m.id.toLowerCase()).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  await app.ctx.db
    .insertInto('staff')
    .values({ member_id: row.id, role, totp_secret_enc: null, totp_pending_enc: null, totp_enrolled_at: null, totp_locked_until: null, invited_by: null, created_at: at, updated_at: at })
    .execute();
  return { id: m.id, password: m.password, memberId: row.id, auth: await loginAuth(app, m.id, m.password, userAgent) };
}
