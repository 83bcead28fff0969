import {
  adminMessageSchema,
  adminNoticeSchema,
  adminPopupSchema,
  adminQnaSchema,
  adminRegisterWhereSchema,
  adminSettingSchema,
  msg,
  noticeCreateBodySchema,
  noticeUpdateBodySchema,
  popupCreateBodySchema,
  popupUpdateBodySchema,
  qnaCreateBodySchema,
  qnaUpdateBodySchema,
  registerWhereCreateBodySchema,
  registerWhereUpdateBodySchema,
  settingsUpdateBodySchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { requireAdmin } from '../../../plugins/require-admin.js';
import type { Actor } from '../../../services/audit/audit.js';
import * as content from '../../../services/content/content-admin.js';
import * as notices from '../../../services/content/notice-admin.js';
import { listAdminSettings, updateSettings } from '../../../services/settings/settings-admin.js';
import { actorOf, hidden, idParams } from '../admin-route-kit.js';

/** Notices, FAQs, popups, sign-up routes and site settings. */
export const adminContentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  /**
   * GET list, POST create (201), PATCH update, DELETE — the same four routes for each small table.
   * Bodies reach the use cases already parsed by the schemas named next to them.
   */
  function crud(
    path: string,
    schemas: { item: z.ZodType; create: z.ZodType; update: z.ZodType },
    use: {
      list: (ctx: AppContext) => Promise<unknown[]>;
      create: (ctx: AppContext, actor: Actor, body: never) => Promise<unknown>;
      update: (ctx: AppContext, actor: Actor, id: number, body: never) => Promise<unknown>;
      remove: (ctx: AppContext, actor: Actor, id: number) => Promise<void>;
    },
  ) {
    app.get(path, { schema: hidden({ response: { 200: z.array(schemas.item) } }) }, () => use.list(ctx));
    app.post(path, { schema: hidden({ body: schemas.create, response: { 201: schemas.item } }) }, async (request, reply) =>
      reply.code(201).send(await use.create(ctx, actorOf(request), request.body as never)),
    );
    app.patch(`${path}/:id`, { schema: hidden({ params: idParams, body: schemas.update, response: { 200: schemas.item } }) }, (request) =>
      use.update(ctx, actorOf(request), request.params.id, request.body as never),
    );
    app.delete(`${path}/:id`, { schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
      await use.remove(ctx, actorOf(request), request.params.id);
      return { message: msg.admin.deleted };
    });
  }

  crud(
    '/admin/notices',
    { item: adminNoticeSchema, create: noticeCreateBodySchema, update: noticeUpdateBodySchema },
    { list: notices.listAdminNotices, create: notices.createNotice, update: notices.updateNotice, remove: notices.deleteNotice },
  );
  crud(
    '/admin/qnas',
    { item: adminQnaSchema, create: qnaCreateBodySchema, update: qnaUpdateBodySchema },
    { list: content.listAdminQnas, create: content.createQna, update: content.updateQna, remove: content.deleteQna },
  );
  crud(
    '/admin/popups',
    { item: adminPopupSchema, create: popupCreateBodySchema, update: popupUpdateBodySchema },
    { list: content.listAdminPopups, create: content.createPopup, update: content.updatePopup, remove: content.deletePopup },
  );
  crud(
    '/admin/register-where',
    { item: adminRegisterWhereSchema, create: registerWhereCreateBodySchema, update: registerWhereUpdateBodySchema },
    { list: content.listAdminRegisterWhere, create: content.createRegisterWhere, update: content.updateRegisterWhere, remove: content.deleteRegisterWhere },
  );

  app.get('/admin/settings', { schema: hidden({ response: { 200: z.array(adminSettingSchema) } }) }, () => listAdminSettings(ctx));
  app.put('/admin/settings', { schema: hidden({ body: settingsUpdateBodySchema, response: { 200: z.array(adminSettingSchema) } }) }, (request) =>
    updateSettings(ctx, actorOf(request), request.body.values),
  );
};
