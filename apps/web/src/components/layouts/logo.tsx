/** The site mark: a rising line on a rounded tile in the main colour. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--main)" />
        <path d="M8.5 21.5l5-6 4 3 5.5-7.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="23.2" cy="10.8" r="1.9" fill="#fff" />
      </svg>
      <span className="logo__text">
        SNS<b>샵</b>
      </span>
    </span>
  );
}
