import { MAX_IMAGE_BYTES, mediaSchema, mediaUploadBodySchema } from '@snsshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { uploadMedia } from '../../services/content/media.js';
import { actorOf, hidden } from './admin-route-kit.js';

/** Image upload for platform icons and popups; served publicly by routes/media. */
export const adminMediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  // An image travels as a base64 data URL: the one route with a body larger than the app's 64 KB limit.
  app.post('/admin/media',
    { config: { permission: 'content.edit' }, bodyLimit: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4096, schema: hidden({ body: mediaUploadBodySchema, response: { 201: mediaSchema } }) },
    async (request, reply) => reply.code(201).send(await uploadMedia(ctx, actorOf(request), request.body.dataUrl)),
  );
};
