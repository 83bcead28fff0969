import {
  apiKeyResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  errorSchema,
  messageSchema,
  msg,
  referralCodeResponseSchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentMember } from '../../plugins/authenticate.js';
import { renewApiKey } from '../../services/members/api-keys.js';
import { changePassword } from '../../services/members/change-password.js';
import { deleteAccount } from '../../services/members/delete-account.js';
import { issueReferralCode } from '../../services/members/referral-code.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Account settings (member only); recovery for anyone is routes/service/account-recovery.routes.ts. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '비밀번호 변경 (다른 세션은 끝남)',
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    (request) => changePassword(ctx, currentMember(request), request.body, { ip: request.ip, log: request.log }),
  );

  app.post(
    '/auth/api-key',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'API 키 발급·재발급 (이전 키는 즉시 중지)', response: { 200: apiKeyResponseSchema, 401: errorSchema } },
    },
    async (request) => ({ apiKey: await renewApiKey(ctx, currentMember(request).id) }),
  );

  app.post(
    '/auth/referral-code',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: '추천인 코드 발급 (한 번)',
        response: { 200: referralCodeResponseSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({ referralCode: await issueReferralCode(ctx, currentMember(request).id) }),
  );

  app.delete(
    '/auth/account',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: '회원탈퇴 (개인정보 삭제, 주문·결제 기록은 비식별 보관)', response: { 200: messageSchema, 401: errorSchema } },
    },
    async (request) => {
      await deleteAccount(ctx, currentMember(request).id);
      return { message: msg.account.deleted };
    },
  );
};
