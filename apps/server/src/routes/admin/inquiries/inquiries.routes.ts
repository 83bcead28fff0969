import {
  adminInquiriesPageSchema,
  adminInquiriesQuerySchema,
  adminInquiryDetailSchema,
  adminInquiryReplyBodySchema,
  adminInquiryUpdateBodySchema,
  adminMessageSchema,
  inquiryIdParamsSchema,
  inquiryImageParamsSchema,
  inquiryStaffSchema,
  msg,
  replyTemplateBodySchema,
  replyTemplateSchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import { adminInquiryDetail, assertInquiryExists, inquiryStaff, listInbox, replyToInquiry, updateInquiry } from '../../../services/support/inquiry-admin.js';
import { createReplyTemplate, deleteReplyTemplate, listReplyTemplates, updateReplyTemplate } from '../../../services/support/reply-templates.js';
import { sendInquiryImage } from '../../media/inquiry-image.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

const read = { permission: 'inquiries.read' } as const;
const answer = { permission: 'inquiries.answer' } as const;

/** The 1:1 inquiry inbox: filters, the thread with its linked order, replies, status and assignment, saved reply templates. */
export const adminInquiryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);
  app.get('/admin/inquiries', { config: read, schema: hidden({ querystring: adminInquiriesQuerySchema, response: { 200: adminInquiriesPageSchema } }) }, (request) =>
    listInbox(ctx, request.member!.id, request.query),
  );
  app.get('/admin/inquiries/staff', { config: read, schema: hidden({ response: { 200: z.array(inquiryStaffSchema) } }) }, () => inquiryStaff(ctx));
  app.get('/admin/inquiries/:id', { config: read, schema: hidden({ params: inquiryIdParamsSchema, response: { 200: adminInquiryDetailSchema } }) }, (request) =>
    adminInquiryDetail(ctx, request.params.id),
  );
  app.get('/admin/inquiries/:id/images/:name', { config: read, schema: hidden({ params: inquiryImageParamsSchema }) }, async (request, reply) => {
    await assertInquiryExists(ctx, request.params.id);
    return sendInquiryImage(ctx, reply, request.params.id, request.params.name);
  });
  app.post('/admin/inquiries/:id/replies', { config: answer, schema: hidden({ params: inquiryIdParamsSchema, body: adminInquiryReplyBodySchema, response: { 200: adminInquiryDetailSchema } }) }, (request) =>
    replyToInquiry(ctx, actorOf(request), request.params.id, request.body),
  );
  app.patch('/admin/inquiries/:id', { config: answer, schema: hidden({ params: inquiryIdParamsSchema, body: adminInquiryUpdateBodySchema, response: { 200: adminInquiryDetailSchema } }) }, (request) =>
    updateInquiry(ctx, actorOf(request), request.params.id, request.body),
  );

  app.get('/admin/inquiry-templates', { config: read, schema: hidden({ response: { 200: z.array(replyTemplateSchema) } }) }, () => listReplyTemplates(ctx));
  app.post('/admin/inquiry-templates', { config: answer, schema: hidden({ body: replyTemplateBodySchema, response: { 201: replyTemplateSchema } }) }, async (request, reply) =>
    reply.code(201).send(await createReplyTemplate(ctx, actorOf(request), request.body)),
  );
  app.patch('/admin/inquiry-templates/:id', { config: answer, schema: hidden({ params: idParams, body: replyTemplateBodySchema, response: { 200: replyTemplateSchema } }) }, (request) =>
    updateReplyTemplate(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete('/admin/inquiry-templates/:id', { config: answer, schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
    await deleteReplyTemplate(ctx, actorOf(request), request.params.id);
    return { message: msg.admin.deleted };
  });
};
