import { z } from 'zod';

export const REFILL_MODES = ['none', 'provider', 'manual'] as const;
export type RefillMode = (typeof REFILL_MODES)[number];

/** What the member sees of a refill: 대기 / 진행 중 / 완료 / 거절. */
export const REFILL_STATUSES = ['waiting', 'in_progress', 'completed', 'rejected'] as const;
export type RefillStatus = (typeof REFILL_STATUSES)[number];
export const refillStatusLabel: Record<RefillStatus, string> = { waiting: '대기', in_progress: '진행 중', completed: '완료', rejected: '거절' };

export const refillSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: z.enum(REFILL_STATUSES),
  /** 대기 / 진행 중 / 완료 / 거절 */
  statusText: z.string(),
  /** why it was refused, for 거절 */
  reason: z.string().nullable(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Refill = z.infer<typeof refillSchema>;

/** The refill part of an order history row. */
export const orderRefillSchema = z.object({
  /** the member may ask for a refill now (history shows 리필 요청) */
  canRequest: z.boolean(),
  /** the latest refill of the order, if any */
  last: refillSchema.nullable(),
});
export type OrderRefill = z.infer<typeof orderRefillSchema>;

export const refillRequestResultSchema = z.object({ refill: refillSchema, message: z.string() });
export type RefillRequestResult = z.infer<typeof refillRequestResultSchema>;
