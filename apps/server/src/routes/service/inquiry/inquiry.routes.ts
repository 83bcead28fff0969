import {
  errorSchema,
  inquiryCreateBodySchema,
  inquiryDetailSchema,
  inquiryIdParamsSchema,
  inquiryImageParamsSchema,
  inquiryListQuerySchema,
  inquiryListSchema,
  inquiryMessageBodySchema,
  inquiryUnreadSchema,
  MAX_INQUIRY_IMAGE_BYTES,
  MAX_INQUIRY_IMAGES,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { currentMember } from '../../../plugins/authenticate.js';
import { sendInquiryImage } from '../../media/inquiry-image.js';
import { addMemberMessage, countUnreadInquiries, createInquiry, listMemberInquiries, memberInquiryDetail, ownInquiry } from '../../../services/support/member-inquiries.js';

const tags = ['inquiries'];
const security = [{ bearer: [] }];
/** Up to three images travel as base64 data URLs with the text: the app's 64 KB body limit is raised for these two routes only. */
const bodyLimit = MAX_INQUIRY_IMAGES * (Math.ceil((MAX_INQUIRY_IMAGE_BYTES * 4) / 3) + 100) + 64 * 1024;

/** 1:1 inquiries (1:1 문의): a logged-in member's own threads; another member's inquiry answers 404. */
export const inquiryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/service/inquiries',
    { onRequest: app.authenticate, schema: { tags, security, summary: '내 1:1 문의 목록 (최신순)', querystring: inquiryListQuerySchema, response: { 200: inquiryListSchema, 400: errorSchema, 401: errorSchema } } },
    (request) => listMemberInquiries(ctx, currentMember(request).id, request.query),
  );

  app.get(
    '/service/inquiries/unread',
    { onRequest: app.authenticate, schema: { tags, security, summary: '읽지 않은 답변이 있는 문의 수', response: { 200: inquiryUnreadSchema, 401: errorSchema } } },
    async (request) => ({ unread: await countUnreadInquiries(ctx, currentMember(request).id) }),
  );

  app.post(
    '/service/inquiries',
    {
      onRequest: app.authenticate,
      bodyLimit,
      schema: { tags, security, summary: '1:1 문의 등록 (이미지 3장까지)', body: inquiryCreateBodySchema, response: { 201: inquiryDetailSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => reply.code(201).send(await createInquiry(ctx, currentMember(request).id, request.body)),
  );

  app.get(
    '/service/inquiries/:id',
    { onRequest: app.authenticate, schema: { tags, security, summary: '1:1 문의 내용과 답변', params: inquiryIdParamsSchema, response: { 200: inquiryDetailSchema, 401: errorSchema, 404: errorSchema } } },
    (request) => memberInquiryDetail(ctx, currentMember(request).id, request.params.id),
  );

  app.post(
    '/service/inquiries/:id/messages',
    {
      onRequest: app.authenticate,
      bodyLimit,
      schema: { tags, security, summary: '문의에 메시지 추가 (답변 완료·종료된 문의는 다시 접수)', params: inquiryIdParamsSchema, body: inquiryMessageBodySchema, response: { 201: inquiryDetailSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => reply.code(201).send(await addMemberMessage(ctx, currentMember(request).id, request.params.id, request.body)),
  );

  app.get('/service/inquiries/:id/images/:name', { onRequest: app.authenticate, schema: { hide: true, params: inquiryImageParamsSchema } }, async (request, reply) => {
    await ownInquiry(ctx.db, currentMember(request).id, request.params.id);
    return sendInquiryImage(ctx, reply, request.params.id, request.params.name);
  });
};
