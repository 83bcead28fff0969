import crypto from 'node:crypto';
import { MAX_IMAGE_BYTES, MEDIA_URL_PREFIX, msg, type Media } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';

/**
 * Raster images only, recognised by their first bytes (whatever the upload claims to be). SVG is
 * refused on purpose: it is a document that can carry script, and no sanitiser for it is installed.
 */
const signatures: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export function decodeImage(dataUrl: string): { bytes: Buffer; type: string; ext: string } {
  const m = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl.trim());
  if (!m) throw badRequest(msg.admin.imageInvalid);
  const bytes = Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest(msg.admin.imageTooLarge);
  const kind = signatures.find((s) => bytes.length >= 12 && s.test(bytes));
  if (!kind) throw badRequest(msg.admin.imageInvalid);
  return { bytes, type: kind.type, ext: kind.ext };
}

export async function uploadMedia(ctx: AppContext, actor: Actor, dataUrl: string): Promise<Media> {
  const { bytes, type, ext } = decodeImage(dataUrl);
  const name = `${crypto.randomBytes(12).toString('hex')}.${ext}`;
  const media: Media = { url: `${MEDIA_URL_PREFIX}${name}`, contentType: type, size: bytes.length };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('media').values({ name, content_type: type, data: bytes.toString('base64'), size: bytes.length, created_at: isoNow(ctx.clock) }).execute();
    await recordAudit(trx, ctx, actor, { action: 'media.upload', targetType: 'media', targetId: name, after: media });
  });
  return media;
}

export async function readMedia(ctx: AppContext, name: string): Promise<{ type: string; bytes: Buffer } | null> {
  const row = await ctx.db.selectFrom('media').select(['content_type', 'data']).where('name', '=', name).executeTakeFirst();
  return row ? { type: row.content_type, bytes: Buffer.from(row.data, 'base64') } : null;
}
