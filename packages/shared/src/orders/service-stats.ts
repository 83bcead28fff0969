import { z } from 'zod';

/**
 * What the shop's own orders say about a service (never typed in by the owner), refreshed by a
 * background sweep. A figure is null while it has fewer samples than it needs.
 */
export const serviceStatsSchema = z.object({
  serviceId: z.number().int(),
  /** median seconds from sent to the provider to first In progress or start count */
  startMedianSec: z.number().int().nullable(),
  /** average seconds per 1,000 units over the last completed orders */
  per1000Sec: z.number().int().nullable(),
  /** completed ÷ (completed + partial + cancelled) over 30 days, whole percent */
  completionPct: z.number().int().min(0).max(100).nullable(),
});
export type ServiceStats = z.infer<typeof serviceStatsSchema>;
