import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { findMemberByApiKey, type ApiKeyMember } from '../services/members/api-keys.js';
import { setRateHeaders, tighter, type CustomerApiLimits } from './rate-limit.js';

export type GateResult = { ok: true; member: ApiKeyMember } | { ok: false; refused: 'key' } | { ok: false; refused: 'limit'; limit: number };

/**
 * Every call of the customer API passes here first: the client address is counted (so guessing keys
 * is limited too), then the key is looked up by its keyed hash, then the member's own window counts.
 * The X-RateLimit-* headers describe whichever window has fewer requests left.
 */
export async function passGate(ctx: AppContext, limits: CustomerApiLimits, request: FastifyRequest, reply: FastifyReply, key: unknown): Promise<GateResult> {
  const ipHit = await limits.perIp.take(request.ip);
  setRateHeaders(reply, ipHit);
  if (!ipHit.allowed) return { ok: false, refused: 'limit', limit: ipHit.limit };
  const member = typeof key === 'string' && key.trim() !== '' ? await findMemberByApiKey(ctx, key.trim()) : null;
  if (!member) return { ok: false, refused: 'key' };
  const keyHit = await limits.perKey.take(`member:${member.id}`);
  setRateHeaders(reply, tighter(keyHit, ipHit));
  if (!keyHit.allowed) return { ok: false, refused: 'limit', limit: keyHit.limit };
  return { ok: true, member };
}
