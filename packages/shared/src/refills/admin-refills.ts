import { z } from 'zod';
import { refillMessages as m } from './refill-messages.js';
import { REFILL_MODES, REFILL_STATUSES } from './refill.js';

/** A refill still open this long after it was asked for is overdue in the owner's queue. */
export const REFILL_OVERDUE_HOURS = 48;

/** The owner's refill queue: open ones (waiting for the owner or the provider), overdue, rejected. */
export const REFILL_VIEWS = ['waiting', 'overdue', 'rejected'] as const;
export const adminRefillsQuerySchema = z.object({ view: z.enum(REFILL_VIEWS, m.notFound).default('waiting') });

export const adminRefillSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  memberId: z.number().int(),
  loginId: z.string(),
  serviceId: z.number().int(),
  serviceText: z.string(),
  link: z.string(),
  mode: z.enum(['provider', 'manual']),
  status: z.enum(REFILL_STATUSES),
  statusText: z.string(),
  /** the owner must act: a manual refill, or one whose send to the provider has an unknown outcome */
  needsOwner: z.boolean(),
  upstreamRefillId: z.string().nullable(),
  reason: z.string().nullable(),
  lastError: z.string().nullable(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type AdminRefill = z.infer<typeof adminRefillSchema>;

export const adminRefillRejectBodySchema = z.object({ reason: z.string(m.rejectReasonRequired).trim().min(1, m.rejectReasonRequired).max(200, m.rejectReasonRequired) });
export type AdminRefillRejectBody = z.input<typeof adminRefillRejectBodySchema>;
export const adminRefillActionResultSchema = z.object({ refill: adminRefillSchema, message: z.string() });

/** Refills requested ÷ orders completed over the last 30 days, per service that has refill or had one. */
export const refillRateSchema = z.object({
  serviceId: z.number().int(),
  serviceText: z.string(),
  requested: z.number().int(),
  completedOrders: z.number().int(),
  /** percent with one decimal; null without completed orders */
  ratePercent: z.number().nullable(),
});
export type RefillRate = z.infer<typeof refillRateSchema>;

/** The refill policy fields of the service editor. */
export const refillPolicyFields = {
  refillMode: z.enum(REFILL_MODES, m.policyInvalid),
  refillDays: z.number(m.policyInvalid).int(m.policyInvalid).min(1, m.policyInvalid).max(365, m.policyInvalid),
  refillCap: z.number(m.policyInvalid).int(m.policyInvalid).min(1, m.policyInvalid).max(20, m.policyInvalid),
  refillCooldownHours: z.number(m.policyInvalid).int(m.policyInvalid).min(0, m.policyInvalid).max(720, m.policyInvalid),
  refillPartial: z.boolean(m.policyInvalid),
};
export const refillPolicySchema = z.object(refillPolicyFields);
export type RefillPolicy = z.infer<typeof refillPolicySchema>;
export const refillPolicyUpdateSchema = refillPolicySchema.partial();
