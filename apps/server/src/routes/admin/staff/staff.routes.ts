import {
  adminMessageSchema,
  consoleSessionSchema,
  msg,
  sessionIdParamsSchema,
  staffInviteBodySchema,
  staffInvitedSchema,
  staffMemberSchema,
  staffPolicySchema,
  staffRoleBodySchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { endSession, listSessions } from '../../../services/staff/console-sessions.js';
import { changeStaffRole, inviteStaff, listStaff, removeStaff, setStaffSuspended, staffMemberOf } from '../../../services/staff/staff-admin.js';
import { readStaffPolicy, saveStaffPolicy } from '../../../services/staff/staff-policy.js';
import { resetTwoFactor, unlockTwoFactor } from '../../../services/staff/two-factor.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

const staff = { permission: 'staff' } as const;

/** The owner's staff screen: invite, role, suspend, remove, reset or unlock 2FA, the 2FA policy and every staff session. */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/staff', { config: staff, schema: hidden({ response: { 200: z.array(staffMemberSchema) } }) }, () => listStaff(ctx));
  app.post('/admin/staff', { config: staff, schema: hidden({ body: staffInviteBodySchema, response: { 201: staffInvitedSchema } }) }, async (request, reply) =>
    reply.code(201).send(await inviteStaff(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/staff/:id', { config: staff, schema: hidden({ params: idParams, body: staffRoleBodySchema, response: { 200: staffMemberSchema } }) }, (request) =>
    changeStaffRole(ctx, actorOf(request), request.params.id, request.body.role),
  );
  app.post('/admin/staff/:id/suspend', { config: staff, schema: hidden({ params: idParams, response: { 200: staffMemberSchema } }) }, (request) =>
    setStaffSuspended(ctx, actorOf(request), request.params.id, true),
  );
  app.post('/admin/staff/:id/restore', { config: staff, schema: hidden({ params: idParams, response: { 200: staffMemberSchema } }) }, (request) =>
    setStaffSuspended(ctx, actorOf(request), request.params.id, false),
  );
  app.delete('/admin/staff/:id', { config: staff, schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
    await removeStaff(ctx, actorOf(request), request.params.id);
    return { message: msg.staff.staffRemoved };
  });
  app.delete('/admin/staff/:id/two-factor', { config: staff, schema: hidden({ params: idParams, response: { 200: staffMemberSchema } }) }, async (request) => {
    await resetTwoFactor(ctx, actorOf(request), request.params.id);
    return staffMemberOf(ctx, request.params.id);
  });
  app.post('/admin/staff/:id/two-factor/unlock', { config: staff, schema: hidden({ params: idParams, response: { 200: staffMemberSchema } }) }, async (request) => {
    await unlockTwoFactor(ctx, actorOf(request), request.params.id);
    return staffMemberOf(ctx, request.params.id);
  });
  app.get('/admin/staff/policy', { config: staff, schema: hidden({ response: { 200: staffPolicySchema } }) }, () => readStaffPolicy(ctx.db));
  app.put('/admin/staff/policy', { config: staff, schema: hidden({ body: staffPolicySchema, response: { 200: staffPolicySchema } }) }, (request) => saveStaffPolicy(ctx, actorOf(request), request.body));
  app.get('/admin/staff/sessions', { config: staff, schema: hidden({ response: { 200: z.array(consoleSessionSchema) } }) }, (request) =>
    listSessions(ctx, {}, request.member!.staff!.sessionId),
  );
  app.delete('/admin/staff/sessions/:sid', { config: staff, schema: hidden({ params: sessionIdParamsSchema, response: { 200: adminMessageSchema } }) }, async (request) => {
    await endSession(ctx, actorOf(request), request.params.sid);
    return { message: msg.staff.sessionEnded };
  });
};
