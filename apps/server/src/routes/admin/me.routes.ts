import { adminMeSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { hidden } from './admin-route-kit.js';

/** Who is signed in to the console. */
export const adminMeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/me', { schema: hidden({ response: { 200: adminMeSchema } }) }, (request) => ({ id: request.member!.id, loginId: request.member!.loginId }));
};
