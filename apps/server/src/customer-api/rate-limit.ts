import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { takeSlidingSlot, type RateHit } from '../services/members/throttle.js';

export const RATE_WINDOW_MS = 60_000;

export type { RateHit };

export interface SlidingWindow {
  take(key: string): Promise<RateHit>;
}

/**
 * A sliding window in the shared rate store (one counter row per key in the shop's database, or
 * Redis), so the limit holds across every server process: N processes allow the limit, not N times
 * it; each call costs the same whatever the limit.
 */
export function createSharedWindow(ctx: AppContext, bucket: string, limit: number, windowMs = RATE_WINDOW_MS): SlidingWindow {
  return { take: (key) => takeSlidingSlot(ctx, bucket, key, limit, windowMs) };
}

/** The hit a client should pace itself by: the one with fewer requests left. */
export function tighter(a: RateHit, b: RateHit): RateHit {
  if (!a.allowed) return a;
  if (!b.allowed) return b;
  return a.remaining < b.remaining ? a : b;
}

/** X-RateLimit-Reset is in seconds from now (as @fastify/rate-limit sends it), rounded up. */
export function setRateHeaders(reply: FastifyReply, hit: RateHit) {
  const resetSeconds = Math.ceil(hit.resetMs / 1000);
  reply.header('x-ratelimit-limit', hit.limit);
  reply.header('x-ratelimit-remaining', hit.remaining);
  reply.header('x-ratelimit-reset', resetSeconds);
  if (!hit.allowed) reply.header('retry-after', Math.max(1, resetSeconds));
}

export interface CustomerApiLimits {
  perKey: SlidingWindow;
  perIp: SlidingWindow;
  perKeyLimit: number;
  perIpLimit: number;
}

export function createLimits(ctx: AppContext, perKeyLimit: number, perIpLimit: number): CustomerApiLimits {
  return { perKey: createSharedWindow(ctx, 'api-key', perKeyLimit), perIp: createSharedWindow(ctx, 'api-ip', perIpLimit), perKeyLimit, perIpLimit };
}
