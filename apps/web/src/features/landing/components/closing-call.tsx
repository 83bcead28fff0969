import type { LandingTexts } from '@snsshop/shared/landing';
import type { ReactNode } from 'react';

/** The closing call to start; `buttons` are the start buttons, drawn by the page (sign-up first). */
export function ClosingCall({ texts, buttons }: { texts: LandingTexts; buttons: ReactNode }) {
  return (
    <section className="closing" aria-labelledby="closing-title">
      <h2 id="closing-title" className="closing__title">
        {texts.closingTitle}
      </h2>
      {texts.closingText && <p className="closing__text">{texts.closingText}</p>}
      {buttons}
    </section>
  );
}
