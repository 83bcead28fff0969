import { msg } from '@snsshop/shared';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../lib/errors.js';

/**
 * onRequest guard for the shop owner's routes: a logged-in member whose role is 'admin' (read by
 * authenticate with the member row, so no second query). Anyone else — no token, a bad token, an
 * ordinary member — gets the same 404 as a path that does not exist, so the admin API does not
 * reveal itself (and a member's screen is not logged out by a 401).
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  try {
    await request.server.authenticate(request);
  } catch {
    throw notFound(msg.common.notFound);
  }
  if (!request.member?.isAdmin) throw notFound(msg.common.notFound);
}
