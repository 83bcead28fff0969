import { errorSchema, findIdBodySchema, findIdResponseSchema, findPasswordBodySchema, messageSchema, resetPasswordBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { findId, findPassword } from '../../services/members/find-account.js';
import { resetPassword } from '../../services/members/reset-password.js';

const tags = ['account'];

/** Account recovery (anyone): find the id, ask for a reset link, reset the password. */
export const accountRecoveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/service/find-id',
    {
      schema: {
        tags,
        summary: '아이디 찾기 (가린 아이디, 전체는 이메일로)',
        body: findIdBodySchema,
        response: { 200: findIdResponseSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    (request) => findId(ctx, request.body.email, request.ip),
  );

  app.post(
    '/service/find-password',
    {
      schema: {
        tags,
        summary: '비밀번호 찾기 (재설정 링크 이메일, 가입 여부와 관계없이 같은 응답)',
        body: findPasswordBodySchema,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    (request) => findPassword(ctx, request.body.email, request.ip),
  );

  app.post(
    '/service/reset-password',
    {
      schema: {
        tags,
        summary: '비밀번호 재설정 (링크 토큰, 30분, 한 번)',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    (request) => resetPassword(ctx, request.body),
  );
};
