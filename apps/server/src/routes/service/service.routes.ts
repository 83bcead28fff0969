import {
  categorySchema,
  noticeSchema,
  platformSchema,
  popupSchema,
  qnaSchema,
  registerWhereSchema,
  serviceSchema,
  servicesQuerySchema,
  settingSchema,
  errorSchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import * as catalog from '../../services/catalog/catalog-queries.js';

const tags = ['catalog'];

/** Public catalog and content reads used by every visitor. */
export const serviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const list = <T extends z.ZodType>(item: T, summary: string) => ({ tags, summary, response: { 200: z.array(item), 400: errorSchema } });

  app.get('/service/settings', { schema: list(settingSchema, '사이트 설정 (공개 키만)') }, () => catalog.listPublicSettings(db));
  app.get('/service/platforms', { schema: list(platformSchema, '플랫폼 목록') }, () => catalog.listPlatforms(db));
  app.get('/service/categorys', { schema: list(categorySchema, '카테고리 목록') }, () => catalog.listCategories(db));
  app.get(
    '/service/services',
    { schema: { ...list(serviceSchema, '상품 목록'), querystring: servicesQuerySchema } },
    (request) => catalog.listServices(db, request.query.includeWon),
  );
  app.get('/service/notices', { schema: list(noticeSchema, '공지사항') }, () => catalog.listNotices(db));
  app.get('/service/qnas', { schema: list(qnaSchema, '자주 묻는 질문') }, () => catalog.listQnas(db));
  app.get('/service/popup', { schema: list(popupSchema, '시작 팝업') }, () => catalog.listPopups(db));
  app.get('/service/register-where', { schema: list(registerWhereSchema, '가입 경로 선택지') }, () => catalog.listRegisterWhere(db));
};
