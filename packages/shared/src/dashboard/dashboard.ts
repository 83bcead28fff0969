import { z } from 'zod';
import { adminOrderSchema } from '../orders/admin-orders.js';

/** The owner's dashboard: money by period, orders that need a look, providers and background jobs. */
const periodSchema = z.object({
  /** start of the period (Korean time), ISO UTC */
  from: z.string(),
  /** won credited by approved charges */
  topUps: z.number(),
  topUpCount: z.number().int(),
  /** won debited for orders less won refunded */
  spending: z.number(),
  orderCount: z.number().int(),
});

export const providerBalanceSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  balance: z.string().nullable(),
  currency: z.string().nullable(),
  /** why the balance could not be read; null when it was */
  error: z.string().nullable(),
});
export type ProviderBalance = z.infer<typeof providerBalanceSchema>;

const sweepSchema = z.object({
  runs: z.number().int(),
  lastRunAt: z.string().nullable(),
  lastOkAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastResult: z.unknown(),
});

export const jobsHealthSchema = z.object({
  enabled: z.boolean(),
  sweeps: z.record(z.string(), sweepSchema),
  waitingDispatch: z.number().int(),
  oldestWaitingSince: z.string().nullable(),
  stuckDispatch: z.number().int(),
  heldDispatch: z.number().int(),
});

/** SQLite backups (null on PostgreSQL, which its own tools back up): the last one taken by any process. */
export const backupHealthSchema = z
  .object({
    intervalHours: z.number(),
    keep: z.number().int(),
    last: z.object({ at: z.string(), file: z.string(), size: z.number().int(), ok: z.boolean(), error: z.string().nullable() }).nullable(),
  })
  .nullable();

export const dashboardSchema = z.object({
  now: z.string(),
  today: periodSchema,
  month: periodSchema,
  /** all orders by OrderStatus, every status present */
  ordersByStatus: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  pendingCharges: z.number().int(),
  waitingDeposits: z.number().int(),
  stuck: z.object({
    /** pending, not sent upstream for more than 10 minutes */
    notDispatched: z.number().int(),
    /** held for a person (a send may have reached the provider) */
    held: z.number().int(),
    /** sent upstream, still active, no change for more than 24 hours */
    noProgress: z.number().int(),
    /** sent upstream, still active, and the provider's last answer could not be acted on (answerProblem) */
    answerProblem: z.number().int(),
    /** up to 20 of them, oldest first */
    orders: z.array(adminOrderSchema),
  }),
  /** delivered by a provider after the owner forced a local cancel (the member kept the refund) */
  lateDeliveries: z.object({
    count: z.number().int(),
    /** value of what was delivered, at the member's price */
    won: z.number().int(),
    /** the latest 20 */
    orders: z.array(adminOrderSchema),
  }),
  providers: z.array(providerBalanceSchema),
  jobs: jobsHealthSchema,
  backup: backupHealthSchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
