/** Drawn for this shop: a phone profile growing, with a rising chart and new-like and new-follower bubbles. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 440 380" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-avatar" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb86b" />
          <stop offset="0.5" stopColor="#ff5a7a" />
          <stop offset="1" stopColor="#8a5cff" />
        </linearGradient>
        <linearGradient id="hero-chart" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff4d67" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ff4d67" stopOpacity="0" />
        </linearGradient>
      </defs>

      <circle cx="330" cy="70" r="90" fill="#fff" opacity="0.07" />
      <circle cx="90" cy="300" r="70" fill="#fff" opacity="0.06" />

      {/* phone */}
      <rect x="136" y="30" width="190" height="344" rx="30" fill="#5a0010" opacity="0.22" />
      <rect x="130" y="18" width="190" height="344" rx="30" fill="#1c1f2b" />
      <rect x="139" y="27" width="172" height="326" rx="23" fill="#fff" />
      <rect x="197" y="35" width="56" height="8" rx="4" fill="#1c1f2b" />
      <circle cx="178" cy="86" r="24" fill="url(#hero-avatar)" />
      <circle cx="178" cy="86" r="19" fill="#fff" />
      <circle cx="178" cy="82" r="7" fill="#f3b6c2" />
      <path d="M166 98c2-7 7-10 12-10s10 3 12 10" fill="#f3b6c2" />
      <rect x="212" y="70" width="28" height="9" rx="4.5" fill="#1c1f2b" />
      <rect x="248" y="70" width="28" height="9" rx="4.5" fill="#1c1f2b" />
      <rect x="212" y="84" width="24" height="6" rx="3" fill="#c7cbd6" />
      <rect x="248" y="84" width="24" height="6" rx="3" fill="#c7cbd6" />
      <rect x="156" y="122" width="70" height="8" rx="4" fill="#1c1f2b" />
      <rect x="156" y="136" width="120" height="6" rx="3" fill="#d5d8e0" />
      <rect x="156" y="156" width="138" height="26" rx="8" fill="#ff4d67" />
      <rect x="205" y="165" width="40" height="8" rx="4" fill="#fff" opacity="0.9" />
      {[0, 1, 2].map((c) =>
        [0, 1, 2].map((r) => (
          <rect key={`${c}-${r}`} x={150 + c * 52} y={196 + r * 50} width="48" height="46" rx="6" fill={['#ffd9df', '#e7e0ff', '#dff3ff'][(c + r) % 3]} />
        )),
      )}
      <path d="M166 226l8-9 7 7 5-5 10 11z" fill="#ff8da0" />
      <circle cx="234" cy="214" r="6" fill="#a08bff" />
      <path d="M262 238c6-12 14-12 20 0" stroke="#6cc4ff" strokeWidth="4" fill="none" strokeLinecap="round" />

      {/* rising chart card */}
      <rect x="18" y="180" width="166" height="112" rx="18" fill="#5a0010" opacity="0.2" />
      <rect x="14" y="170" width="166" height="112" rx="18" fill="#fff" />
      <rect x="30" y="186" width="54" height="8" rx="4" fill="#1c1f2b" />
      <rect x="30" y="200" width="34" height="6" rx="3" fill="#c7cbd6" />
      <path d="M30 262l26-14 22 6 26-24 22 4 30-28v70H30z" fill="url(#hero-chart)" />
      <path d="M30 262l26-14 22 6 26-24 22 4 30-28" fill="none" stroke="#ff4d67" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="156" cy="206" r="6" fill="#ff4d67" stroke="#fff" strokeWidth="3" />
      <path d="M148 190l8-8 8 8" fill="none" stroke="#12a150" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />

      {/* new likes */}
      <rect x="285" y="78" width="146" height="56" rx="28" fill="#5a0010" opacity="0.2" />
      <rect x="282" y="70" width="146" height="56" rx="28" fill="#fff" />
      <circle cx="311" cy="98" r="18" fill="#ffe3e8" />
      <path d="M311 106.5l-8-7.6a5 5 0 0 1 8-6 5 5 0 0 1 8 6z" fill="#ff4d67" />
      <text x="338" y="105" fontSize="20" fontWeight="800" fill="#1c1f2b" fontFamily="inherit">
        +2,480
      </text>

      {/* new followers */}
      <rect x="303" y="258" width="128" height="56" rx="28" fill="#5a0010" opacity="0.2" />
      <rect x="300" y="250" width="128" height="56" rx="28" fill="#fff" />
      <circle cx="329" cy="278" r="18" fill="#e7e0ff" />
      <circle cx="326" cy="273" r="5" fill="#6b4dff" />
      <path d="M317 287c1.5-5 5-7.5 9-7.5s7.5 2.5 9 7.5z" fill="#6b4dff" />
      <path d="M337 270h8M341 266v8" stroke="#6b4dff" strokeWidth="2.6" strokeLinecap="round" />
      <text x="356" y="285" fontSize="20" fontWeight="800" fill="#1c1f2b" fontFamily="inherit">
        +512
      </text>

      {/* sparkles */}
      <path d="M100 70l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill="#fff" opacity="0.85" />
      <path d="M390 180l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#fff" opacity="0.7" />
    </svg>
  );
}
