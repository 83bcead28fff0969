import { errorSchema, notificationPreferencesSchema, updateNotificationPreferencesBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentMember } from '../../plugins/authenticate.js';
import { getPreferences, savePreferences } from '../../services/notifications/preferences.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Which notifications the member receives (/account). */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/auth/notifications',
    { onRequest: app.authenticate, schema: { tags, security, summary: '알림 수신 설정 조회', response: { 200: notificationPreferencesSchema, 401: errorSchema } } },
    (request) => getPreferences(ctx, currentMember(request).id),
  );

  app.put(
    '/auth/notifications',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: '알림 수신 설정 저장', body: updateNotificationPreferencesBodySchema, response: { 200: notificationPreferencesSchema, 400: errorSchema, 401: errorSchema } },
    },
    (request) => savePreferences(ctx, currentMember(request).id, request.body),
  );
};
