import type { AppContext } from '../context.js';
import { claimAndDeliver } from './claim-outbox.js';
import { deliverClaimed, type DeliveryOutcome } from '../services/notifications/deliver-notification.js';

/** Long enough for every channel of one notification to time out in turn (알림톡, SMS, e-mail). */
export const NOTIFY_LEASE_MS = 120_000;

/**
 * Delivers due member notifications (claimed as in claim-outbox.ts). A row still 'sending' when its
 * lease ran out belonged to a worker that died; deliverClaimed treats its last send as one whose
 * outcome is unknown.
 */
export function deliverNotifications(ctx: AppContext): Promise<Partial<Record<DeliveryOutcome, number>>> {
  return claimAndDeliver(ctx, 'notifications', NOTIFY_LEASE_MS, (row, token) => deliverClaimed(ctx, row, token));
}
