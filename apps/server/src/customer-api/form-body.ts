import type { FastifyInstance } from 'fastify';

/** Text fields of a multipart/form-data body (PHP clients that post an array send this); files are ignored. */
export function parseMultipartFields(body: string, contentType: string): Record<string, string> | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /\bname="([^"]*)"/i.exec(head)?.[1];
    if (!name || /\bfilename=/i.test(head)) continue;
    fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}

/**
 * SMM API v2 clients post form fields: url-encoded (the usual), or multipart. JSON keeps Fastify's
 * own parser. Registered inside the v2 scope only, so the documented API stays JSON.
 */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (request, body, done) => {
    const fields = parseMultipartFields(String(body), request.headers['content-type'] ?? '');
    if (fields) done(null, fields);
    else done(Object.assign(new Error('bad multipart body'), { statusCode: 400 }), undefined);
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
