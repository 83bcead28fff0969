import { msg } from '@snsshop/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../lib/errors.js';

/**
 * onRequest guard for the shop owner's routes: a logged-in member whose role is 'admin'. Anyone
 * else — no token, a bad token, an ordinary member — gets the same 404 as a path that does not
 * exist, so the admin API does not reveal itself (and a member's screen is not logged out by a 401).
 */
export function requireAdmin(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    try {
      await request.server.authenticate(request);
    } catch {
      throw notFound(msg.common.notFound);
    }
    const row = await ctx.db.selectFrom('members').select('role').where('id', '=', request.member!.id).executeTakeFirst();
    if (row?.role !== 'admin') throw notFound(msg.common.notFound);
  };
}
