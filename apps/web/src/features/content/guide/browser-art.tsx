import { useId } from 'react';
import type { DesktopWay } from './platform-guides';

interface BrowserArtProps {
  url: string;
  page: DesktopWay['page'];
  color: string;
}

/** A desktop browser whose address bar is selected and copied, above a sketch of the platform's page. */
export function BrowserArt({ url, page, color }: BrowserArtProps) {
  const clip = useId();
  return (
    <svg className="guide-art" viewBox="0 0 480 300" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clip}>
          <rect x="92" y="50" width="300" height="26" />
        </clipPath>
      </defs>
      <rect x="6" y="6" width="468" height="288" rx="16" fill="var(--surface)" stroke="var(--border-strong)" strokeWidth="2" />
      <path d="M6 22a16 16 0 0 1 16-16h436a16 16 0 0 1 16 16v18H6z" fill="var(--surface-3)" />
      <circle cx="26" cy="23" r="5" fill="#ff6159" />
      <circle cx="42" cy="23" r="5" fill="#ffbd2e" />
      <circle cx="58" cy="23" r="5" fill="#28c941" />
      <path d="M80 40v-22a6 6 0 0 1 6-6h120a6 6 0 0 1 6 6v22z" fill="var(--surface)" />
      <rect x="92" y="19" width="12" height="12" rx="3" fill={color} />
      <rect x="112" y="22" width="74" height="6" rx="3" fill="var(--border-strong)" />
      <path d="M6 40h468" stroke="var(--border)" strokeWidth="2" />

      {/* the address bar, selected */}
      <rect x="64" y="47" width="352" height="32" rx="16" fill="var(--surface-2)" stroke="var(--main)" strokeWidth="2.5" />
      <path d="M76 60v-3a4 4 0 0 1 8 0v3" fill="none" stroke="var(--text-3)" strokeWidth="1.8" />
      <rect x="74" y="59.5" width="12" height="9" rx="2" fill="var(--text-3)" />
      <g clipPath={`url(#${clip})`}>
        <rect x="92" y="52" width={Math.min(300, 7.4 * url.length + 8)} height="22" rx="4" fill="var(--main)" opacity="0.22" />
        <text x="96" y="68" fontSize="13" fontWeight="600" fill="var(--text)" fontFamily="inherit">
          {url}
        </text>
      </g>
      <path d="M22 56h20M22 63h20M22 70h20" stroke="var(--border-strong)" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M430 57l6 6-6 6M446 57l6 6-6 6" fill="none" stroke="var(--border-strong)" strokeWidth="2.4" strokeLinecap="round" />

      {/* copy hint */}
      <g>
        <rect x="300" y="86" width="132" height="34" rx="10" fill="var(--text)" />
        <path d="M340 86l8-8 8 8z" fill="var(--text)" />
        <text x="366" y="108" fontSize="13" fontWeight="700" fill="var(--surface)" textAnchor="middle" fontFamily="inherit">
          Ctrl+C로 복사
        </text>
      </g>
      <path d="M282 62l0 22 6-6 5 11 4-2-5-11h8z" fill="var(--text)" stroke="var(--surface)" strokeWidth="1.5" strokeLinejoin="round" />

      <PageSketch page={page} color={color} />
    </svg>
  );
}

function PageSketch({ page, color }: { page: DesktopWay['page']; color: string }) {
  switch (page) {
    case 'video':
      return (
        <g>
          <rect x="40" y="132" width="250" height="140" rx="10" fill="#1c1f2b" />
          <circle cx="165" cy="202" r="24" fill={color} />
          <path d="M158 190v24l19-12z" fill="#fff" />
          <rect x="40" y="260" width="250" height="4" fill="#3a3f4e" />
          <rect x="40" y="260" width="96" height="4" fill={color} />
          <rect x="310" y="134" width="130" height="10" rx="5" fill="var(--text-2)" />
          <rect x="310" y="152" width="96" height="8" rx="4" fill="var(--border-strong)" />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x="310" y={178 + i * 32} width="46" height="26" rx="5" fill="var(--surface-3)" />
              <rect x="364" y={182 + i * 32} width="76" height="7" rx="3.5" fill="var(--border-strong)" />
              <rect x="364" y={194 + i * 32} width="50" height="6" rx="3" fill="var(--border)" />
            </g>
          ))}
        </g>
      );
    case 'music':
      return (
        <g>
          <rect x="40" y="134" width="130" height="130" rx="10" fill={color} opacity="0.85" />
          <circle cx="105" cy="199" r="34" fill="#fff" opacity="0.25" />
          <circle cx="105" cy="199" r="10" fill="#fff" />
          <rect x="190" y="140" width="150" height="12" rx="6" fill="var(--text-2)" />
          <rect x="190" y="160" width="90" height="8" rx="4" fill="var(--border-strong)" />
          <circle cx="210" cy="204" r="18" fill={color} />
          <path d="M205 195v18l14-9z" fill="#fff" />
          {Array.from({ length: 24 }, (_, i) => {
            const h = 8 + ((i * 7) % 26);
            return <rect key={i} x={240 + i * 8} y={204 - h / 2} width="4" height={h} rx="2" fill={i < 10 ? color : 'var(--border-strong)'} />;
          })}
          <rect x="190" y="240" width="250" height="6" rx="3" fill="var(--border)" />
        </g>
      );
    case 'channel':
      return (
        <g>
          <rect x="40" y="130" width="400" height="40" rx="10" fill={color} opacity="0.18" />
          <circle cx="84" cy="176" r="28" fill={color} stroke="var(--surface)" strokeWidth="5" />
          <rect x="124" y="178" width="120" height="11" rx="5.5" fill="var(--text-2)" />
          <rect x="124" y="196" width="80" height="8" rx="4" fill="var(--border-strong)" />
          <rect x="360" y="180" width="80" height="28" rx="14" fill={color} />
          {[0, 1].map((i) => (
            <g key={i}>
              <rect x="56" y={222 + i * 26} width="18" height="18" rx="5" fill="var(--surface-3)" />
              <rect x="84" y={226 + i * 26} width={220 - i * 60} height="8" rx="4" fill="var(--border-strong)" />
            </g>
          ))}
        </g>
      );
    case 'site':
      return (
        <g>
          <rect x="40" y="130" width="400" height="80" rx="12" fill={color} opacity="0.16" />
          <rect x="64" y="150" width="170" height="14" rx="7" fill="var(--text-2)" />
          <rect x="64" y="172" width="120" height="9" rx="4.5" fill="var(--border-strong)" />
          <rect x="340" y="158" width="76" height="28" rx="14" fill={color} />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={40 + i * 136} y="224" width="128" height="50" rx="10" fill="var(--surface-3)" />
              <rect x={54 + i * 136} y="238" width="70" height="8" rx="4" fill="var(--border-strong)" />
              <rect x={54 + i * 136} y="252" width="96" height="6" rx="3" fill="var(--border)" />
            </g>
          ))}
        </g>
      );
    default:
      return (
        <g>
          <circle cx="66" cy="152" r="16" fill={color} />
          <rect x="90" y="144" width="90" height="9" rx="4.5" fill="var(--text-2)" />
          <rect x="90" y="158" width="60" height="7" rx="3.5" fill="var(--border-strong)" />
          <rect x="50" y="178" width="230" height="100" rx="8" fill={color} opacity="0.2" />
          <path d="M70 262l40-44 30 30 22-20 50 34z" fill={color} opacity="0.45" />
          <circle cx="240" cy="206" r="12" fill={color} opacity="0.5" />
          <path d="M306 150l-7-6.6a4.4 4.4 0 0 1 7-5.2 4.4 4.4 0 0 1 7 5.2z" fill={color} />
          <rect x="300" y="166" width="140" height="8" rx="4" fill="var(--border-strong)" />
          <rect x="300" y="182" width="110" height="8" rx="4" fill="var(--border)" />
          <rect x="300" y="198" width="124" height="8" rx="4" fill="var(--border)" />
        </g>
      );
  }
}
