import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * Naver/Kakao sign-in returns through the provider's site to /auth/naver|kakao in a popup, which
 * must still reach window.opener: a COOP header on that page would sever the link (seen in Chromium).
 */
export const shopPopupPages = /^\/auth\/(?:naver|kakao)(?:[?#/]|$)/;

/** The customer API answers JSON only: nothing may load or frame it. */
export const apiHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: false,
  strictTransportSecurity: false,
};

const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * The headers helmet sets for these options, worked out once: they do not depend on the request,
 * and setting them as one object on the reply costs a fraction of running helmet's middleware chain
 * (ten raw setHeader calls) on every request.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers depend on the request');
  return Object.freeze(headers);
}

/**
 * Security headers on every answer of a Fastify instance, including the ones Fastify writes before
 * any hook runs (a malformed address): see frameworkErrors below. HSTS only when the request came over
 * HTTPS (directly, or through a proxy trusted with TRUST_PROXY that says X-Forwarded-Proto: https).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions, popupPages?: RegExp) {
  const headers = securityHeaders(options);
  // A page that must keep its link to window.opener gets no COOP header (see shopPopupPages).
  const { 'cross-origin-opener-policy': _coop, ...popupHeaders } = headers;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(popupPages?.test(request.url) ? popupHeaders : headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

/**
 * Fastify's answers to addresses it cannot route (bad percent-encoding, a path parameter over the
 * length limit) skip the hooks and the error handler; this gives them the same headers and a Korean
 * body in the shop's shape (plus `extra` fields, e.g. the SMM protocol's `error` on the API port).
 */
export function frameworkErrors(options: HelmetOptions, extra: Record<string, unknown> = {}) {
  const headers = securityHeaders(options);
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const status = tooLong ? 414 : 400;
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ ...extra, statusCode: status, message: tooLong ? msg.common.addressTooLong : msg.common.badAddress });
  };
}
