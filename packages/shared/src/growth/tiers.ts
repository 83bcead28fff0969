import { z } from 'zod';
import { growthMessages as m } from './growth-messages.js';

/** The member's price after the tier discount: the discount is rounded down, so the member pays whole won. */
export function memberPrice(listPrice: number, discountPct: number): { listPrice: number; tierDiscount: number; price: number } {
  const tierDiscount = discountPct > 0 ? Math.floor((listPrice * discountPct) / 100) : 0;
  return { listPrice, tierDiscount, price: listPrice - tierDiscount };
}

/** A unit price (1/100 won) after the tier discount, rounded up to the 1/100 won: the rate a price list shows. */
export const discountedCenti = (centi: number, discountPct: number): number => (discountPct > 0 ? Math.ceil((centi * (100 - discountPct)) / 100) : centi);

/** "VIP 5% 할인 적용" */
export const tierBenefitText = (t: { name: string; discountPct: number }): string => (t.discountPct > 0 ? `${t.name} ${t.discountPct}% 할인 적용` : `${t.name} 등급`);

export const tierWindowText = (windowDays: number | null): string => (windowDays === null ? '누적 충전' : `최근 ${windowDays}일 충전`);

const tierFields = {
  name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(30, m.nameTooLong(30)),
  color: z.string(m.colorInvalid).regex(/^#[0-9a-fA-F]{6}$/, m.colorInvalid),
  threshold: z.number(m.thresholdInvalid).int(m.thresholdInvalid).min(0, m.thresholdInvalid).max(10_000_000_000, m.thresholdInvalid),
  windowDays: z.number(m.windowDaysInvalid).int(m.windowDaysInvalid).min(1, m.windowDaysInvalid).max(3650, m.windowDaysInvalid).nullable(),
  discountPct: z.number(m.discountInvalid).int(m.discountInvalid).min(0, m.discountInvalid).max(90, m.discountInvalid),
};
export const tierCreateBodySchema = z.object({ ...tierFields, windowDays: tierFields.windowDays.default(null) });
export type TierCreateBody = z.input<typeof tierCreateBodySchema>;
export const tierUpdateBodySchema = z.object(tierFields).partial();
export type TierUpdateBody = z.input<typeof tierUpdateBodySchema>;

export const adminTierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  threshold: z.number().int(),
  windowDays: z.number().int().nullable(),
  discountPct: z.number().int(),
  /** members in this tier now */
  members: z.number().int(),
});
export type AdminTier = z.infer<typeof adminTierSchema>;

const tierBadge = z.object({ name: z.string(), color: z.string(), discountPct: z.number().int() });

/** GET /service/tier: the member's tier, its benefit, and what the next one needs. */
export const memberTierSchema = z.object({
  tier: tierBadge.nullable(),
  next: tierBadge
    .extend({
      threshold: z.number().int(),
      windowDays: z.number().int().nullable(),
      /** credited charges counted so far in the next tier's window */
      counted: z.number().int(),
      /** won still to charge to reach it */
      remaining: z.number().int(),
    })
    .nullable(),
});
export type MemberTier = z.infer<typeof memberTierSchema>;
