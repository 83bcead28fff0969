import type { LandingBenefit } from '@snsshop/shared/landing';

/** Small drawings for the three benefits, in the site's main colour. */
export function BenefitIcon({ icon }: { icon: LandingBenefit['icon'] }) {
  return (
    <svg className="benefit__icon" viewBox="0 0 72 72" width="72" height="72" aria-hidden="true" focusable="false">
      <rect width="72" height="72" rx="22" fill="var(--main-soft)" />
      {icon === 'clock' && (
        <g fill="none" stroke="var(--main)" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="36" cy="37" r="17" fill="var(--surface)" />
          <path d="M36 27v10l7 5" />
          <path d="M17.5 27.5A21 21 0 0 1 52 20" />
          <path d="M52 13v7h-7" />
          <circle cx="36" cy="37" r="1.6" fill="var(--main)" />
        </g>
      )}
      {icon === 'shield' && (
        <g strokeLinecap="round" strokeLinejoin="round">
          <path d="M36 14l19 7v14c0 12-8 20-19 24-11-4-19-12-19-24V21z" fill="var(--surface)" stroke="var(--main)" strokeWidth="3.4" />
          <path d="M36 19.5l14 5.2V35c0 8.6-5.6 14.6-14 17.8z" fill="var(--main)" opacity="0.16" />
          <path d="M28 36.5l6 6 11-12" fill="none" stroke="var(--main)" strokeWidth="3.8" />
        </g>
      )}
      {icon === 'price' && (
        <g strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 31V17a3 3 0 0 1 3-3h14l24 24a3 3 0 0 1 0 4.2L42.2 56a3 3 0 0 1-4.2 0z" fill="var(--surface)" stroke="var(--main)" strokeWidth="3.4" />
          <circle cx="24" cy="23" r="3.4" fill="var(--main)" />
          <circle cx="50" cy="52" r="10" fill="var(--main)" />
          <path d="M46 48.5l2 7 2-5 2 5 2-7M45.5 52h9" fill="none" stroke="var(--on-main)" strokeWidth="1.8" />
        </g>
      )}
    </svg>
  );
}
