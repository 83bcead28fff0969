import { z } from 'zod';
import { recordIdField } from '../common/record-id.js';
import { couponMessages as m } from './coupon-messages.js';
import { CouponKind, couponKindRules, CouponScope, CouponValueType } from './coupon-kinds.js';
import { couponCodeSchema } from './coupons.js';

const count = z.number(m.limitInvalid).int(m.limitInvalid).min(1, m.limitInvalid).max(1_000_000, m.limitInvalid);
const won = z.number(m.valueInvalid).int(m.valueInvalid).min(0, m.valueInvalid).max(100_000_000, m.valueInvalid);
const isoDate = z.string(m.dateInvalid).refine((s) => !Number.isNaN(Date.parse(s)), m.dateInvalid);

/**
 * A new coupon: one shared code (typed by the owner, or generated when left empty), or
 * `singleUseCodes` codes each usable once (downloaded as CSV).
 */
export const couponCreateBodySchema = z
  .object({
    name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(100, m.nameRequired),
    kind: z.enum(CouponKind),
    valueType: z.enum(CouponValueType),
    value: z.number(m.valueInvalid).int(m.valueInvalid).min(1, m.valueInvalid).max(100_000_000, m.valueInvalid),
    maxDiscount: won.nullable().default(null),
    minAmount: won.default(0),
    scope: z.enum(CouponScope).default('all'),
    scopeId: recordIdField(m.scopeIdRequired).nullable().default(null),
    code: couponCodeSchema.optional(),
    singleUseCodes: z.number(m.batchCountInvalid).int(m.batchCountInvalid).min(1, m.batchCountInvalid).max(5000, m.batchCountInvalid).optional(),
    totalLimit: count.nullable().default(null),
    perMemberLimit: count.default(1),
    firstOrderOnly: z.boolean().default(false),
    expiresAt: isoDate.nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (!couponKindRules[c.kind].valueTypes.includes(c.valueType)) ctx.addIssue({ code: 'custom', message: m.pointsFixedOnly, path: ['valueType'] });
    if (c.valueType === 'percent' && c.value > 100) ctx.addIssue({ code: 'custom', message: m.percentInvalid, path: ['value'] });
    if (c.kind === 'order_discount' && c.scope !== 'all' && c.scopeId === null) ctx.addIssue({ code: 'custom', message: m.scopeIdRequired, path: ['scopeId'] });
  });
export type CouponCreateBody = z.input<typeof couponCreateBodySchema>;

/** What the owner may change after codes went out: its name, whether it works, its expiry and total. */
export const couponUpdateBodySchema = z.object({
  name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(100, m.nameRequired).optional(),
  active: z.boolean().optional(),
  expiresAt: isoDate.nullable().optional(),
  totalLimit: count.nullable().optional(),
});
export type CouponUpdateBody = z.input<typeof couponUpdateBodySchema>;

export const couponBatchBodySchema = z.object({
  count: z.number(m.batchCountInvalid).int(m.batchCountInvalid).min(1, m.batchCountInvalid).max(5000, m.batchCountInvalid),
});

export const adminCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(CouponKind),
  valueType: z.enum(CouponValueType),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minAmount: z.number().int(),
  scope: z.enum(CouponScope),
  scopeId: z.number().int().nullable(),
  /** the shared code; null for single-use codes */
  code: z.string().nullable(),
  singleUseCodes: z.number().int(),
  totalLimit: z.number().int().nullable(),
  perMemberLimit: z.number().int(),
  usedCount: z.number().int(),
  firstOrderOnly: z.boolean(),
  expiresAt: z.string().nullable(),
  /** its expiry has passed: no longer usable, whatever `active` says */
  expired: z.boolean(),
  active: z.boolean(),
  /** points given and discounts taken so far, whole won (the coupon's marketing cost) */
  cost: z.number().int(),
  benefit: z.string(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponRedemptionSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  loginId: z.string(),
  code: z.string(),
  status: z.enum(['held', 'used']),
  value: z.number().int(),
  orderId: z.number().int().nullable(),
  chargeId: z.number().int().nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
});
export type AdminCouponRedemption = z.infer<typeof adminCouponRedemptionSchema>;

export const adminCouponRedemptionPageSchema = z.object({ items: z.array(adminCouponRedemptionSchema), next: z.number().int().nullable() });
export type AdminCouponRedemptionPage = z.infer<typeof adminCouponRedemptionPageSchema>;
export const adminCouponRedemptionQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
