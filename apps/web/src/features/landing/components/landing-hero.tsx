import { formatNumber } from '@snsshop/shared/common';
import type { LandingTexts } from '@snsshop/shared/landing';
import { HeroArt } from './hero-art';
import { StartButtons } from './start-buttons';

/** The red banner: its two lines, the browse button and the "50,000+" claim. */
export function LandingHero({ texts }: { texts: LandingTexts }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <h1 id="hero-title" className="hero__title">
            <span className="hero__line">{texts.heroTitle}</span>{' '}
            <span className="hero__line hero__line--big">{texts.heroSubtitle}</span>
          </h1>
          {texts.heroText && <p className="hero__text">{texts.heroText}</p>}
          <StartButtons browseLabel={texts.browseLabel} mainClass="btn btn--lg hero__browse" secondClass="btn btn--lg hero__second" />
          <p className="hero__claim">
            <span className="hero__faces" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>
              <strong>{formatNumber(texts.claimNumber)}+</strong> {texts.claimText}
            </span>
          </p>
        </div>
        <div className="hero__art">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
