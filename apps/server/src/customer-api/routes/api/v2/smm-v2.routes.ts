import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../../context.js';
import { isDatabaseBusy } from '../../../../db/database.js';
import { RETRY_AFTER_SECONDS } from '../../../../lib/errors.js';
import { acceptFormBodies, readParams } from '../../../form-body.js';
import { passGate, rateLimited } from '../../../gate.js';
import type { CustomerApiLimits } from '../../../rate-limit.js';
import { runV2Action, v2Action } from '../../../smm-v2-actions.js';
import { v2Errors } from '../../../smm-v2-errors.js';

/**
 * SMM panel API v2 at /api/v2, so another panel can add this shop as its provider with no custom
 * code: `key` and `action` in a form body, JSON or the query string; answers and errors in the
 * protocol's shapes and words. Protocol errors come with HTTP 200, as panels expect; a bad key is
 * HTTP 401, a rate limit HTTP 429 and a body that cannot be read a 4xx (all still `{"error": …}`),
 * which clients read as "refused" and "try later" respectively.
 */
export const smmV2Routes: FastifyPluginAsync<{ ctx: AppContext; limits: CustomerApiLimits }> = async (app, { ctx, limits }) => {
  await acceptFormBodies(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseBusy(error)) {
      // SQLite's file stayed locked by another connection: nothing was kept, a later try may pass.
      request.log.warn({ err: error }, 'database busy');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: v2Errors.unavailable });
    }
    const status = error.statusCode ?? 500;
    // The key was renewed or its member suspended after the gate let the call in (the order checks it again).
    if (status === 401) return reply.status(401).send({ error: v2Errors.key });
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: 'Internal server error' });
    }
    // A body that cannot be read (bad JSON, url escapes or multipart, too large, unknown type) is an incorrect request.
    return reply.status(status).send({ error: v2Errors.request });
  });

  // Clients (a public Node SDK among them) post to /api/v2/ as well.
  for (const url of ['/api/v2', '/api/v2/']) {
    app.route({
      method: ['GET', 'POST'],
      url,
      schema: { hide: true },
      handler: async (request, reply) => {
        const params = readParams(request.query, request.body);
        // an `add` is counted by its order's first statement (GateCount)
        const gate = await passGate(ctx, limits, request, reply, params.key, v2Action(params) === 'add');
        if (!gate.ok) {
          return gate.refused === 'key' ? reply.status(401).send({ error: v2Errors.key }) : reply.status(429).send({ error: v2Errors.tooMany });
        }
        const idempotencyKey = request.headers['idempotency-key'];
        const answer = await runV2Action(ctx, gate.member, params, typeof idempotencyKey === 'string' && idempotencyKey.length <= 100 ? idempotencyKey : undefined, gate.count);
        return answer === rateLimited ? reply.status(429).send({ error: v2Errors.tooMany }) : answer;
      },
    });
  }
};
