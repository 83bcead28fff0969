import { z } from 'zod';
import { growthMessages as m } from './growth-messages.js';

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
