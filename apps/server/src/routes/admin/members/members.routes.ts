import {
  adminMemberDetailSchema,
  adminMemberSchema,
  adminMembersQuerySchema,
  adminPageQuerySchema,
  ledgerEntrySchema,
  memberStatusBodySchema,
  pagedSchema,
  pointAdjustBodySchema,
  pointAdjustedSchema,
  resetLinkSentSchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { adjustMemberPoints } from '../../../services/points/adjust-member-points.js';
import { listMembers, memberDetail, memberLedger } from '../../../services/members/member-queries.js';
import { sendResetLink, setMemberSuspended } from '../../../services/members/member-status.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** Members: search, view, points with a reason, suspend/restore, reset link. Their orders: /admin/orders?memberId=. */
export const adminMemberRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/members', { config: { permission: 'members.read' }, schema: hidden({ querystring: adminMembersQuerySchema, response: { 200: pagedSchema(adminMemberSchema) } }) }, (request) =>
    listMembers(ctx, request.query),
  );
  app.get('/admin/members/:id', { config: { permission: 'members.read' }, schema: hidden({ params: idParams, response: { 200: adminMemberDetailSchema } }) }, (request) => memberDetail(ctx, request.params.id));
  app.get('/admin/members/:id/ledger', { config: { permission: 'statement' }, schema: hidden({ params: idParams, querystring: adminPageQuerySchema, response: { 200: pagedSchema(ledgerEntrySchema) } }) }, (request) =>
    memberLedger(ctx, request.params.id, request.query),
  );
  app.post('/admin/members/:id/points', { config: { permission: 'points.adjust' }, schema: hidden({ params: idParams, body: pointAdjustBodySchema, response: { 200: pointAdjustedSchema } }) }, (request) =>
    adjustMemberPoints(ctx, actorOf(request), request.params.id, request.body),
  );
  app.post('/admin/members/:id/suspend', { config: { permission: 'members.edit' }, schema: hidden({ params: idParams, body: memberStatusBodySchema, response: { 200: adminMemberSchema } }) }, (request) =>
    setMemberSuspended(ctx, actorOf(request), request.params.id, true, request.body?.reason),
  );
  app.post('/admin/members/:id/restore', { config: { permission: 'members.edit' }, schema: hidden({ params: idParams, body: memberStatusBodySchema, response: { 200: adminMemberSchema } }) }, (request) =>
    setMemberSuspended(ctx, actorOf(request), request.params.id, false, request.body?.reason),
  );
  app.post('/admin/members/:id/reset-password', { config: { permission: 'members.edit' }, schema: hidden({ params: idParams, response: { 200: resetLinkSentSchema } }) }, (request) =>
    sendResetLink(ctx, actorOf(request), request.params.id),
  );
};
