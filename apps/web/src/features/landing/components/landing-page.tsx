import { useState } from 'react';
import { pickCounterValues, type LandingContent } from '../content/landing-content';
import { useLandingContent } from '../content/use-landing-content';
import { BenefitList } from './benefit-list';
import { ClosingCall } from './closing-call';
import { LandingHero } from './landing-hero';
import { ReviewCarousel } from './review-carousel';
import { StatCounters } from './stat-counters';
import './landing.css';

function LandingSections({ content }: { content: LandingContent }) {
  // Picked once per visit, so the numbers do not jump on a re-render.
  const [counters] = useState(() => pickCounterValues(content.counters));
  return (
    <>
      <LandingHero texts={content.texts} />
      <div className="landing__body">
        <StatCounters values={counters} />
        <BenefitList title={content.texts.benefitsTitle} benefits={content.benefits} />
        <ReviewCarousel title={content.texts.reviewsTitle} reviews={content.reviews} />
        <ClosingCall texts={content.texts} />
      </div>
    </>
  );
}

/** The landing page (spec section 1); its words and numbers come from the LANDING_* settings. */
export function LandingPage() {
  const content = useLandingContent();
  return <div className="landing">{content ? <LandingSections content={content} /> : <div className="hero hero--waiting" aria-busy="true" />}</div>;
}
