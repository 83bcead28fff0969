import type { SiteSettings } from '@snsshop/shared/content';
import {
  landingBenefitIcons,
  landingDefaults,
  type LandingBenefit,
  type LandingCounters,
  type LandingReview,
  type LandingTexts,
} from '@snsshop/shared/landing';
import { z } from 'zod/mini';

// The shared landing schemas in zod's mini build: the landing page loads no full zod.
const text = z.string();
const line = z.string().check(z.minLength(1));
const count = z.int().check(z.minimum(0));
const range = z.object({ min: count, max: count }).check(z.refine((r) => r.min <= r.max));
const textsShape: Record<keyof LandingTexts, z.core.$ZodType> = {
  heroTitle: line,
  heroSubtitle: line,
  heroText: text,
  browseLabel: line,
  claimNumber: count,
  claimText: line,
  benefitsTitle: line,
  reviewsTitle: line,
  closingTitle: line,
  closingText: text,
};
const countersShape: Record<keyof LandingCounters, z.core.$ZodType> = { inProgress: range, completedToday: range, members: count };
const benefitSchema: z.ZodMiniType<LandingBenefit> = z.object({ icon: z.enum(landingBenefitIcons), title: line, text });
const reviewSchema: z.ZodMiniType<LandingReview> = z.object({
  name: line,
  role: text,
  text: line,
  rating: z.int().check(z.minimum(1), z.maximum(5)),
});

export interface LandingContent {
  texts: LandingTexts;
  counters: LandingCounters;
  benefits: LandingBenefit[];
  reviews: LandingReview[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Each field the owner set and wrote correctly wins; anything else keeps its default. */
function mergeFields<T extends Record<string, unknown>>(shape: Record<keyof T, z.core.$ZodType>, raw: unknown, fallback: T): T {
  if (!isRecord(raw)) return fallback;
  const out = { ...fallback };
  for (const key of Object.keys(shape) as (keyof T)[]) {
    const parsed = z.safeParse(shape[key], raw[key as string]);
    if (parsed.success) out[key] = parsed.data as T[keyof T];
  }
  return out;
}

/** The valid items of a list; a missing, broken or empty list keeps the default list. */
function validItems<T>(schema: z.ZodMiniType<T>, raw: unknown, fallback: T[]): T[] {
  if (!Array.isArray(raw)) return fallback;
  const items = raw.flatMap((item) => {
    const parsed = z.safeParse(schema, item);
    return parsed.success ? [parsed.data] : [];
  });
  return items.length > 0 ? items : fallback;
}

/** Landing content from the LANDING_* settings, with the seed's content as the fallback. */
export function readLandingContent(settings: SiteSettings): LandingContent {
  return {
    texts: mergeFields(textsShape, settings.json('LANDING_TEXTS'), landingDefaults.texts),
    counters: mergeFields(countersShape, settings.json('LANDING_COUNTERS'), landingDefaults.counters),
    benefits: validItems(benefitSchema, settings.json('LANDING_BENEFITS'), landingDefaults.benefits),
    reviews: validItems(reviewSchema, settings.json('LANDING_REVIEWS'), landingDefaults.reviews),
  };
}

export interface CounterValues {
  inProgress: number;
  completedToday: number;
  members: number;
}

/** A whole number in [min, max], both included. */
export function randomBetween(min: number, max: number, random: () => number = Math.random): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Spec section 1: two counters are random within their ranges per visit, the member total is fixed. */
export function pickCounterValues(counters: LandingCounters, random: () => number = Math.random): CounterValues {
  return {
    inProgress: randomBetween(counters.inProgress.min, counters.inProgress.max, random),
    completedToday: randomBetween(counters.completedToday.min, counters.completedToday.max, random),
    members: counters.members,
  };
}

/** Carousel position after a step: wraps past either end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
