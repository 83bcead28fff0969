import { msg } from '@snsshop/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy } from '../db/database.js';
import { AppError, RETRY_AFTER_SECONDS } from '../lib/errors.js';

const hangul = /[\uac00-\ud7a3]/;

const byCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, msg.common.badRequest],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, msg.common.badRequest],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, msg.common.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, msg.common.badRequest],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, msg.common.tooLarge],
};

const byStatus: Record<number, string> = {
  400: msg.common.badRequest,
  401: msg.common.unauthorized,
  404: msg.common.notFound,
  413: msg.common.tooLarge,
  415: msg.common.unsupportedMediaType,
  429: msg.common.tooManyRequests,
};

/**
 * The one error handler (STYLE.md rule 9): a 4xx carries a Korean message that is safe to show;
 * a 5xx is logged in full and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ statusCode: error.statusCode, message: error.message, ...(error.data ? { data: error.data } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The schema's own Korean message for the first broken rule; zod's English defaults never reach a user.
      const first = error.validation[0]?.message ?? '';
      // An address that names no record (an id in another notation, "01", a name that cannot exist) is
      // not found, exactly as an id that does not exist: 404, never an answer about another record.
      if (error.validationContext === 'params') return reply.status(404).send({ statusCode: 404, message: hangul.test(first) ? first : msg.common.notFound });
      const message = hangul.test(first) ? first : msg.common.badFormat;
      return reply.status(400).send({ statusCode: 400, message });
    }
    const known = error.code ? byCode[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ statusCode: known[0], message: known[1] });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ statusCode: status, message: byStatus[status] ?? msg.common.badRequest });
    }
    if (isDatabaseBusy(error)) {
      // Another connection held SQLite's file past the busy timeout; the transaction kept nothing.
      request.log.warn({ err: error }, 'database busy');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ statusCode: 503, message: msg.common.busy });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ statusCode: 500, message: msg.common.server });
  });
}
