import type { FastifyReply } from 'fastify';
import type { Clock } from '../lib/clock.js';

export const RATE_WINDOW_MS = 60_000;

export interface RateHit {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the oldest counted request leaves the window (one slot frees). */
  resetMs: number;
}

export interface SlidingWindow {
  take(key: string): RateHit;
}

/**
 * A sliding-window log kept in this process's memory: each key holds the times of its counted
 * requests within the last window (at most `limit` of them). Several server processes each count
 * on their own, so the effective limit is `limit` × processes; the API listener normally runs in one.
 * Refused requests are not counted, so a client that backs off gets in again when its window moves.
 */
export function createSlidingWindow(clock: Clock, limit: number, windowMs = RATE_WINDOW_MS): SlidingWindow {
  const hits = new Map<string, number[]>();
  let takesSincePrune = 0;
  let lastPrune = 0;

  function prune(now: number) {
    for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
  }

  return {
    take(key) {
      const now = clock.now().getTime();
      // Idle keys are dropped now and then (at most once a second), so memory follows live clients.
      if ((++takesSincePrune >= 1000 || hits.size > 50_000) && now - lastPrune >= 1000) {
        takesSincePrune = 0;
        lastPrune = now;
        prune(now);
      }
      const times = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      const allowed = times.length < limit;
      if (allowed) times.push(now);
      hits.set(key, times);
      const oldest = times[0] ?? now;
      return { allowed, limit, remaining: Math.max(0, limit - times.length), resetMs: Math.max(0, oldest + windowMs - now) };
    },
  };
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

export function createLimits(clock: Clock, perKeyLimit: number, perIpLimit: number): CustomerApiLimits {
  return { perKey: createSlidingWindow(clock, perKeyLimit), perIp: createSlidingWindow(clock, perIpLimit), perKeyLimit, perIpLimit };
}
