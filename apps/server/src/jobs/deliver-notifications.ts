import type { AppContext } from '../context.js';
import { claimAndDeliver } from './claim-outbox.js';
import { deliverClaimed, NOTIFY_LEASE_MS, type DeliveryOutcome } from '../services/notifications/deliver-notification.js';

export { NOTIFY_LEASE_MS };

/**
 * Delivers due member notifications (claimed as in claim-outbox.ts). A row still 'sending' when its
 * lease ran out belonged to a worker that died; deliverClaimed treats its last send as one whose
 * outcome is unknown.
 */
export function deliverNotifications(ctx: AppContext): Promise<Partial<Record<DeliveryOutcome, number>>> {
  return claimAndDeliver(ctx, 'notifications', NOTIFY_LEASE_MS, (row, token) => deliverClaimed(ctx, row, token));
}
