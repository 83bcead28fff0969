import { z } from 'zod';
import { msg } from '../common/messages.js';
import { adminPageQuerySchema } from '../admin/admin-common.js';
import { optionalQueryText } from '../admin/query-fields.js';

/** The owner's member screens: the list, one member, point adjustments, suspension. */
const m = msg.admin;

export const memberStatusValues = ['active', 'suspended', 'deleted'] as const;
export type MemberStatus = (typeof memberStatusValues)[number];
export const memberStatusLabel: Record<MemberStatus, string> = { active: '정상', suspended: '정지', deleted: '탈퇴' };

export const adminMemberSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  point: z.number(),
  role: z.string(),
  status: z.string(),
  registerWhere: z.string().nullable(),
  referralCode: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMembersQuerySchema = adminPageQuerySchema.extend({
  /** part of the login id or e-mail */
  q: optionalQueryText(100),
  status: z.enum(memberStatusValues, msg.common.badFormat).optional(),
});

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number(),
  balanceAfter: z.number(),
  /** grant | charge | order | refund | adjust */
  kind: z.string(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerKindLabel: Record<string, string> = {
  grant: '지급',
  charge: '충전',
  order: '주문',
  refund: '환불',
  adjust: '관리자 조정',
  bonus: '충전 보너스',
  bonus_clawback: '보너스 회수',
  coupon: '쿠폰',
  referral: '친구 초대 보상',
  referral_clawback: '초대 보상 회수',
  refund_hold: '환불 신청',
  refund_release: '환불 신청 취소',
  charge_cancel: '결제 취소 회수',
};

/** What the member agreed to at sign-up, each with its time and the text's version (docs/storefront-rules.md §5). */
export const memberConsentsSchema = z.object({
  /** null: signed up before consents were kept, and answered only the marketing question since */
  termsVersion: z.string().nullable(),
  termsAgreedAt: z.string().nullable(),
  privacyVersion: z.string().nullable(),
  privacyAgreedAt: z.string().nullable(),
  marketing: z.boolean(),
  marketingAt: z.string(),
});
export type MemberConsents = z.infer<typeof memberConsentsSchema>;

export const adminMemberDetailSchema = z.object({
  member: adminMemberSchema,
  /** money totals over the member's whole history */
  stats: z.object({ charged: z.number(), spent: z.number(), refunded: z.number(), orders: z.number().int(), activeOrders: z.number().int() }),
  /** null: signed up before consents were recorded (migration 0055) or made from the command line */
  consents: memberConsentsSchema.nullable().default(null),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const pointAdjustBodySchema = z.object({
  /** won to add (positive) or take away (negative) */
  delta: z
    .number(m.deltaInvalid)
    .int(m.deltaInvalid)
    .refine((n) => n !== 0, m.deltaInvalid)
    .refine((n) => Math.abs(n) <= 100_000_000, m.deltaTooLarge),
  reason: z.string(m.reasonRequired).trim().min(1, m.reasonRequired).max(200, m.reasonTooLong),
  /** Optional key of this click: a repeat with the same key is refused (409) instead of applied twice. */
  requestId: z.string().trim().min(8, msg.common.badFormat).max(64, msg.common.badFormat).regex(/^[A-Za-z0-9_-]+$/, msg.common.badFormat).optional(),
});
export type PointAdjustBody = z.input<typeof pointAdjustBodySchema>;

export const pointAdjustedSchema = z.object({ member: adminMemberSchema, entry: ledgerEntrySchema });
export type PointAdjusted = z.infer<typeof pointAdjustedSchema>;

export const memberStatusBodySchema = z.object({ reason: z.string().trim().max(200, m.reasonTooLong).optional() }).nullish();

export const resetLinkSentSchema = z.object({ message: z.string(), email: z.string() });
