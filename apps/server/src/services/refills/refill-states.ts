import { refillStatusLabel, type Refill, type RefillStatus } from '@snsshop/shared';
import type { RefillRow, RefillState } from '../../db/schema.js';

/**
 * The life of a refill (refills.state):
 * - waiting: asked for; the sweep sends a provider-mode one at next_check_at, a manual one waits for the owner;
 * - sending: the sweep holds it (claim_token, lease in next_check_at) and the call has started;
 * - held: the send's outcome is unknown (timeout, crash): the provider may have it, so it is never
 *   sent again on its own — the owner looks at the panel and resends or rejects;
 * - sent / in_progress: the provider has it (upstream_refill_id); the sweep asks refill_status;
 * - completed / rejected: final.
 */
export const IN_FLIGHT: readonly RefillState[] = ['waiting', 'sending', 'held', 'sent', 'in_progress'];
/** States the status sweep asks the provider about. */
export const POLLED: readonly RefillState[] = ['sent', 'in_progress'];

/** How long a claimed send is reserved for its worker: longer than the longest provider timeout. */
export const REFILL_SEND_LEASE_MS = 3 * 60_000;
export const REFILL_FIRST_CHECK_MS = 15_000;
export const REFILL_CHECK_EVERY_MS = 60_000;

export function memberStatusOf(state: RefillState): RefillStatus {
  if (state === 'in_progress' || state === 'completed' || state === 'rejected') return state;
  return 'waiting';
}

export function toRefill(row: Pick<RefillRow, 'id' | 'order_id' | 'state' | 'reason' | 'requested_at' | 'finished_at'>): Refill {
  const status = memberStatusOf(row.state);
  return {
    id: row.id,
    orderId: row.order_id,
    status,
    statusText: refillStatusLabel[status],
    reason: status === 'rejected' ? row.reason : null,
    requestedAt: row.requested_at,
    finishedAt: row.finished_at,
  };
}
