import { errorSchema } from '@snsshop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compressJson } from '../../lib/compress.js';
import { currentMember } from '../../plugins/authenticate.js';

const security = [{ bearer: [] }];

/**
 * One of a member's histories (orders, auto-orders, charges, refills): its keyset pages, which the
 * screens read, and, where API clients were given it, the whole 3-month window in one answer. Both
 * answer the signed-in member's own rows only.
 */
export interface MemberHistory<Query extends z.ZodType, Item extends z.ZodType> {
  /** '/service/order-history': the pages are under `${path}/page` */
  path: string;
  tag: string;
  /** the history's name in the API's summaries: '주문내역', '충전 내역' */
  title: string;
  /** what a page's query takes beyond the cursor, or how new rows stand while paging */
  pageNote: string;
  page: { query: Query; answer: z.ZodType; read: (memberId: number, query: z.infer<Query>) => Promise<unknown> };
  whole?: { item: Item; read: (memberId: number) => Promise<z.infer<Item>[]> };
}

/** The routes of one member history: `${path}` (whole window, when given) and `${path}/page`. */
export function memberHistoryRoutes<Query extends z.ZodType, Item extends z.ZodType>(app: FastifyInstance, h: MemberHistory<Query, Item>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = [h.tag];
  if (h.whole) {
    const whole = h.whole;
    // The whole 3-month window in one answer, kept for API clients; the screen reads the pages.
    typed.get(
      h.path,
      {
        onRequest: app.authenticate,
        onSend: compressJson,
        schema: { tags, security, summary: `${h.title} 전체 (최근 3개월, 페이지 없이)`, response: { 200: z.array(whole.item), 401: errorSchema } },
      },
      (request) => whole.read(currentMember(request).id),
    );
  }
  typed.get(
    `${h.path}/page`,
    {
      onRequest: app.authenticate,
      onSend: compressJson,
      schema: {
        tags,
        security,
        summary: `${h.title} 한 페이지 (최근 3개월, 최신순, 상태별 건수 포함)`,
        description: `첫 페이지는 cursor 없이, 다음 페이지는 앞서 받은 next의 cursor로 읽습니다. ${h.pageNote}`,
        querystring: h.page.query,
        response: { 200: h.page.answer, 400: errorSchema, 401: errorSchema },
      },
    },
    (request) => h.page.read(currentMember(request).id, request.query as z.infer<Query>),
  );
}
