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

/**
 * What the signed-in role may read of it: each part below marked with a permission is sent only to a
 * role whose permissions name it (a support agent gets no money and no counts of screens it cannot open).
 */
export const dashboardSchema = z.object({
  now: z.string(),
  /** charges.read */
  today: periodSchema.optional(),
  /** charges.read */
  month: periodSchema.optional(),
  /** all orders by OrderStatus, every status present */
  ordersByStatus: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  /** charges.read: charges waiting for approval */
  pendingCharges: z.number().int().optional(),
  /** charges.read: bank deposits no charge matched */
  waitingDeposits: z.number().int().optional(),
  /** refunds.read: refund requests waiting for a decision */
  refundRequests: z.number().int().optional(),
  /** refunds.read: refunds approved whose money is still to be sent (송금 대기) */
  refundTransfers: z.number().int().optional(),
  /** inquiries.read: 1:1 inquiries waiting for an answer */
  openInquiries: z.number().int().optional(),
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
    /** margin.read: value of what was delivered, at the member's price */
    won: z.number().int().optional(),
    /** the latest 20 */
    orders: z.array(adminOrderSchema),
  }),
  /** providers.read */
  providers: z.array(providerBalanceSchema).optional(),
  jobs: jobsHealthSchema,
  backup: backupHealthSchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
