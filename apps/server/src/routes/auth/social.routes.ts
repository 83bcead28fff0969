import {
  accessTokenSchema,
  authorizeUrlSchema,
  errorSchema,
  kakaoLoginBodySchema,
  messageSchema,
  msg,
  naverLoginBodySchema,
  socialRegisterBodySchema,
} from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { registerSocialMember } from '../../services/members/register-social-member.js';
import { logInWithKakao, logInWithNaver, socialAuthorizeUrl, type SocialProvider } from '../../services/members/social-login.js';

const tags = ['auth'];
const providers: { provider: SocialProvider; name: string }[] = [
  { provider: 'naver', name: '네이버' },
  { provider: 'kakao', name: '카카오' },
];

/** Naver and Kakao: 404 unless the site setting is on and the keys are configured. */
export const socialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const loginResponses = { 200: accessTokenSchema, 400: errorSchema, 404: errorSchema, 502: errorSchema };

  app.post(
    '/auth/login/naver',
    { schema: { tags, summary: '네이버 로그인 (미가입이면 404 + data.token)', body: naverLoginBodySchema, response: loginResponses } },
    (request) => logInWithNaver(ctx, request.body),
  );

  app.post(
    '/auth/login/kakao',
    { schema: { tags, summary: '카카오 로그인 (미가입이면 404 + data.token)', body: kakaoLoginBodySchema, response: loginResponses } },
    (request) => logInWithKakao(ctx, request.body),
  );

  for (const { provider, name } of providers) {
    app.get(
      `/auth/${provider}/authorize-url`,
      { schema: { tags, summary: `${name} 로그인 창 주소와 state`, response: { 200: authorizeUrlSchema, 404: errorSchema } } },
      () => socialAuthorizeUrl(ctx, provider),
    );

    app.post(
      `/auth/register/${provider}`,
      {
        schema: {
          tags,
          summary: `${name} 회원가입 (accessToken = 로그인 404의 data.token)`,
          body: socialRegisterBodySchema,
          response: { 201: messageSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        await registerSocialMember(ctx, provider, request.body, request.ip);
        return reply.status(201).send({ message: msg.register.success });
      },
    );
  }
};
