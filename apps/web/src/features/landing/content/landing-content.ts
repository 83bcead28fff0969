import type { SiteSettings } from '@snsshop/shared/content';
import {
  landingBenefitIcons,
  type LandingBenefit,
  type LandingCounters,
  type LandingReview,
  type LandingTexts,
} from '@snsshop/shared/landing';
import { isCount, isLine, isRecord, isShape, isString, type Check } from '../../../lib/read-answer';

// The shared landing schemas' rules, read without zod: the landing page loads no schema library.
type FieldChecks<T> = Record<keyof T, (value: unknown) => boolean>;
const isRange = (v: unknown) => isRecord(v) && isCount(v.min) && isCount(v.max) && v.min <= v.max;
const textsChecks: FieldChecks<LandingTexts> = {
  heroTitle: isLine,
  heroSubtitle: isLine,
  heroText: isString,
  browseLabel: isLine,
  claimNumber: isCount,
  claimText: isLine,
  benefitsTitle: isLine,
  reviewsTitle: isLine,
  closingTitle: isLine,
  closingText: isString,
};
const countersChecks: FieldChecks<LandingCounters> = { inProgress: isRange, completedToday: isRange, members: isCount };
const isBenefit = isShape<LandingBenefit>({
  icon: (v) => (landingBenefitIcons as readonly unknown[]).includes(v),
  title: isLine,
  text: isString,
});
const isReview = isShape<LandingReview>({
  name: isLine,
  role: isString,
  text: isLine,
  rating: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5,
});

export interface LandingContent {
  texts: LandingTexts;
  counters: LandingCounters;
  benefits: LandingBenefit[];
  reviews: LandingReview[];
}

/** Each field the owner set and wrote correctly wins; anything else keeps its default (none at hand: null). */
function mergeFields<T extends Record<string, unknown>>(checks: FieldChecks<T>, raw: unknown, fallback: T | null): T | null {
  if (!isRecord(raw)) return fallback;
  const out = { ...fallback } as T;
  for (const key of Object.keys(checks) as (keyof T)[]) {
    const value = raw[key as string];
    if (checks[key](value)) out[key] = value as T[keyof T];
    else if (!fallback) return null;
  }
  return out;
}

/** The valid items of a list; a missing, broken or empty list keeps the default list (none at hand: null). */
function validItems<T>(check: Check<T>, raw: unknown, fallback: T[] | null): T[] | null {
  if (!Array.isArray(raw)) return fallback;
  const items = raw.filter(check);
  return items.length > 0 ? items : fallback;
}

/**
 * Landing content from the LANDING_* settings, with `defaults` (the seed's content) as the fallback.
 * Without defaults at hand, null when any part needs one: the seed writes every part, so most
 * visits never download the defaults (landing-content-with-defaults.ts loads them when needed).
 */
export function mergeLandingContent(settings: SiteSettings, defaults: LandingContent): LandingContent;
export function mergeLandingContent(settings: SiteSettings, defaults: LandingContent | null): LandingContent | null;
export function mergeLandingContent(settings: SiteSettings, defaults: LandingContent | null): LandingContent | null {
  const texts = mergeFields(textsChecks, settings.json('LANDING_TEXTS'), defaults?.texts ?? null);
  const counters = mergeFields(countersChecks, settings.json('LANDING_COUNTERS'), defaults?.counters ?? null);
  const benefits = validItems(isBenefit, settings.json('LANDING_BENEFITS'), defaults?.benefits ?? null);
  const reviews = validItems(isReview, settings.json('LANDING_REVIEWS'), defaults?.reviews ?? null);
  return texts && counters && benefits && reviews ? { texts, counters, benefits, reviews } : null;
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

/** docs/storefront-rules.md §1: two counters are random within their ranges per visit, the member total is fixed. */
export function pickCounterValues(counters: LandingCounters, random: () => number = Math.random): CounterValues {
  return {
    inProgress: randomBetween(counters.inProgress.min, counters.inProgress.max, random),
    completedToday: randomBetween(counters.completedToday.min, counters.completedToday.max, random),
    members: counters.members,
  };
}
