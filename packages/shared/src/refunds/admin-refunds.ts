import { z } from 'zod';
import { RefundState } from './refund.js';
import { refundMessages as m } from './refund-messages.js';

export const adminRefundSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberLoginId: z.string(),
  chargeId: z.number().int(),
  orderNumber: z.string(),
  charged: z.number().int(),
  paid: z.number().int(),
  paidAt: z.string(),
  toss: z.boolean(),
  points: z.number().int(),
  amount: z.number().int(),
  /** points the member spent since the charge (every debit after it) */
  usedSince: z.number().int(),
  state: z.enum(RefundState),
  email: z.string().nullable(),
  holder: z.string().nullable(),
  bankName: z.string(),
  /** the whole number for the owner who sends the money; null once removed with the account */
  account: z.string().nullable(),
  accountMasked: z.string(),
  rejectReason: z.string().nullable(),
  transferDate: z.string().nullable(),
  lastError: z.string().nullable(),
  requestedAt: z.string(),
  /** 3 days after the request: when the money must have been sent */
  deadline: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundQuerySchema = z.object({ state: z.enum(['open', 'done', 'all']).default('open') });

export const refundRejectBodySchema = z.object({ reason: z.string(m.reasonRequired).trim().min(1, m.reasonRequired).max(300, m.reasonRequired) });
export const refundSentBodySchema = z.object({ transferDate: z.string(m.transferDateInvalid).regex(/^\d{4}-\d{2}-\d{2}$/, m.transferDateInvalid) });
