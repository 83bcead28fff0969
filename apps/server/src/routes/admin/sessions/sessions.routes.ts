import { adminMessageSchema, consoleSessionSchema, msg, sessionIdParamsSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { isoNow } from '../../../lib/clock.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { endSession, endSessions, listSessions } from '../../../services/staff/console-sessions.js';
import { actorOf, hidden } from '../admin-route-kit.js';

const self = { permission: 'self' } as const;

/** The signed-in staff member's own console sessions: device, IP, last use; sign out one or every other. */
export const adminSessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/sessions', { config: self, schema: hidden({ response: { 200: z.array(consoleSessionSchema) } }) }, (request) =>
    listSessions(ctx, { memberId: request.member!.id }, request.member!.staff!.sessionId),
  );
  app.delete('/admin/sessions/:sid', { config: self, schema: hidden({ params: sessionIdParamsSchema, response: { 200: adminMessageSchema } }) }, async (request) => {
    await endSession(ctx, actorOf(request), request.params.sid, request.member!.id);
    return { message: msg.staff.sessionEnded };
  });
  app.post('/admin/sessions/end-others', { config: self, schema: hidden({ response: { 200: adminMessageSchema } }) }, async (request) => {
    await endSessions(ctx.db, request.member!.id, isoNow(ctx.clock), request.member!.staff!.sessionId);
    return { message: msg.staff.sessionsEnded };
  });
};
