import {
  accessTokenSchema,
  codeSentSchema,
  errorSchema,
  loginBodySchema,
  messageSchema,
  msg,
  profileSchema,
  registerBodySchema,
  sendEmailCodeBodySchema,
  sendPhoneCodeBodySchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentMember } from '../../plugins/authenticate.js';
import { decryptApiKey } from '../../services/members/api-keys.js';
import { logIn } from '../../services/members/log-in.js';
import { registerMember } from '../../services/members/register-member.js';
import { sendVerificationCode } from '../../services/members/verification-codes.js';
import { socialRoutes } from './social.routes.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(socialRoutes, { ctx });

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: '일반 회원가입 (ENABLE_EMAIL_VERIFY / ENABLE_PHONE_NUMBER 이면 인증번호 확인)',
        body: registerBodySchema,
        response: { 201: messageSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await registerMember(ctx, request.body, request.ip);
      return reply.status(201).send({ message: msg.register.success });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: '로그인',
        body: loginBodySchema,
        response: { 200: accessTokenSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    (request) => logIn(ctx, request.body, { ip: request.ip, device: request.headers['user-agent'] ?? '', log: request.log }),
  );

  app.get(
    '/auth/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: '내 정보', security: [{ bearer: [] }], response: { 200: profileSchema, 401: errorSchema } },
    },
    (request) => {
      const member = currentMember(request);
      return {
        id: member.loginId,
        point: member.point,
        apiKey: decryptApiKey(ctx, member.apiKeyEnc),
        referralCode: member.referralCode,
        ...(member.isAdmin ? { role: 'admin' as const } : {}),
      };
    },
  );

  const codeResponses = { 200: codeSentSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema, 502: errorSchema };

  app.post(
    '/auth/send-email',
    { schema: { tags, summary: '이메일 인증번호 발송 (5자리, 10분)', body: sendEmailCodeBodySchema, response: codeResponses } },
    (request) => sendVerificationCode(ctx, 'email', request.body.email.toLowerCase(), request.ip),
  );

  app.post(
    '/auth/send-phone-number',
    { schema: { tags, summary: '휴대폰 인증번호 발송 (5자리, 10분)', body: sendPhoneCodeBodySchema, response: codeResponses } },
    (request) => sendVerificationCode(ctx, 'phone', request.body.phoneNumber, request.ip),
  );
};
