import { adminMeSchema, changePasswordBodySchema, changePasswordResponseSchema, rolePermissions } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { changePassword } from '../../services/members/change-password.js';
import { twoFactorState } from '../../services/staff/two-factor.js';
import { hidden } from './admin-route-kit.js';

/** Reachable before anything else: the console's gate reads it, and a temporary password is replaced here. */
const first = { permission: 'self', beforeTwoFactor: true, beforePasswordChange: true } as const;

/** Who is signed in to the console, what their role may use (the nav) and where 2FA stands for this session. */
export const adminMeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/me', { config: first, schema: hidden({ response: { 200: adminMeSchema } }) }, async (request) => {
    const { id, loginId, staff } = request.member!;
    const twoFactor = await twoFactorState(ctx, { memberId: id, role: staff!.role, enrolled: staff!.enrolled }, staff!.secondFactorAt);
    return { id, loginId, role: staff!.role, permissions: [...rolePermissions[staff!.role]], twoFactor, passwordChange: staff!.passwordTemporary };
  });

  // The member's own password change (other sessions end, this one goes on with the new token), from the console's first screen.
  app.post('/admin/me/password', { config: first, schema: hidden({ body: changePasswordBodySchema, response: { 200: changePasswordResponseSchema } }) }, (request) =>
    changePassword(ctx, request.member!, request.body, { ip: request.ip, log: request.log }),
  );
};
