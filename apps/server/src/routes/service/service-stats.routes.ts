import { serviceStatsSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listServiceStats } from '../../services/orders/service-stats.js';

/** Each service's start time, speed and completion rate from the shop's own orders (a sweep refreshes them). */
export const serviceStatsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/service/service-stats',
    { schema: { tags: ['catalog'], summary: '상품별 평균 시작 시간·속도·완료율', response: { 200: z.array(serviceStatsSchema) } } },
    async (_request, reply) => {
      // Figures change at most every few minutes; a minute in the browser's cache spares the database.
      reply.header('cache-control', 'public, max-age=60');
      return listServiceStats(ctx.db);
    },
  );
};
