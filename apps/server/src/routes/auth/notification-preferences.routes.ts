import { errorSchema, marketingConsentBodySchema, marketingConsentSchema, notificationPreferencesSchema, updateNotificationPreferencesBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentMember } from '../../plugins/authenticate.js';
import { getMarketingConsent, setMarketingConsent } from '../../services/members/member-consents.js';
import { getPreferences, savePreferences } from '../../services/notifications/preferences.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Which notifications the member receives, and whether they agree to marketing (/account). */
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

  app.get(
    '/auth/marketing-consent',
    { onRequest: app.authenticate, schema: { tags, security, summary: '마케팅 정보 수신 동의 조회', response: { 200: marketingConsentSchema, 401: errorSchema } } },
    (request) => getMarketingConsent(ctx, currentMember(request).id),
  );

  app.put(
    '/auth/marketing-consent',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: '마케팅 정보 수신 동의 변경', body: marketingConsentBodySchema, response: { 200: marketingConsentSchema, 400: errorSchema, 401: errorSchema } },
    },
    (request) => setMarketingConsent(ctx, currentMember(request).id, request.body.marketing),
  );
};
