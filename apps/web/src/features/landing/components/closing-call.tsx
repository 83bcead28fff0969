import type { LandingTexts } from '@snsshop/shared/landing';
import { StartButtons } from './start-buttons';

/** The closing call to start. */
export function ClosingCall({ texts }: { texts: LandingTexts }) {
  return (
    <section className="closing" aria-labelledby="closing-title">
      <h2 id="closing-title" className="closing__title">
        {texts.closingTitle}
      </h2>
      {texts.closingText && <p className="closing__text">{texts.closingText}</p>}
      <StartButtons browseLabel={texts.browseLabel} mainClass="btn btn--lg closing__main" secondClass="btn btn--lg closing__second" registerFirst />
    </section>
  );
}
