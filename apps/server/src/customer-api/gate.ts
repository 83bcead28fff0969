import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { findMemberByApiKey, type ApiKeyMember } from '../services/members/api-keys.js';
import { hitsOf, type RateHit } from '../services/members/throttle.js';
import type { OrderCount } from '../services/orders/place-order.js';
import { setRateHeaders, tighter, type CustomerApiLimits } from './rate-limit.js';

export type GateResult = { ok: true; member: ApiKeyMember; count?: GateCount } | { ok: false; refused: 'key' } | { ok: false; refused: 'limit'; limit: number };

/**
 * A known key's call whose windows are not taken yet: its order takes them in its own first statement
 * (placeCountedOrder), or `take` takes them (a call answered before it places one). Either way the
 * call is counted, its headers set, and it goes on only when both windows let it.
 */
export interface GateCount extends OrderCount {
  take(): Promise<boolean>;
}

/** What a call refused by a rate window answers instead: 429, as at the gate. */
export const rateLimited = Symbol('rate limited');

/** The address's hit, then (for a known key) the member's, as the X-RateLimit-* headers and the refusal read them. */
function settle(reply: FastifyReply, ip: RateHit, key: RateHit | null, member: ApiKeyMember | null): GateResult {
  setRateHeaders(reply, ip);
  if (!ip.allowed) return { ok: false, refused: 'limit', limit: ip.limit };
  if (!member || !key) return { ok: false, refused: 'key' };
  setRateHeaders(reply, tighter(key, ip));
  if (!key.allowed) return { ok: false, refused: 'limit', limit: key.limit };
  return { ok: true, member };
}

/**
 * Every call of the customer API passes here first: the key is looked up by its keyed hash (kept per
 * process for a moment), then the call is counted against the client address's window (so guessing
 * keys is limited too: over it, every call is refused whatever its key) and, for a known key, the
 * member's own window, both in one go. The X-RateLimit-* headers describe whichever window has fewer
 * requests left. With `deferCount` (an `add`) a known key's call is let in with its count still to
 * take (GateCount), so the order's first statement takes it.
 */
export async function passGate(ctx: AppContext, limits: CustomerApiLimits, request: FastifyRequest, reply: FastifyReply, key: unknown, deferCount = false): Promise<GateResult> {
  const member = typeof key === 'string' && key.trim() !== '' ? await findMemberByApiKey(ctx, key.trim()) : null;
  if (member && deferCount) {
    const windows = limits.windows(request.ip, member.id);
    const settleTaken = (taken: Parameters<GateCount['settle']>[0]) => {
      const [ip, memberHit] = hitsOf(windows, taken, ctx.clock.now().getTime());
      return settle(reply, ip!, memberHit ?? null, member).ok;
    };
    const take = async () => {
      const hits = await limits.take(request.ip, member.id);
      return settle(reply, hits.ip, hits.key, member).ok;
    };
    return { ok: true, member, count: { windows, settle: settleTaken, take } };
  }
  const hits = await limits.take(request.ip, member?.id ?? null);
  return settle(reply, hits.ip, hits.key, member);
}
