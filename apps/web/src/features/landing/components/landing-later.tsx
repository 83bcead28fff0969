import type { ReactNode } from 'react';
import { useRealReviews } from '../api/get-real-reviews';
import type { LandingContent } from '../content/landing-content';
import { BenefitList } from './benefit-list';
import { ClosingCall } from './closing-call';
import { ReviewCarousel } from './review-carousel';

/**
 * The landing page below the counters: benefits, reviews and the closing call, loaded when near.
 * It imports nothing the first screen also uses (the page hands it the start buttons), so the
 * bundler keeps the first screen's code in the entry and this chunk self-contained.
 */
export default function LandingLater({ content, closingButtons, realReviews = false }: { content: LandingContent; closingButtons: ReactNode; realReviews?: boolean }) {
  // The owner's switch: the best real reviews instead of the typed ones (the default, and the fallback while none exist).
  const real = useRealReviews(realReviews);
  const reviews = real.data && real.data.length > 0 ? real.data : content.reviews;
  return (
    <>
      <BenefitList title={content.texts.benefitsTitle} benefits={content.benefits} />
      <ReviewCarousel title={content.texts.reviewsTitle} reviews={reviews} />
      <ClosingCall texts={content.texts} buttons={closingButtons} />
    </>
  );
}
