import {
  categorySchema,
  noticeSchema,
  platformSchema,
  popupSchema,
  qnaSchema,
  registerWhereSchema,
  serviceSchema,
  serviceUpdateSchema,
  servicesQuerySchema,
  settingSchema,
  errorSchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import * as catalog from '../../services/catalog/catalog-queries.js';
import { listServiceUpdates } from '../../services/catalog/service-updates.js';
import { catalogCache } from './catalog-cache.js';

const tags = ['catalog'];

/** Public catalog and content reads used by every visitor. */
export const serviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const cached = catalogCache(db);
  const list = <T extends z.ZodType>(item: T, summary: string) => ({
    tags,
    summary,
    response: { 200: z.array(item), 304: z.null().describe('바뀌지 않음 (If-None-Match가 지금 ETag와 같음)'), 400: errorSchema },
  });
  const read = <T extends z.ZodType>(url: string, item: T, summary: string, load: () => Promise<z.input<T>[]>) =>
    app.get(url, { schema: list(item, summary) }, (request, reply) => cached(request, reply, url, z.array(item), load));

  read('/service/settings', settingSchema, '사이트 설정 (공개 키만)', () => catalog.listPublicSettings(db));
  read('/service/platforms', platformSchema, '플랫폼 목록', () => catalog.listPlatforms(db));
  read('/service/categorys', categorySchema, '카테고리 목록', () => catalog.listCategories(db));
  app.get('/service/services', { schema: { ...list(serviceSchema, '상품 목록'), querystring: servicesQuerySchema } }, (request, reply) => {
    const { includeWon } = request.query;
    return cached(request, reply, `/service/services?${includeWon}`, z.array(serviceSchema), () => catalog.listServices(db, includeWon));
  });
  read('/service/notices', noticeSchema, '공지사항', () => catalog.listNotices(db));
  read('/service/qnas', qnaSchema, '자주 묻는 질문', () => catalog.listQnas(db));
  read('/service/popup', popupSchema, '시작 팝업', () => catalog.listPopups(db));
  read('/service/service-updates', serviceUpdateSchema, '서비스 업데이트: 최근 가격 인상·인하, 중지·재개, 신규 상품 (최신순 100건)', () => listServiceUpdates(db));
  read('/service/register-where', registerWhereSchema, '가입 경로 선택지', () => catalog.listRegisterWhere(db));
};
