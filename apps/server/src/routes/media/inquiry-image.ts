import { inquiryMessages } from '@snsshop/shared';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { readInquiryImage } from '../../services/support/inquiry-images.js';

/**
 * An inquiry's image, for its member or staff only (the caller has checked who asks): never cached by a
 * shared cache, served as an inert image whatever its bytes hold.
 */
export async function sendInquiryImage(ctx: AppContext, reply: FastifyReply, inquiryId: number, name: string) {
  const image = await readInquiryImage(ctx, inquiryId, name);
  if (!image) throw notFound(inquiryMessages.notFound);
  return reply
    .header('content-type', image.type)
    .header('cache-control', 'private, max-age=86400')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
}
