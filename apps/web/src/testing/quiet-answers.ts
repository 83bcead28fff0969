import { memberApiPaths } from '../config/member-api-paths';
import { get } from './mock-api';

// Answers a screen reads beside what a test is about, each the plain empty one, so a test names only what it is about.

/** The order page's reviews of the picked service: none yet. */
export const noServiceReviews = get(memberApiPaths.reviews, ({ url }) => ({ serviceId: Number(url.searchParams.get('serviceId')), average: null, count: 0, latest: [] }));
/** The member's tier: none, and no next one. */
export const noTier = get(memberApiPaths.tier, { tier: null, next: null });
/** The services' start time, speed and completion: none measured yet. */
export const noServiceStats = get(memberApiPaths.serviceStats, []);
