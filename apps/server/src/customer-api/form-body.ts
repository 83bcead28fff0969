import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * SMM API v2 clients post form fields: url-encoded (the usual), or multipart (PHP clients that post
 * an array). JSON keeps Fastify's own parser. Registered inside the v2 scope only, so the documented
 * API stays JSON. Multipart files are read and thrown away; only text fields count.
 */
export async function acceptFormBodies(app: FastifyInstance) {
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 50, fieldSize: 64 * 1024, files: 5, fileSize: 64 * 1024 },
    onFile: async (part) => {
      part.file.resume();
    },
  });
}

/** The call's parameters: query string and body together (the body wins), as plain strings. */
export function readParams(query: unknown, body: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  for (const source of [query, body]) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
    for (const [name, value] of Object.entries(source)) {
      if (typeof value === 'string') params[name] = value;
      else if (typeof value === 'number' && Number.isFinite(value)) params[name] = String(value);
    }
  }
  return params;
}
