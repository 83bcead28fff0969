import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { GuardedTake } from '../db/rate-counters.js';
import { API_KEY_CACHE_MS, findMemberByApiKey, ORDER_KEY_CACHE_MS, type ApiKeyMember } from '../services/members/api-keys.js';
import { guardedHit, type RateHit } from '../services/members/throttle.js';
import type { OrderCount } from '../services/orders/place-order.js';
import { setRateHeaders, type CustomerApiLimits } from './rate-limit.js';

export type GateResult = { ok: true; member: ApiKeyMember; count?: GateCount } | { ok: false; refused: 'key' } | { ok: false; refused: 'limit'; limit: number };

/**
 * A known key's call whose window is not taken yet: its order takes it in its own first statement
 * (placeCountedOrder), or `take` takes it (a call answered before it places one). Either way the
 * call is counted, its headers set, and it goes on only when its window let it (and the guard was not full).
 */
export interface GateCount extends OrderCount {
  take(): Promise<boolean>;
}

/** What a call refused by a rate window answers instead: 429, as at the gate. */
export const rateLimited = Symbol('rate limited');

/** The hit that decided the call, as the X-RateLimit-* headers and the refusal read it. */
function settle(reply: FastifyReply, hit: RateHit, member: ApiKeyMember | null): GateResult {
  setRateHeaders(reply, hit);
  if (!hit.allowed) return { ok: false, refused: 'limit', limit: hit.limit };
  if (!member) return { ok: false, refused: 'key' };
  return { ok: true, member };
}

/**
 * Every call of the customer API passes here first: the key is looked up by the key sent (kept per
 * process for a moment, longer for an order), then the call is counted (CustomerApiLimits.take): a known key's in the
 * member's window, unless the client address's window is full; any other call in the address's window,
 * so keys cannot be guessed at speed (once it is full, every call from the address is refused, whatever
 * its key). The X-RateLimit-* headers describe the window that decided. With `deferCount` (an `add`) a
 * known key's call is let in with its count still to take (GateCount), so the order's first statement
 * takes it.
 */
export async function passGate(ctx: AppContext, limits: CustomerApiLimits, request: FastifyRequest, reply: FastifyReply, key: unknown, deferCount = false): Promise<GateResult> {
  // an order checks its key again in its own read, so it may go on with a key read a while ago
  const member = typeof key === 'string' && key.trim() !== '' ? await findMemberByApiKey(ctx, key.trim(), deferCount ? ORDER_KEY_CACHE_MS : API_KEY_CACHE_MS) : null;
  if (member && deferCount) {
    const { guard, window } = limits.windows(request.ip, member.id);
    const settleTaken = (taken: GuardedTake) => settle(reply, guardedHit(guard, window, taken, ctx.clock.now().getTime()), member).ok;
    const take = async () => settle(reply, await limits.take(request.ip, member.id), member).ok;
    return { ok: true, member, count: { guard, window, settle: settleTaken, take } };
  }
  return settle(reply, await limits.take(request.ip, member?.id ?? null), member);
}
