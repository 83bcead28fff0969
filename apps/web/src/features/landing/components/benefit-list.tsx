import type { LandingBenefit } from '@snsshop/shared/landing';
import { BenefitIcon } from './benefit-icons';

export function BenefitList({ title, benefits }: { title: string; benefits: LandingBenefit[] }) {
  return (
    <section className="landing-section" aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="landing-section__title">
        {title}
      </h2>
      <ul className="benefits">
        {benefits.map((b) => (
          <li key={b.title} className="benefit">
            <BenefitIcon icon={b.icon} />
            <h3 className="benefit__title">{b.title}</h3>
            <p className="benefit__text">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
