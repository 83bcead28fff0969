import { parse as parseQuery } from 'node:querystring';
import formbody from '@fastify/formbody';
import { msg } from '@snsshop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/** A body that does not follow its own content type: a 400, never a 500 or a silently empty call. */
const unreadable = () => new AppError(400, msg.common.badRequest);

/** Url-encoded fields whose every escape decodes (decodeURIComponent throws on `%zz`, `%E0%A4%A`). */
function parseUrlEncoded(text: string) {
  // only a body with an escape can hold a bad one
  if (text.includes('%')) {
    try {
      decodeURIComponent(text);
    } catch {
      throw unreadable();
    }
  }
  return parseQuery(text);
}

/**
 * Multipart read by the platform's own parser (undici's FormData), which refuses a missing boundary
 * and a body that does not match it; @fastify/multipart answered the first with a 500 and read the
 * second as an empty call. Files are dropped; only text fields count.
 */
async function parseMultipart(contentType: string, body: Buffer) {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw unreadable();
  }
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}

/**
 * SMM API v2 clients post form fields: url-encoded (the usual), or multipart (PHP clients that post
 * an array). JSON keeps Fastify's own parser. Registered inside the v2 scope only, so the documented
 * API stays JSON. The app's body limit bounds both.
 */
export async function acceptFormBodies(app: FastifyInstance) {
  await app.register(formbody, { parser: parseUrlEncoded });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, async (request: FastifyRequest, body: Buffer) =>
    parseMultipart(request.headers['content-type'] ?? '', body),
  );
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
