import { msg } from '@snsshop/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type ContentSecurityPolicy = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>>;

/** The shop's pages: scripts and frames only from itself and Toss; images from itself, inline art (data:), previews (blob:) and the hosts the owner names. */
export function shopHeaderOptions(imgHosts: readonly string[]): HelmetOptions {
  const contentSecurityPolicy: ContentSecurityPolicy = {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Toss Payments' window (mobile top-up, when the shop turns it on) loads its script and frames.
      scriptSrc: ["'self'", 'https://js.tosspayments.com'],
      frameSrc: ['https://*.tosspayments.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...imgHosts],
      connectSrc: ["'self'", 'https://*.tosspayments.com'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
  return {
    contentSecurityPolicy,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // frame-ancestors 'none' says it; HSTS is sent only over HTTPS (see registerSecurityHeaders).
    xFrameOptions: false,
    strictTransportSecurity: false,
  };
}

/** The customer API answers JSON only: nothing may load or frame it. */
export const apiHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: false,
  strictTransportSecurity: false,
};

const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Security headers on every answer of a Fastify instance, including the ones Fastify writes before
 * any hook runs (a malformed address): see frameworkErrors below. HSTS only when the request came over
 * HTTPS (directly, or through a proxy trusted with TRUST_PROXY that says X-Forwarded-Proto: https).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done(err as Error | undefined);
    });
  });
}

/**
 * Fastify's answers to addresses it cannot route (bad percent-encoding, a path parameter over the
 * length limit) skip the hooks and the error handler; this gives them the same headers and a Korean
 * body in the shop's shape (plus `extra` fields, e.g. the SMM protocol's `error` on the API port).
 */
export function frameworkErrors(options: HelmetOptions, extra: Record<string, unknown> = {}) {
  const apply = helmet(options);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    apply(request.raw, reply.raw, () => {});
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const status = tooLong ? 414 : 400;
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ ...extra, statusCode: status, message: tooLong ? msg.common.addressTooLong : msg.common.badAddress });
  };
}
