import type { Clock } from './clock.js';

/** The terms keep a member's order, auto-order and deposit history for the last 3 months. */
export const HISTORY_DAYS = 90;

/** The oldest creation time a member's history still shows, as stored (ISO text). */
export function historySince(clock: Clock): string {
  return new Date(clock.now().getTime() - HISTORY_DAYS * 86_400_000).toISOString();
}
