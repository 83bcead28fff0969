import { errorSchema, messageSchema, setWebhookBodySchema, webhookMessages, webhookSecretSchema, webhookSettingsSchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentMember } from '../../plugins/authenticate.js';
import { getWebhook, removeWebhook, renewWebhookSecret, setWebhook } from '../../services/webhooks/member-webhook.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** An API reseller's callback URL: order status changes are POSTed there as signed JSON. */
export const memberWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/auth/webhook',
    { onRequest: app.authenticate, schema: { tags, security, summary: '주문 상태 콜백 URL과 최근 전달 기록', response: { 200: webhookSettingsSchema, 401: errorSchema } } },
    (request) => getWebhook(ctx, currentMember(request).id),
  );

  app.put(
    '/auth/webhook',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '콜백 URL 저장 (처음 저장할 때 서명 키를 한 번 보여줌; 내부망 주소 거절)',
        body: setWebhookBodySchema,
        response: { 200: webhookSecretSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    (request) => setWebhook(ctx, currentMember(request).id, request.body.url),
  );

  app.post(
    '/auth/webhook/secret',
    { onRequest: app.authenticate, schema: { tags, security, summary: '서명 키 재발급 (한 번 보여줌)', response: { 200: webhookSecretSchema, 401: errorSchema, 404: errorSchema } } },
    (request) => renewWebhookSecret(ctx, currentMember(request).id),
  );

  app.delete(
    '/auth/webhook',
    { onRequest: app.authenticate, schema: { tags, security, summary: '콜백 URL 삭제', response: { 200: messageSchema, 401: errorSchema } } },
    async (request) => {
      await removeWebhook(ctx, currentMember(request).id);
      return { message: webhookMessages.removed };
    },
  );
};
