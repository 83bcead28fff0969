import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { msg } from '@snsshop/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX } from '../lib/api-prefix.js';

/**
 * Serves the built SPA on the same origin as the JSON API. Unknown paths under the API prefix
 * are a JSON 404; any other GET that accepts HTML gets index.html so the SPA router decides.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset; browsers that accept them get those.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  // The wildcard file route would answer the bare root as a directory (403): it is a page.
  if (hasWeb) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && hasWeb && wantsPage) return sendIndex(reply);
    return reply.status(404).send({ statusCode: 404, message: msg.common.notFound });
  });
}
