import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { JobRunner } from '../lib/job-runner.js';
import { unauthorized } from '../lib/errors.js';
import { instrumentProviders, registerShopGauges } from './metrics-shop.js';

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus' text format, only with `Authorization: Bearer <METRICS_TOKEN>` (the
 * endpoint sits on the public port, so the token is what keeps order counts private). Registered
 * only when a token is set. Process series include the event loop delay (nodejs_eventloop_lag_*).
 */
export function registerMetrics(app: FastifyInstance, opts: { token: string; jobs: JobRunner; pool: pg.Pool | undefined }) {
  // One registry per app, so several apps in one process (tests) never share series.
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status', 'listener'];
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests by route and status', labelNames, registers: [register] });
  const seconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  const observeHttp = (instance: FastifyInstance, listener: string) =>
    instance.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: ids and query strings would make a series per request.
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode), listener };
      requests.inc(labels);
      seconds.observe(labels, reply.elapsedTime / 1000);
    });
  observeHttp(app, 'shop');
  app.ctx.observeHttp = observeHttp;
  // Providers are fetched from ctx on every call, so wrapping the registry here covers every sweep and route.
  app.ctx.providers = instrumentProviders(app.ctx.providers, register);
  registerShopGauges(register, app.ctx, opts.jobs, opts.pool);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), opts.token)) throw unauthorized('지표를 보려면 METRICS_TOKEN 토큰이 필요합니다.');
    reply.type(register.contentType);
    return register.metrics();
  });
}
