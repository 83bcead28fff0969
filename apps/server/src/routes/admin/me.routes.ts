import { adminMeSchema, rolePermissions } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { twoFactorState } from '../../services/staff/two-factor.js';
import { hidden } from './admin-route-kit.js';

/** Who is signed in to the console, what their role may use (the nav) and where 2FA stands for this session. */
export const adminMeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/me', { config: { permission: 'self', beforeTwoFactor: true }, schema: hidden({ response: { 200: adminMeSchema } }) }, async (request) => {
    const { id, loginId, staff } = request.member!;
    const twoFactor = await twoFactorState(ctx, { memberId: id, role: staff!.role, enrolled: staff!.enrolled }, staff!.secondFactorAt);
    return { id, loginId, role: staff!.role, permissions: [...rolePermissions[staff!.role]], twoFactor };
  });
};
