import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import type { CounterSpec } from '../db/rate-counters.js';
import { takeSlidingSlots, type RateHit } from '../services/members/throttle.js';

export const RATE_WINDOW_MS = 60_000;

export type { RateHit };

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
  perKeyLimit: number;
  perIpLimit: number;
  /**
   * One call against the address's window and then, for a known key, the member's: the member's is
   * counted only when the address's was. Both in one go (one statement on PostgreSQL), so a call costs
   * the store about what one window does; a hit for each window tried.
   */
  take(ip: string, memberId: number | null): Promise<{ ip: RateHit; key: RateHit | null }>;
  /** The windows `take` counts a known key's call in: the address's, then the member's. */
  windows(ip: string, memberId: number): [CounterSpec, CounterSpec];
}

export function createLimits(ctx: AppContext, perKeyLimit: number, perIpLimit: number): CustomerApiLimits {
  const ipWindow = (ip: string): CounterSpec => ({ bucket: 'api-ip', key: ip, max: perIpLimit, windowMs: RATE_WINDOW_MS });
  return {
    perKeyLimit,
    perIpLimit,
    async take(ip, memberId) {
      const windows = memberId === null ? [ipWindow(ip)] : this.windows(ip, memberId);
      const [ipHit, keyHit] = await takeSlidingSlots(ctx, windows);
      return { ip: ipHit!, key: keyHit ?? null };
    },
    windows: (ip, memberId) => [ipWindow(ip), { bucket: 'api-key', key: `member:${memberId}`, max: perKeyLimit, windowMs: RATE_WINDOW_MS }],
  };
}
