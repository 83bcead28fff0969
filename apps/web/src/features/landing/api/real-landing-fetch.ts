import type { LandingReview } from '@snsshop/shared/landing';
import { landingApiPaths } from '../../../config/landing-api-paths';
import { api } from '../../../lib/api-client';
import { isArrayOf, isCount, isLine, isShape, isString, reader } from '../../../lib/read-answer';
import type { CounterValues } from '../content/landing-content';

// Read without zod, and loaded only when the owner's switch is on: the first screen stays within its budget.
const counters = reader(isShape<CounterValues>({ inProgress: isCount, completedToday: isCount, members: isCount }));
const isStars = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5;
const reviews = reader(isArrayOf(isShape<LandingReview>({ name: isLine, role: isString, text: isLine, rating: isStars })));

export const getRealCounters = (signal?: AbortSignal) => api.get(landingApiPaths.counters, counters, signal);
export const getRealReviews = (signal?: AbortSignal) => api.get(landingApiPaths.bestReviews, reviews, signal);
