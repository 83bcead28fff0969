import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { findMemberByApiKey, type ApiKeyMember } from '../services/members/api-keys.js';
import { setRateHeaders, tighter, type CustomerApiLimits } from './rate-limit.js';

export type GateResult = { ok: true; member: ApiKeyMember } | { ok: false; refused: 'key' } | { ok: false; refused: 'limit'; limit: number };

/**
 * Every call of the customer API passes here first: the key is looked up by its keyed hash (kept per
 * process for a moment), then the call is counted against the client address's window (so guessing
 * keys is limited too: over it, every call is refused whatever its key) and, for a known key, the
 * member's own window, both in one go. The X-RateLimit-* headers describe whichever window has fewer
 * requests left.
 */
export async function passGate(ctx: AppContext, limits: CustomerApiLimits, request: FastifyRequest, reply: FastifyReply, key: unknown): Promise<GateResult> {
  const member = typeof key === 'string' && key.trim() !== '' ? await findMemberByApiKey(ctx, key.trim()) : null;
  const hits = await limits.take(request.ip, member?.id ?? null);
  setRateHeaders(reply, hits.ip);
  if (!hits.ip.allowed) return { ok: false, refused: 'limit', limit: hits.ip.limit };
  if (!member || !hits.key) return { ok: false, refused: 'key' };
  setRateHeaders(reply, tighter(hits.key, hits.ip));
  if (!hits.key.allowed) return { ok: false, refused: 'limit', limit: hits.key.limit };
  return { ok: true, member };
}
