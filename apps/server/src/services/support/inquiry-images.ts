import crypto from 'node:crypto';
import type { InquiryMessage } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import { decodeImage } from '../content/media.js';

export type DecodedImage = ReturnType<typeof decodeImage>;

/** Every image checked by its first bytes and size before anything is written (a bad third image stores nothing). */
export const decodeImages = (dataUrls: readonly string[]): DecodedImage[] => dataUrls.map(decodeImage);

/** An inquiry's images live beside it, not in the public media table: only the member and staff read them. */
export async function storeImages(trx: Trx, inquiryId: number, messageId: number, images: DecodedImage[], at: string): Promise<void> {
  for (const img of images) {
    const name = `${crypto.randomBytes(12).toString('hex')}.${img.ext}`;
    await trx
      .insertInto('inquiry_images')
      .values({ inquiry_id: inquiryId, message_id: messageId, name, content_type: img.type, size: img.bytes.length, data: img.bytes.toString('base64'), created_at: at })
      .execute();
  }
}

/** A thread's messages, oldest first, each with its images' names (never their bytes). */
export async function threadOf(ctx: AppContext, inquiryId: number) {
  const [messages, images] = await Promise.all([
    ctx.db
      .selectFrom('inquiry_messages as im')
      .leftJoin('members as s', 's.id', 'im.staff_id')
      .select(['im.id', 'im.author', 'im.body', 'im.created_at', 's.login_id as staff_login_id'])
      .where('im.inquiry_id', '=', inquiryId)
      .orderBy('im.id')
      .execute(),
    ctx.db.selectFrom('inquiry_images').select(['message_id', 'name', 'content_type', 'size']).where('inquiry_id', '=', inquiryId).orderBy('id').execute(),
  ]);
  return messages.map((msg): InquiryMessage & { staffLoginId: string | null } => ({
    id: msg.id,
    author: msg.author,
    body: msg.body,
    createdAt: msg.created_at,
    images: images.filter((i) => i.message_id === msg.id).map((i) => ({ name: i.name, contentType: i.content_type, size: Number(i.size) })),
    staffLoginId: msg.staff_login_id ?? null,
  }));
}

export async function readInquiryImage(ctx: AppContext, inquiryId: number, name: string) {
  const row = await ctx.db.selectFrom('inquiry_images').select(['content_type', 'data']).where('inquiry_id', '=', inquiryId).where('name', '=', name).executeTakeFirst();
  return row ? { type: row.content_type, bytes: Buffer.from(row.data, 'base64') } : null;
}
