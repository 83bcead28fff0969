import type { SiteSettings } from '@snsshop/shared/content';
import { landingBenefitSchema, landingCountersSchema, landingDefaults, landingReviewSchema, landingTextsSchema, type LandingBenefit, type LandingCounters, type LandingReview, type LandingTexts } from '@snsshop/shared/landing';
import type { z } from 'zod';

export interface LandingContent {
  texts: LandingTexts;
  counters: LandingCounters;
  benefits: LandingBenefit[];
  reviews: LandingReview[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Each field the owner set and wrote correctly wins; anything else keeps its default. */
function mergeFields<T extends Record<string, unknown>>(shape: Record<keyof T, z.ZodType>, raw: unknown, fallback: T): T {
  if (!isRecord(raw)) return fallback;
  const out = { ...fallback };
  for (const key of Object.keys(shape) as (keyof T)[]) {
    const parsed = shape[key].safeParse(raw[key as string]);
    if (parsed.success) out[key] = parsed.data as T[keyof T];
  }
  return out;
}

/** The valid items of a list; a missing, broken or empty list keeps the default list. */
function validItems<T>(schema: z.ZodType<T>, raw: unknown, fallback: T[]): T[] {
  if (!Array.isArray(raw)) return fallback;
  const items = raw.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return items.length > 0 ? items : fallback;
}

/** Landing content from the LANDING_* settings, with the seed's content as the fallback. */
export function readLandingContent(settings: SiteSettings): LandingContent {
  return {
    texts: mergeFields(landingTextsSchema.shape, settings.json('LANDING_TEXTS'), landingDefaults.texts),
    counters: mergeFields(landingCountersSchema.shape, settings.json('LANDING_COUNTERS'), landingDefaults.counters),
    benefits: validItems(landingBenefitSchema, settings.json('LANDING_BENEFITS'), landingDefaults.benefits),
    reviews: validItems(landingReviewSchema, settings.json('LANDING_REVIEWS'), landingDefaults.reviews),
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
