import type { LandingReview } from '@snsshop/shared/landing';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { isArrayOf, isCount, isLine, isShape, isString, reader } from '../../../lib/read-answer';
import type { CounterValues } from '../content/landing-content';

// Read without zod: the landing page loads no schema library.
const counters = reader(isShape<CounterValues>({ inProgress: isCount, completedToday: isCount, members: isCount }));
const isStars = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5;
const reviews = reader(isArrayOf(isShape<LandingReview>({ name: isLine, role: isString, text: isLine, rating: isStars })));

/** The shop's real figures (the owner's switch 첫 화면 숫자를 실제 값으로); the server keeps them a minute. */
export function useRealCounters(enabled: boolean) {
  return useQuery({ queryKey: ['landing-counters'], queryFn: ({ signal }) => api.get(apiPaths.landingCounters, counters, signal), enabled, staleTime: 60_000, retry: false });
}

/** The best real reviews (the owner's switch 첫 화면 후기를 실제 구매 후기로). */
export function useRealReviews(enabled: boolean) {
  return useQuery({ queryKey: ['landing-reviews'], queryFn: ({ signal }) => api.get(apiPaths.bestReviews, reviews, signal), enabled, staleTime: 60_000, retry: false });
}
