import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { readCatalogVersion } from '../../services/catalog/catalog-version.js';

interface Entry {
  version: number;
  etag: string;
  body: string;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * The public catalog answers, serialized once per catalog version (catalog-version.ts) and sent
 * with an ETag: a browser that holds the same answer gets 304 and no body. The version is read
 * before the rows, so an edit committing in between only makes the next request load again.
 */
export function catalogCache(db: Executor) {
  const entries = new Map<string, Entry>();
  return async <T extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, key: string, schema: T, load: () => Promise<z.input<T>>) => {
    const version = await readCatalogVersion(db);
    let entry = entries.get(key);
    if (!entry || entry.version !== version) {
      const body = JSON.stringify(schema.parse(await load()));
      entry = { version, body, etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      entries.set(key, entry);
    }
    // no-cache: the browser keeps the answer but asks each time, so an owner's edit shows at once
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };
}
