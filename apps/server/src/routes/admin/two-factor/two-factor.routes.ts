import { adminMessageSchema, recoveryCodesSchema, twoFactorCodeBodySchema, twoFactorEnrolmentSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { confirmEnrolment, startEnrolment, verifyCode } from '../../../services/staff/two-factor.js';
import { hidden } from '../admin-route-kit.js';

const beforeTwoFactor = { permission: 'self', beforeTwoFactor: true } as const;

/** The signed-in staff member's own two-factor sign-in: enrol (QR code once, then recovery codes once), and give a code (sign-in or step-up). */
export const adminTwoFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.post('/admin/two-factor/enrolment', { config: beforeTwoFactor, schema: hidden({ response: { 200: twoFactorEnrolmentSchema } }) }, (request) => startEnrolment(ctx, request.member!.id));
  app.post('/admin/two-factor/enrolment/confirm', { config: beforeTwoFactor, schema: hidden({ body: twoFactorCodeBodySchema, response: { 200: recoveryCodesSchema } }) }, (request) =>
    confirmEnrolment(ctx, request.member!.id, request.member!.staff!.sessionId!, request.body.code),
  );
  app.post('/admin/two-factor/verify', { config: beforeTwoFactor, schema: hidden({ body: twoFactorCodeBodySchema, response: { 200: adminMessageSchema } }) }, async (request) => {
    await verifyCode(ctx, request.member!.id, request.member!.staff!.sessionId!, request.body.code);
    return { message: '인증했습니다.' };
  });
};
