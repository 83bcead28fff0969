import swagger from '@fastify/swagger';
import { MAX_ORDER_BODY_BYTES, msg } from '@snsshop/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { registerDrain } from '../plugins/drain.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { apiHeaderOptions, frameworkErrors, registerSecurityHeaders } from '../plugins/security-headers.js';
import { v2Errors } from './smm-v2-errors.js';
import { customerApiLogger } from './log-options.js';
import { createLimits } from './rate-limit.js';
import { documentedRoutes } from './routes/documented.routes.js';
import { smmV2Routes } from './routes/api/v2/smm-v2.routes.js';

export interface CustomerApiOptions {
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
  logLevel?: string;
}

/**
 * The customer API on its own listener (API_PORT): the documented API and SMM API v2, sharing the
 * shop's context and database. The shop's process starts it next to the shop and closes it first.
 */
export async function buildCustomerApi(ctx: AppContext, config: Config, opts: CustomerApiOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: customerApiLogger(opts.logLevel ?? config.logLevel, opts.logStream),
    trustProxy: config.trustProxy,
    // an order's longest type text (500 Korean comments, form-encoded or as JSON escapes) fits; more is refused unread
    bodyLimit: MAX_ORDER_BODY_BYTES,
    // A malformed address answers in the SMM protocol's shape too (`error`), with the Korean message beside it.
    frameworkErrors: frameworkErrors(apiHeaderOptions, { error: v2Errors.request }),
    // a request that arrives while the process shuts down is refused by the drain, in Korean
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, apiHeaderOptions);
  registerDrain(app, { error: v2Errors.unavailable });
  ctx.observeHttp?.(app, 'customer-api');
  // Unknown addresses answer in the SMM protocol's error shape (clients read `error`), with the Korean message beside it.
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: v2Errors.request, statusCode: 404, message: msg.customerApi.routeNotFound }));

  const { rateLimitPerKey: perKeyLimit, rateLimitPerIp: perIpLimit } = config.customerApi;
  const limits = createLimits(ctx, perKeyLimit, perIpLimit);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SNS 성장 서비스 스토어 고객 API',
        version: '1.0.0',
        description:
          `모든 요청에 api-key 헤더로 계정 설정에서 발급한 API 키를 보내주세요. 키 하나당 1분에 ${perKeyLimit}회까지 요청할 수 있고 ` +
          `응답의 X-RateLimit-* 헤더로 남은 횟수를 알려드립니다. 키가 없거나 맞지 않는 요청은 IP 하나당 1분에 ${perIpLimit}회까지이며, ` +
          '이를 넘긴 IP의 요청은 키가 맞아도 잠시 받지 않습니다. ' +
          'SMM 패널 API v2 호환 주소는 POST /api/v2 입니다 (key, action).',
      },
      servers: [{ url: config.customerApi.publicUrl }],
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'api-key' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(documentedRoutes, { ctx, limits });
  await app.register(smmV2Routes, { ctx, limits });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  return app;
}
