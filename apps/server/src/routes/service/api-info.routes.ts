import { API_KEY_HEADER, apiInfoSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { RATE_WINDOW_MS } from '../../customer-api/rate-limit.js';

/** On the shop (under /rest): what the /api screen shows — the customer API's public address and limits. */
export const apiInfoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { publicUrl, rateLimitPerKey, rateLimitPerIp } = ctx.config.customerApi;
  app.get(
    '/service/api-info',
    { schema: { tags: ['catalog'], summary: '고객 API 안내 (주소, 헤더, 요청 한도)', response: { 200: apiInfoSchema } } },
    () => ({
      baseUrl: publicUrl,
      header: API_KEY_HEADER,
      v2Url: `${publicUrl}/api/v2`,
      rateLimit: { perKey: rateLimitPerKey, perIp: rateLimitPerIp, windowSeconds: RATE_WINDOW_MS / 1000 },
    }),
  );
};
