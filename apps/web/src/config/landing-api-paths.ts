import { REST } from './paths';

/** The landing's real figures and reviews (the owner's switches): apart from paths.ts, so only a shop that turns them on downloads them. */
export const landingApiPaths = {
  counters: `${REST}/service/landing-counters`,
  bestReviews: `${REST}/service/reviews/best`,
} as const;
