import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import type { CounterSpec } from '../db/rate-counters.js';
import { guardedHit, takeSlidingWindow, type RateHit } from '../services/members/throttle.js';
import { eachCallCounted, leasedWindows } from '../services/members/window-counter.js';

export const RATE_WINDOW_MS = 60_000;

export type { RateHit };

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
   * One call: a known key's is counted in the member's window, unless the address's window is full (then
   * it is refused and counted nowhere, so a key cannot be told right from wrong once guessing has filled
   * it); any other call is counted in the address's window. One statement either way; the hit that
   * decides the call.
   */
  take(ip: string, memberId: number | null): Promise<RateHit>;
  /** A known key's windows: the address's (read as the guard) and the member's (counted). */
  windows(ip: string, memberId: number): { guard: CounterSpec; window: CounterSpec };
}

export function createLimits(ctx: AppContext, perKeyLimit: number, perIpLimit: number): CustomerApiLimits {
  const ipWindow = (ip: string): CounterSpec => ({ bucket: 'api-ip', key: ip, max: perIpLimit, windowMs: RATE_WINDOW_MS });
  const windows = (ip: string, memberId: number) => ({ guard: ipWindow(ip), window: { bucket: 'api-key', key: `member:${memberId}`, max: perKeyLimit, windowMs: RATE_WINDOW_MS } });
  // a known key's calls before any order (reads above all): API_RATE_COUNTER
  const counter = ctx.config.customerApi.rateCounter === 'leased' ? leasedWindows(ctx.rates) : eachCallCounted(ctx.rates);
  return {
    perKeyLimit,
    perIpLimit,
    take(ip, memberId) {
      if (memberId === null) return takeSlidingWindow(ctx, ipWindow(ip), null);
      const w = windows(ip, memberId);
      const now = ctx.clock.now().getTime();
      return counter.takeGuarded(w.guard, w.window, now).then((taken) => guardedHit(w.guard, w.window, taken, now));
    },
    windows,
  };
}
