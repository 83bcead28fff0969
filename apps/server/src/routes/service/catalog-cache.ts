import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { chooseEncoding, type Encoding } from '../../lib/compress.js';
import { readCatalogVersion } from '../../services/catalog/catalog-version.js';

interface Entry {
  version: number;
  /** the tag's text without quotes; each encoding of the answer has its own tag */
  tag: string;
  body: string;
  /** compressed once per version, when first asked for */
  encoded: Partial<Record<Encoding, Buffer>>;
}

function encode(entry: Entry, encoding: Encoding): Buffer {
  entry.encoded[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(entry.body) } })
      : zlib.gzipSync(entry.body, { level: 9 });
  return entry.encoded[encoding];
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
 * A browser that takes Brotli or gzip gets the answer compressed, once per version (the product
 * list is 14 KB as JSON, 2 KB as Brotli: on a phone's slow network that is the order page's wait).
 */
export function catalogCache(db: Executor) {
  const entries = new Map<string, Entry>();
  return async <T extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, key: string, schema: T, load: () => Promise<z.input<T>>) => {
    const version = await readCatalogVersion(db);
    let entry = entries.get(key);
    if (!entry || entry.version !== version) {
      const body = JSON.stringify(schema.parse(await load()));
      entry = { version, body, tag: crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27), encoded: {} };
      entries.set(key, entry);
    }
    const encoding = chooseEncoding(request.headers['accept-encoding'], entry.body.length);
    const etag = encoding ? `"${entry.tag}-${encoding}"` : `"${entry.tag}"`;
    // no-cache: the browser keeps the answer but asks each time, so an owner's edit shows at once
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(encode(entry, encoding));
  };
}
