import { z } from 'zod';
import { msg } from '../common/messages.js';
import { recordIdField } from '../common/record-id.js';
import { couponMessages as m } from './coupon-messages.js';
import { CouponKind, CouponValueType } from './coupon-kinds.js';

/** A code as typed: letters, digits and '-', any case (matched upper-case). */
export const couponCodeSchema = z
  .string(m.codeRequired)
  .trim()
  .min(1, m.codeRequired)
  .max(40, m.codeInvalid)
  .regex(/^[A-Za-z0-9-]+$/, m.codeInvalid);

export const couponRedeemBodySchema = z.object({ code: couponCodeSchema });
export type CouponRedeemBody = z.infer<typeof couponRedeemBodySchema>;

/** A coupon the member has redeemed: points given, or a benefit waiting for the next charge or order. */
export const memberCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(CouponKind),
  code: z.string(),
  /** "10% (최대 5,000원)" */
  benefit: z.string(),
  status: z.enum(['held', 'used']),
  /** points given or discount taken (0 while held) */
  value: z.number().int(),
  minAmount: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

export const couponRedeemedSchema = z.object({ message: z.string(), coupon: memberCouponSchema, balance: z.number().int() });
export type CouponRedeemed = z.infer<typeof couponRedeemedSchema>;

/** The /order screen's question: what this code takes off this order before the member confirms. */
export const couponQuoteBodySchema = z.object({
  code: couponCodeSchema,
  serviceId: recordIdField(msg.common.badFormat),
  quantity: z.number().int().positive(),
});
export type CouponQuoteBody = z.infer<typeof couponQuoteBodySchema>;

export const couponQuoteSchema = z.object({
  name: z.string(),
  benefit: z.string(),
  /** what the coupon gives, so the order form works the price out with the same quoteOrder the order will */
  terms: z.object({ kind: z.enum(CouponKind), valueType: z.enum(CouponValueType), value: z.number().int(), maxDiscount: z.number().int().nullable() }),
  /** the order's price before the coupon, whole won */
  price: z.number().int(),
  discount: z.number().int(),
  /** what the member pays */
  payable: z.number().int(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;
