import { adminReferralSettingsSchema, adminReferralsPageSchema, adminReferralsQuerySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { listAdminReferrals } from '../../../services/referrals/referral-admin.js';
import { readAdminReferralSettings, saveReferralSettings } from '../../../services/referrals/referral-settings.js';
import { actorOf, hidden } from '../admin-route-kit.js';

/** 친구 초대: rewards paid, refusals and why, clawbacks; the switch and the rules (audited). */
export const adminReferralRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get(
    '/admin/referrals',
    { config: { permission: 'growth.read' }, schema: hidden({ querystring: adminReferralsQuerySchema, response: { 200: adminReferralsPageSchema } }) },
    (request) => listAdminReferrals(ctx, request.query),
  );
  app.get('/admin/referrals/settings', { config: { permission: 'growth.read' }, schema: hidden({ response: { 200: adminReferralSettingsSchema } }) }, () =>
    readAdminReferralSettings(ctx),
  );
  app.put(
    '/admin/referrals/settings',
    { config: { permission: 'growth.edit' }, schema: hidden({ body: adminReferralSettingsSchema, response: { 200: adminReferralSettingsSchema } }) },
    (request) => saveReferralSettings(ctx, actorOf(request), request.body),
  );
};
