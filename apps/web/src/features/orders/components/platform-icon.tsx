import type { ReactNode } from 'react';

/** Simple glyphs drawn for this site (not the brands' logos), keyed by platform id 1–15. */
const glyphs: Record<number, ReactNode> = {
  1: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  2: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l5-2.8z" fill="currentColor" />
    </>
  ),
  3: <path d="M13.5 3.5v11a3.5 3.5 0 1 1-3.5-3.5M13.5 3.5c.4 2.6 2.3 4.4 5 4.6" />,
  4: <path d="M15 3.5h-1.8a3.6 3.6 0 0 0-3.6 3.6v13.4M6.8 10.5h7.4" />,
  5: <path d="M4.5 4h4l11 16h-4zM19 4l-6 6.8M11 13.2 5 20" />,
  6: (
    <>
      <path d="M5 4.5h14A1.5 1.5 0 0 1 20.5 6v9a1.5 1.5 0 0 1-1.5 1.5h-5l-2 3-2-3H5A1.5 1.5 0 0 1 3.5 15V6A1.5 1.5 0 0 1 5 4.5Z" />
      <path d="M9.3 7.3v5.6" />
      <circle cx="11.3" cy="11" r="1.9" />
      <path d="M15 8.5v4.4" />
    </>
  ),
  7: <path d="M5 9h11v4.5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zM16 10.5h1.5a2.5 2.5 0 0 1 0 5H16M8.5 3.5c-.9 1 .9 2 0 3M12.5 3.5c-.9 1 .9 2 0 3" />,
  8: (
    <>
      <circle cx="12" cy="12" r="3.2" />
      <path d="M15.2 12v1.3a2.3 2.3 0 0 0 4.6 0V12A7.8 7.8 0 1 0 16 18.8" />
    </>
  ),
  9: <path d="M20.5 4 3.5 10.8l5.8 2.1L11.5 19l3-4 4.5 3.3zM9.3 12.9 20.5 4" />,
  10: <path d="M5 3.5h14.5v10l-4 4H12l-3 3v-3H5zM11 8v4M15 8v4" />,
  11: (
    <path
      fill="currentColor"
      stroke="none"
      d="M12 4c-5 0-9 3-9 6.8 0 2.4 1.6 4.5 4.1 5.7l-.9 3.2c-.1.3.3.5.5.3l3.9-2.6c.5.1.9.1 1.4.1 5 0 9-3 9-6.8S17 4 12 4Z"
    />
  ),
  12: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 9.6c3-1 6.4-.8 9.2.8M8 12.6c2.4-.7 5-.5 7.2.7M8.6 15.4c1.9-.5 3.8-.3 5.4.5" />
    </>
  ),
  13: (
    <>
      <path d="M6 7.5C8 6 10 5.8 12 5.8s4 .2 6 1.7c1.5 2.5 2.2 5.2 2 8.3-1.6 1.3-3.2 2-4.6 2.2l-1-1.8a10 10 0 0 1-4.8 0l-1 1.8C7.2 17.8 5.6 17.1 4 15.8c-.2-3.1.5-5.8 2-8.3Z" />
      <circle cx="9.4" cy="12.3" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="14.6" cy="12.3" r="1.3" fill="currentColor" stroke="none" />
    </>
  ),
  14: <path d="M10 17.5h7.5a3.5 3.5 0 0 0 .4-7 5 5 0 0 0-7.9-2.6zM3.5 14v3.5M5.5 12v5.5M7.5 10.5v7" />,
  15: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z" />
    </>
  ),
};

const fallback = <path d="M12 3.5l2.4 5.6 5.6 2.4-5.6 2.4-2.4 5.6-2.4-5.6L4 11.5l5.6-2.4z" />;

export function PlatformIcon({ id, size = 28 }: { id: number; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {glyphs[id] ?? fallback}
    </svg>
  );
}
