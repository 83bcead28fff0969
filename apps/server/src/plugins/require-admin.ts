import { can, msg, permissionScreen, seesScreen, stepUpPermissions, type RoutePermission } from '@snsshop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound, unauthorized } from '../lib/errors.js';
import { freshCode, twoFactorState } from '../services/staff/two-factor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /rest/admin/…" → the permission the route declared (undefined: none, so it answers 404). */
    consoleRoutePermissions: Map<string, RoutePermission | undefined>;
  }
  interface FastifyContextConfig {
    /** What a console route needs (shared `rolePermissions`); a console route without one answers 404 to everyone. */
    permission?: RoutePermission;
    /** Reachable before this session's code is given (who am I, enrolment, the code itself). */
    beforeTwoFactor?: boolean;
    /** Reachable while the owner's temporary password is not replaced yet (who am I, the new password). */
    beforePasswordChange?: boolean;
  }
}

const forbidden = (message: string, data?: Record<string, unknown>) => new AppError(403, message, data);

/**
 * onRequest guard of every console route, deny by default. Anyone who is not active staff — no
 * token, a bad token, an ordinary member, a suspended or removed staff member — and any route that
 * declares no permission get the same 404 as a path that does not exist, so the console does not
 * reveal itself. A staff member whose role lacks the permission gets 404 when the whole screen is
 * hidden from the role, and a Korean 403 for an action on a screen the role can see. Then two-factor
 * sign-in: a session must have given a code (or enrol first, when the owner's policy says so), and
 * a step-up action asks again when the last code is older than the owner's minutes. Before all of
 * that, a staff member signed in with the owner's temporary password must choose their own.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  try {
    await request.server.authenticate(request);
  } catch {
    throw notFound(msg.common.notFound);
  }
  const staff = request.member?.staff;
  const { permission, beforeTwoFactor, beforePasswordChange } = request.routeOptions.config;
  if (!staff || !permission) throw notFound(msg.common.notFound);
  if (permission !== 'self' && !can(staff.role, permission)) {
    throw seesScreen(staff.role, permissionScreen[permission]) ? forbidden(msg.staff.forbidden) : notFound(msg.common.notFound);
  }
  if (!staff.sessionId) throw unauthorized(msg.common.unauthorized);
  // A temporary password is known to whoever passed it on: replaced first, before 2FA is enrolled with it.
  if (staff.passwordTemporary && !beforePasswordChange) throw forbidden(msg.staff.passwordChangeRequired, { passwordChange: true });
  const ctx = request.server.ctx;
  if (!beforeTwoFactor) {
    const state = await twoFactorState(ctx, { memberId: request.member!.id, role: staff.role, enrolled: staff.enrolled }, staff.secondFactorAt);
    if (state === 'verify') throw forbidden(msg.staff.twoFactorRequired, { twoFactor: 'verify' });
    if (state === 'enrol') throw forbidden(msg.staff.enrolRequired, { twoFactor: 'enrol' });
  }
  if (permission !== 'self' && stepUpPermissions.includes(permission) && request.method !== 'GET') await requireStepUp(request);
}

/** An action that asks for a fresh code (also called by a route for a step-up that depends on the amount). */
export async function requireStepUp(request: FastifyRequest): Promise<void> {
  const staff = request.member?.staff;
  if (!staff?.enrolled) return;
  if (!(await freshCode(request.server.ctx, staff.secondFactorAt))) throw forbidden(msg.staff.stepUpRequired, { twoFactor: 'step-up' });
}

/** Notes each console route's declared permission as it is added, so a test can list the routes that declare none. */
export function recordConsolePermissions(app: FastifyInstance): void {
  const seen = new Map<string, RoutePermission | undefined>();
  app.decorate('consoleRoutePermissions', seen);
  app.addHook('onRoute', (route) => {
    if (!route.url.includes('/admin')) return;
    for (const method of [route.method].flat()) seen.set(`${method} ${route.url}`, route.config?.permission);
  });
}
