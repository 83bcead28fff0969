import { useState, useSyncExternalStore } from 'react';
import './landscape-banner.css';

/** docs/storefront-rules.md §9: under 1500px the site is in its narrow mode; on a phone held upright, landscape helps. */
export const NARROW_PHONE_QUERY = '(max-width: 1499px) and (pointer: coarse) and (orientation: portrait)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Dismissed for this visit only: browser storage holds just the four items of docs/storefront-rules.md §3. */
let dismissedThisVisit = false;

/** A dismissible hint to turn the phone sideways. */
export function LandscapeBanner() {
  const narrow = useMediaQuery(NARROW_PHONE_QUERY);
  const [dismissed, setDismissed] = useState(dismissedThisVisit);
  if (!narrow || dismissed) return null;
  const dismiss = () => {
    dismissedThisVisit = true;
    setDismissed(true);
  };
  return (
    <aside className="landscape-banner" aria-label="가로 화면 안내">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="5" y="11" width="22" height="13" rx="2.5" />
        <path d="M23 17.5h.01" strokeWidth="2.6" />
        <path d="M9 7.5a9 9 0 0 1 11-1.5M20 3v3h-3" />
      </svg>
      <p className="landscape-banner__text">휴대폰을 가로로 돌리면 화면을 더 넓게 볼 수 있어요.</p>
      <button type="button" className="landscape-banner__close" aria-label="가로 화면 안내 닫기" onClick={dismiss}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </aside>
  );
}
