import { adminIdParamsSchema, adminMessageSchema, msg, recordIdParams, type Permission } from '@snsshop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import { requireAdmin } from '../../plugins/require-admin.js';
import { recordAudit, type Actor, type AuditInput } from '../../services/audit/audit.js';

/** The admin behind a request (requireAdmin has already checked the role). */
export const actorOf = (request: FastifyRequest): Actor => ({ adminId: request.member!.id });

export const idParams = adminIdParamsSchema;

/** Charge, deposit and receipt ids: the same rule, under the charges' words. */
export const chargeIdParams = recordIdParams(msg.common.notFound);

/** Admin routes stay out of the public API document. */
export const hidden = <T extends object>(schema: T) => ({ hide: true, ...schema });

/** An audit row written inside the decision's own transaction. */
export const auditIn = (ctx: AppContext, request: FastifyRequest, input: AuditInput) => async (trx: Trx) => {
  await recordAudit(trx, ctx, actorOf(request), input);
};

/**
 * GET list, POST create (201), PATCH update, DELETE — the same four routes for each small table.
 * Bodies reach the use cases already parsed by the schemas named next to them. With `permissions`, the
 * list declares the read permission and the changes the edit one (route option `config.permission`).
 */
export function crudRoutes(
  path: string,
  schemas: { item: z.ZodType; create: z.ZodType; update: z.ZodType },
  use: {
    list: (ctx: AppContext) => Promise<unknown[]>;
    create: (ctx: AppContext, actor: Actor, body: never) => Promise<unknown>;
    update: (ctx: AppContext, actor: Actor, id: number, body: never) => Promise<unknown>;
    remove: (ctx: AppContext, actor: Actor, id: number) => Promise<void>;
  },
  permissions: { read: Permission; edit: Permission },
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  const read = { permission: permissions.read };
  const edit = { permission: permissions.edit };
  return async (app, { ctx }) => {
    app.addHook('onRequest', requireAdmin);
    app.get(path, { config: read, schema: hidden({ response: { 200: z.array(schemas.item) } }) }, () => use.list(ctx));
    app.post(path, { config: edit, schema: hidden({ body: schemas.create, response: { 201: schemas.item } }) }, async (request, reply) =>
      reply.code(201).send(await use.create(ctx, actorOf(request), request.body as never)),
    );
    app.patch(`${path}/:id`, { config: edit, schema: hidden({ params: idParams, body: schemas.update, response: { 200: schemas.item } }) }, (request) =>
      use.update(ctx, actorOf(request), request.params.id, request.body as never),
    );
    app.delete(`${path}/:id`, { config: edit, schema: hidden({ params: idParams, response: { 200: adminMessageSchema } }) }, async (request) => {
      await use.remove(ctx, actorOf(request), request.params.id);
      return { message: msg.admin.deleted };
    });
  };
}
