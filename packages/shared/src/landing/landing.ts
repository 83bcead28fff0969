import { z } from 'zod';
import { landingBenefitIcons } from './landing-icons.js';

/**
 * Landing page content (docs/storefront-rules.md §1). The shop owner edits it as the JSON text of the
 * LANDING_* settings; the seed stores `landingDefaults`, and the web falls back to them for a
 * missing or unreadable setting (or, for texts and counters, a missing field).
 */
export const landingTextsSchema = z.object({
  /** The red banner's two lines. */
  heroTitle: z.string().min(1),
  heroSubtitle: z.string().min(1),
  heroText: z.string(),
  browseLabel: z.string().min(1),
  /** "50,000+ companies and individuals": the number and the words after it. */
  claimNumber: z.number().int().nonnegative(),
  claimText: z.string().min(1),
  benefitsTitle: z.string().min(1),
  reviewsTitle: z.string().min(1),
  closingTitle: z.string().min(1),
  closingText: z.string(),
});
export type LandingTexts = z.infer<typeof landingTextsSchema>;

const rangeSchema = z
  .object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
  .refine((r) => r.min <= r.max, 'min 이하여야 합니다');

export const landingCountersSchema = z.object({
  /** Orders in progress: a random whole number in [min, max] per visit. */
  inProgress: rangeSchema,
  /** Orders completed today: a random whole number in [min, max] per visit. */
  completedToday: rangeSchema,
  /** Members: a fixed number. */
  members: z.number().int().nonnegative(),
});
export type LandingCounters = z.infer<typeof landingCountersSchema>;

export const landingBenefitSchema = z.object({
  icon: z.enum(landingBenefitIcons),
  title: z.string().min(1),
  text: z.string(),
});
export type LandingBenefit = z.infer<typeof landingBenefitSchema>;

export const landingReviewSchema = z.object({
  name: z.string().min(1),
  role: z.string(),
  text: z.string().min(1),
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
});
export type LandingReview = z.infer<typeof landingReviewSchema>;

export const landingBenefitsSchema = z.array(landingBenefitSchema).min(1);
export const landingReviewsSchema = z.array(landingReviewSchema).min(1);
