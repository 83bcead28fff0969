import { lazy, useState } from 'react';
import { useSettings } from '../../../lib/get-settings';
import { useRealCounters, useRealReviews } from '../api/get-real-landing';
import { pickCounterValues, type LandingContent } from '../content/landing-content';
import { useLandingContent } from '../content/use-landing-content';
import { LandingHero } from './landing-hero';
import { StartButtons } from './start-buttons';
import { StatCounters } from './stat-counters';
import { WhenNear } from './when-near';
import './landing.css';

// Below the first screen of a phone: its code arrives when the visitor scrolls towards it.
const LandingLater = lazy(() => import('./landing-later'));

function LandingSections({ content }: { content: LandingContent }) {
  // Picked once per visit, so the numbers do not jump on a re-render.
  const [random] = useState(() => pickCounterValues(content.counters));
  // The owner's switches: real figures and real reviews instead of the typed ones (the default).
  const settings = useSettings();
  const realCounters = settings.flag('LANDING_REAL_COUNTERS');
  const real = useRealCounters(realCounters);
  const realReviews = useRealReviews(settings.flag('LANDING_REAL_REVIEWS'));
  // Real mode never falls back to invented numbers: while they load a placeholder, on failure nothing.
  const counters = realCounters ? (real.data ?? null) : random;
  const reviews = realReviews.data && realReviews.data.length > 0 ? realReviews.data : content.reviews;
  return (
    <>
      <LandingHero texts={content.texts} />
      <div className="landing__body">
        {counters ? <StatCounters values={counters} /> : real.isPending && <div className="stats" aria-busy="true" />}
        <WhenNear className="landing__later">
          <LandingLater
            content={{ ...content, reviews }}
            closingButtons={<StartButtons browseLabel={content.texts.browseLabel} mainClass="btn btn--lg closing__main" secondClass="btn btn--lg closing__second" registerFirst />}
          />
        </WhenNear>
      </div>
    </>
  );
}

/** The landing page (spec section 1); its words and numbers come from the LANDING_* settings. */
export function LandingPage() {
  const content = useLandingContent();
  return <div className="landing">{content ? <LandingSections content={content} /> : <div className="hero hero--waiting" aria-busy="true" />}</div>;
}
