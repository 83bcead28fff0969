import { z } from 'zod';

export const platformSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  visible: z.boolean(),
  background: z.string(),
  /** An uploaded icon (/rest/media/…); null or absent: the built-in glyph for ids 1–15. */
  iconUrl: z.string().nullable().optional(),
});
export type Platform = z.infer<typeof platformSchema>;

export const categorySchema = z.object({ id: z.number().int(), text: z.string(), platform: z.number().int() });
export type Category = z.infer<typeof categorySchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  categoryId: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  /** Unit price in points (won) per 1 unit (docs/storefront-rules.md §4); screens use the two fields below. */
  point: z.number(),
  /** The same unit price as an exact integer of 1/10,000,000 won: totals are computed from this. */
  priceE7: z.number().int(),
  /** The unit price as shown, e.g. "12.5원", or per 1,000 for a cheap one ("1,000개당 1.96원"). */
  priceText: z.string(),
  notice: z.string(),
  isReadOnly: z.boolean(),
  enableAuto: z.boolean(),
  /** Present with includeWon=true: the price as a Korean label, e.g. "1개당 12원". */
  wonText: z.string().optional(),
  /** Refill (A/S) window in days; null or absent: no refill ("A/S 30일 · 리필 가능" on the card). */
  refillDays: z.number().int().nullable().optional(),
  /**
   * The provider's type when it is not Default (`serviceTypeRules`): the form asks for that type's
   * fields, and `priceE7` is then per unit of that type (a comment, a like per post) — or, for a
   * package, the price of the whole package.
   */
  serviceType: z.string().optional(),
  /** Subscriptions: the most new posts one subscription may cover (the owner's setting). */
  maxPosts: z.number().int().optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesQuerySchema = z.object({
  includeWon: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
