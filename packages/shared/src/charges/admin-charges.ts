import { z } from 'zod';
import { adminPageQuerySchema } from '../admin/admin-common.js';
import { optionalQueryText } from '../admin/query-fields.js';
import { msg } from '../common/messages.js';
import { receiptSummarySchema } from './receipts.js';

/** The owner's view of charge requests and of deposits not matched automatically. */
export const adminChargeSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** points credited on approval */
  point: z.number().int(),
  /** PaymentStatus 0 대기, 1 승인, 2 거절 */
  status: z.number().int(),
  responseAt: z.string().nullable(),
  memberId: z.number().int(),
  loginId: z.string(),
  depositor: z.string(),
  /** won to transfer (1.1 × point for a tax invoice with the fee on) */
  payAmount: z.number().int(),
  feeType: z.string(),
  /** invoice or cash-receipt details; null for NONE */
  feeValue: z.record(z.string(), z.string()).nullable(),
  expiresAt: z.string(),
  /** webhook | feed | admin | toss | expiry, null while pending */
  decidedBy: z.string().nullable(),
  orderNumber: z.string(),
  registeredForMatching: z.boolean(),
  tossOrderId: z.string().nullable(),
  receipt: receiptSummarySchema.nullable(),
});
export type AdminCharge = z.infer<typeof adminChargeSchema>;

/** The charge desk's filters: its status chip, and a depositor's name (part of it) or a member's login id. */
export const adminChargeStatusFilters = ['pending', 'success', 'fail'] as const;
export const adminChargesQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(adminChargeStatusFilters, msg.common.badFormat).optional(),
  q: optionalQueryText(40),
});

export const unmatchedDepositSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  traceId: z.string(),
  amount: z.number().int(),
  depositor: z.string(),
  depositedAt: z.string(),
  /** why it was not credited automatically: no_match, ambiguous, late, amount_mismatch */
  reason: z.string(),
  chargeId: z.number().int().nullable(),
  /** waiting | resolved */
  status: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type UnmatchedDepositItem = z.infer<typeof unmatchedDepositSchema>;
export const depositReasonLabel: Record<string, string> = {
  no_match: '맞는 충전 신청 없음',
  ambiguous: '같은 이름·금액의 신청이 여러 건',
  late: '만료된 신청에 늦게 입금',
  amount_mismatch: '금액 불일치',
};
