import { lazy, Suspense, useState } from 'react';
import { useSettings } from '../../../lib/get-settings';
import { pickCounterValues, type LandingContent } from '../content/landing-content';
import { useLandingContent } from '../content/use-landing-content';
import { LandingHero } from './landing-hero';
import { StartButtons } from './start-buttons';
import { StatCounters } from './stat-counters';
import { WhenNear } from '../../../components/ui/when-near';
import './landing.css';

// Below the first screen of a phone: its code arrives when the visitor scrolls towards it.
const LandingLater = lazy(() => import('./landing-later'));
const RealStatCounters = lazy(() => import('./real-stat-counters'));

function LandingSections({ content }: { content: LandingContent }) {
  // Picked once per visit, so the numbers do not jump on a re-render.
  const [random] = useState(() => pickCounterValues(content.counters));
  // The owner's switches: real figures and real reviews instead of the seed's (the default).
  const settings = useSettings();
  return (
    <>
      <LandingHero texts={content.texts} />
      <div className="landing__body">
        {settings.flag('LANDING_REAL_COUNTERS') ? (
          <Suspense fallback={<div className="stats" aria-busy="true" />}>
            <RealStatCounters />
          </Suspense>
        ) : (
          <StatCounters values={random} />
        )}
        <WhenNear className="landing__later">
          <LandingLater
            content={content}
            realReviews={settings.flag('LANDING_REAL_REVIEWS')}
            closingButtons={<StartButtons browseLabel={content.texts.browseLabel} mainClass="btn btn--lg closing__main" secondClass="btn btn--lg closing__second" registerFirst />}
          />
        </WhenNear>
      </div>
    </>
  );
}

/** The landing page (docs/storefront-rules.md §1); its words and numbers come from the LANDING_* settings. */
export function LandingPage() {
  const content = useLandingContent();
  return <div className="landing">{content ? <LandingSections content={content} /> : <div className="hero hero--waiting" aria-busy="true" />}</div>;
}
