import { accessTokenSchema, errorSchema, loginBodySchema, messageSchema, msg, profileSchema, registerBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentMember } from '../../plugins/authenticate.js';
import { logIn } from '../../services/accounts/log-in.js';
import { registerMember } from '../../services/accounts/register-member.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: '일반 회원가입',
        body: registerBodySchema,
        response: { 201: messageSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await registerMember(ctx, request.body);
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
        response: { 200: accessTokenSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (request) => logIn(ctx, request.body),
  );

  app.get(
    '/auth/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: '내 정보', security: [{ bearer: [] }], response: { 200: profileSchema, 401: errorSchema } },
    },
    (request) => {
      const member = currentMember(request);
      return { id: member.loginId, point: member.point, apiKey: null, referralCode: member.referralCode };
    },
  );
};
