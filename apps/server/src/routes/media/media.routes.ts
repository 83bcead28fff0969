import { msg } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { readMedia } from '../../services/content/media.js';

/**
 * Images the shop owner uploaded (platform icons, popups), public like the rest of the catalog.
 * Names are random and never reused, so they are cached for good; served as inert images only.
 */
export const publicMediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/media/:name',
    { schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-z0-9]{16,64}\.(png|jpg|webp|gif)$/, msg.common.notFound) }) } },
    async (request, reply) => {
      const media = await readMedia(ctx, request.params.name);
      if (!media) throw notFound(msg.common.notFound);
      return reply
        .header('content-type', media.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(media.bytes);
    },
  );
};
