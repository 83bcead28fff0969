import type { FastifyRequest } from 'fastify';

/** A `key=` query parameter (SMM API v2 clients may send one) never reaches a log line. */
export function scrubKeyFromUrl(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Pino options of the customer API listener. The request line is logged without headers or body,
 * and with the key scrubbed from the query; redact covers any code that logs headers or a body.
 */
export function customerApiLogger(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    redact: {
      paths: ['req.headers["api-key"]', 'req.headers.authorization', 'req.body.key', 'req.query.key', 'headers["api-key"]', 'body.key', 'query.key', 'params.key'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: scrubKeyFromUrl(req.url), host: req.host, remoteAddress: req.ip }),
    },
    ...(stream ? { stream } : {}),
  };
}
