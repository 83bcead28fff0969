import { z } from 'zod';
import { formatNumber } from '../common/format.js';
import { orderSchema } from './order.js';

const at = z.string();

/**
 * One line of an order's timeline, oldest first. `refill` entries come from the refill half of the
 * order lifecycle (requested, each status the provider reports, completed, or rejected with its reason).
 */
export const orderTimelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('placed'), at, quantity: z.number().int(), charge: z.number().int() }),
  z.object({ kind: z.literal('sent'), at }),
  z.object({ kind: z.literal('started'), at, startCount: z.number().int().nullable() }),
  /** as of `at`: delivered = quantity − remains */
  z.object({ kind: z.literal('progress'), at, delivered: z.number().int(), quantity: z.number().int() }),
  z.object({ kind: z.literal('cancel-requested'), at }),
  /** OrderStatus COMPLETED, PARTIAL or CANCELED */
  z.object({ kind: z.literal('finished'), at, status: z.number().int() }),
  z.object({ kind: z.literal('refund'), at, amount: z.number().int(), text: z.string() }),
  z.object({
    kind: z.literal('refill'),
    at,
    refillId: z.number().int(),
    event: z.enum(['requested', 'status', 'completed', 'rejected']),
    /** the status in Korean for `status` events (대기, 진행 중) */
    statusText: z.string().nullable(),
    /** why it was rejected */
    reason: z.string().nullable(),
  }),
]);
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderRefundSchema = z.object({ at, amount: z.number().int(), text: z.string() });
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A member's own order in full: what happened when, and what it finally cost. */
export const orderDetailSchema = z.object({
  order: orderSchema,
  serviceText: z.string(),
  /** whole won the order finally cost: charged − refunded */
  spent: z.number().int(),
  refunds: z.array(orderRefundSchema),
  timeline: z.array(orderTimelineEntrySchema),
  /** a run of an auto-order (drip-feed): which run of how many */
  autoOrder: z.object({ id: z.number().int(), runNo: z.number().int().nullable(), runs: z.number().int() }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * How a refund was worked out, in the terms the member paid in. A partial refund is the
 * undelivered share rounded down to whole won (settle-order's partialRefund), so the sentence
 * is built only when the credited amount is exactly that; anything else is stated as it is.
 */
export function refundArithmeticText(order: { quantity: number; charge: number; remains: number | null; status: 'partial' | 'cancelled' | 'other' }, amount: number): string {
  const n = formatNumber;
  if (order.status === 'cancelled' && amount === order.charge) return `주문 취소: 결제 ${n(order.charge)}원 전액 환불`;
  if (order.status === 'partial' && order.remains != null && order.quantity > 0) {
    const expected = Number((BigInt(order.charge) * BigInt(order.remains)) / BigInt(order.quantity));
    if (expected === amount) return `미완료 ${n(order.remains)}개 ÷ ${n(order.quantity)}개 × ${n(order.charge)}원 = ${n(amount)}원 환불`;
  }
  return `${n(amount)}원 환불`;
}
