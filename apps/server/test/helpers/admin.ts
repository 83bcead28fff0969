import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, registerAndLogin, type DbKind, type TestApp } from './test-app.js';
import { makeAdmin } from '../../src/cli/make-admin.js';

/** Helpers the admin console tests share (not used by the server itself). */

export interface AdminTestApp extends TestApp {
  admin: { id: string; memberId: number; auth: Record<string, string> };
  /** An admin request; fails loudly on nothing, the test reads status and body. */
  call(method: string, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export async function createAdminTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<AdminTestApp> {
  const t = await createTestApp(kind, env);
  const a = await registerAndLogin(t.app);
  await makeAdmin(t.app.ctx, a.id);
  const row = await t.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', a.id.toLowerCase()).executeTakeFirstOrThrow();
  const admin = { id: a.id, memberId: row.id, auth: a.auth };
  return {
    ...t,
    admin,
    call: (method, url, payload, headers = admin.auth) =>
      t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
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
