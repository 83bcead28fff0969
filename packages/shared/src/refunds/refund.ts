import { z } from 'zod';
import { recordIdField } from '../common/record-id.js';
import { refundMessages as m } from './refund-messages.js';

/** Banks a refund can be sent to (금융결제원 codes), in the order Korean banking screens list them. */
export const refundBanks = [
  ['004', 'KB국민은행'],
  ['088', '신한은행'],
  ['020', '우리은행'],
  ['081', '하나은행'],
  ['011', 'NH농협은행'],
  ['003', 'IBK기업은행'],
  ['090', '카카오뱅크'],
  ['092', '토스뱅크'],
  ['089', '케이뱅크'],
  ['023', 'SC제일은행'],
  ['027', '한국씨티은행'],
  ['031', 'iM뱅크(대구)'],
  ['032', '부산은행'],
  ['039', '경남은행'],
  ['034', '광주은행'],
  ['037', '전북은행'],
  ['035', '제주은행'],
  ['007', '수협은행'],
  ['002', 'KDB산업은행'],
  ['045', '새마을금고'],
  ['048', '신협'],
  ['071', '우체국'],
] as const;
export type RefundBankCode = (typeof refundBanks)[number][0];
export const refundBankName = (code: string) => refundBanks.find(([c]) => c === code)?.[1] ?? code;

/** How long after a payment a refund may be asked for (terms §1), and how long the owner has to pay it. */
export const REFUND_WINDOW_MS = 72 * 3600_000;
export const REFUND_PAYOUT_MS = 3 * 24 * 3600_000;

/** The rule the screen states above the list. */
export const refundRuleText =
  '결제 후 72시간 이내, 아직 사용하지 않은 충전 포인트만 환불됩니다. 충전 후 사용한 포인트는 가장 최근 충전분부터 차감하며, 보너스·쿠폰·초대 보상 포인트와 주문 환불(언팔로우 체크 회수 포함)로 돌아온 포인트는 환불 대상이 아닙니다. 충전 포인트를 환불하면 그 충전으로 받은 보너스는 환불한 비율만큼(전부 환불하면 전부) 회수하고, 첫 충전으로 받은 친구 초대 보상은 그 충전을 전부 환불할 때 회수합니다. 환불금은 신청일로부터 3일 이내에 입금됩니다.';

export const refundAccountSchema = z.object({
  email: z.string().trim().max(100, m.emailInvalid).email(m.emailInvalid),
  holder: z.string().trim().min(1, m.holderRequired).max(30, m.holderTooLong),
  bank: z.enum(refundBanks.map(([c]) => c) as [RefundBankCode, ...RefundBankCode[]], m.bankInvalid),
  /** digits only (hyphens and spaces are dropped first); Korean account numbers run 10 to 14 digits */
  account: z
    .string(m.accountInvalid)
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10,14}$/, m.accountInvalid)),
});

export const refundRequestBodySchema = refundAccountSchema.extend({
  chargeId: recordIdField(m.chargeNotFound),
  points: z.number(m.pointsInvalid).int(m.pointsInvalid).positive(m.pointsInvalid).max(100_000_000, m.pointsInvalid),
});
export type RefundRequestBody = z.input<typeof refundRequestBodySchema>;

export const RefundState = ['requested', 'approved', 'cancelling', 'cancel_unknown', 'sent', 'rejected'] as const;
export type RefundState = (typeof RefundState)[number];
export const refundStateLabel: Record<RefundState, string> = {
  requested: '접수',
  approved: '승인 (송금 대기)',
  cancelling: '토스 취소 중',
  cancel_unknown: '토스 결과 확인 필요',
  sent: '환불 완료',
  rejected: '거절',
};

export const memberRefundSchema = z.object({
  id: z.number().int(),
  chargeId: z.number().int(),
  points: z.number().int(),
  amount: z.number().int(),
  state: z.enum(RefundState),
  bankName: z.string(),
  accountMasked: z.string(),
  rejectReason: z.string().nullable(),
  transferDate: z.string().nullable(),
  requestedAt: z.string(),
  /** a Toss payment's refund is cancelled at Toss (취소액), not sent to the account */
  toss: z.boolean().default(false),
});
export type MemberRefund = z.infer<typeof memberRefundSchema>;

/** What a charge brought besides its points (refund-takes-back.ts reads it to show what a refund takes back). */
export const chargeGiftsSchema = z.object({
  charged: z.number().int(),
  reversedBefore: z.number().int(),
  bonuses: z.array(z.object({ label: z.string(), points: z.number().int(), takenBefore: z.number().int() })),
  rewards: z.object({ referee: z.number().int(), referrer: z.number().int() }).nullable(),
});

/** One credited charge and what of it may be refunded now, with the arithmetic behind it. */
export const refundableChargeSchema = z.object({
  chargeId: z.number().int(),
  orderNumber: z.string(),
  /** points the charge credited */
  charged: z.number().int(),
  /** won paid (charged + VAT for a tax invoice with the fee on) */
  paid: z.number().int(),
  paidAt: z.string(),
  /** the 72-hour line */
  deadline: z.string(),
  /** points spent since the charge that count against it (most recent charge first) */
  usedAgainst: z.number().int(),
  /** points already held or refunded by requests for this charge */
  refunding: z.number().int(),
  refundable: z.number().int(),
  toss: z.boolean(),
  /** why nothing can be asked for now, in Korean; null when a request is possible */
  blocked: z.string().nullable(),
  openRequest: memberRefundSchema.nullable(),
  /** its bonuses and invite rewards, and what earlier refunds took back of them */
  gifts: chargeGiftsSchema,
});
export type RefundableCharge = z.infer<typeof refundableChargeSchema>;

export const memberRefundsSchema = z.object({
  rule: z.string(),
  balance: z.number().int(),
  charges: z.array(refundableChargeSchema),
  requests: z.array(memberRefundSchema),
});
export type MemberRefunds = z.infer<typeof memberRefundsSchema>;

/** The arithmetic line a member reads under a charge. */
export function refundArithmetic(c: Pick<RefundableCharge, 'charged' | 'usedAgainst' | 'refunding' | 'refundable'>): string {
  const f = (n: number) => n.toLocaleString('ko-KR');
  const parts = [`충전 ${f(c.charged)}원`, `사용 차감 ${f(c.usedAgainst)}원`];
  if (c.refunding > 0) parts.push(`환불 신청 ${f(c.refunding)}원`);
  return `${parts.join(' − ')} = 환불 가능 ${f(c.refundable)}원`;
}
