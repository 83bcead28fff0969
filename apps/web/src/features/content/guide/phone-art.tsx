import type { MobileWay } from './platform-guides';

interface PhoneArtProps {
  color: string;
  button: MobileWay['button'];
  sheet: readonly string[];
  pick: number;
}

/** The step number bubble next to what to tap. */
function StepMark({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="11" fill="var(--main)" stroke="var(--surface)" strokeWidth="2.5" />
      <text x={x} y={y + 4.5} fontSize="12.5" fontWeight="800" fill="var(--on-main)" textAnchor="middle" fontFamily="inherit">
        {n}
      </text>
    </g>
  );
}

/** The button the app shows under a post, drawn at (x, y). */
function ShareButton({ kind, x, y }: { kind: MobileWay['button']; x: number; y: number }) {
  const stroke = { fill: 'none', stroke: 'var(--text)', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  switch (kind) {
    case 'send':
      return <path d={`M${x - 8} ${y - 1}l17-7-6 17-3-7z`} {...stroke} />;
    case 'dots':
      return (
        <g fill="var(--text)">
          <circle cx={x - 6} cy={y} r="2" />
          <circle cx={x} cy={y} r="2" />
          <circle cx={x + 6} cy={y} r="2" />
        </g>
      );
    case 'hold':
      return (
        <g>
          <rect x={x - 26} y={y - 8} width="52" height="16" rx="4" fill="var(--main)" opacity="0.2" />
          <text x={x} y={y + 4} fontSize="10" fontWeight="700" fill="var(--main)" textAnchor="middle" fontFamily="inherit">
            t.me/…
          </text>
        </g>
      );
    default:
      return <path d={`M${x + 8} ${y - 2}l-7-6v4c-7 0-10 4-10 10 2-4 5-5 10-5v4z`} {...stroke} />;
  }
}

/**
 * A phone: 1 the share button under the post is tapped, 2 the share sheet opens and the copy entry
 * is tapped. The sheet's words come from the guide data.
 */
export function PhoneArt({ color, button, sheet, pick }: PhoneArtProps) {
  const rows = sheet.slice(0, 3);
  const sheetTop = 184;
  const buttonX = button === 'hold' ? 130 : 186;
  return (
    <svg className="guide-art guide-art--phone" viewBox="0 0 260 342" aria-hidden="true" focusable="false">
      <rect x="34" y="6" width="192" height="330" rx="30" fill="#1c1f2b" stroke="var(--border-strong)" strokeWidth="2" />
      <rect x="42" y="14" width="176" height="314" rx="23" fill="var(--surface)" />
      <rect x="104" y="20" width="52" height="8" rx="4" fill="#1c1f2b" />

      {/* app screen */}
      <circle cx="64" cy="48" r="10" fill={color} />
      <rect x="80" y="42" width="60" height="7" rx="3.5" fill="var(--text-2)" />
      <rect x="80" y="53" width="38" height="5" rx="2.5" fill="var(--border-strong)" />
      <rect x="50" y="66" width="160" height="78" rx="8" fill={color} opacity="0.22" />
      <path d="M62 134l26-30 20 20 14-12 32 22z" fill={color} opacity="0.5" />
      <path d="M66 160l-6.2-5.8a3.9 3.9 0 0 1 6.2-4.6 3.9 3.9 0 0 1 6.2 4.6z" fill="none" stroke="var(--text)" strokeWidth="2" strokeLinejoin="round" />
      <path d="M86 152a7 7 0 1 1 3 10l-4 1 1-4a7 7 0 0 1 0-7z" fill="none" stroke="var(--text)" strokeWidth="2" strokeLinejoin="round" />
      <circle cx={buttonX} cy="156" r="16" fill="none" stroke="var(--main)" strokeWidth="2.5" />
      <ShareButton kind={button} x={buttonX} y={156} />
      <StepMark x={buttonX + 16} y={140} n={1} />

      {/* share sheet */}
      <path d={`M42 ${sheetTop + 14}a14 14 0 0 1 14-14h148a14 14 0 0 1 14 14v107a23 23 0 0 1-23 23H65a23 23 0 0 1-23-23z`} fill="var(--surface-2)" stroke="var(--border-strong)" />
      <rect x="112" y={sheetTop + 7} width="36" height="4" rx="2" fill="var(--border-strong)" />
      {rows.map((label, i) => {
        const y = sheetTop + 20 + i * 32;
        const chosen = i === pick;
        return (
          <g key={label}>
            {chosen && <rect x="50" y={y} width="160" height="28" rx="8" fill="var(--main)" opacity="0.16" />}
            <circle cx="66" cy={y + 14} r="9" fill={chosen ? 'var(--main)' : 'var(--border-strong)'} />
            {chosen && (
              <g fill="none" stroke="var(--on-main)" strokeWidth="1.8" strokeLinecap="round">
                <path d={`M64.5 ${y + 15.5}l3-3`} />
                <path d={`M63 ${y + 13.5}l-1 1a2.1 2.1 0 0 0 3 3l1-1M69 ${y + 14.5}l1-1a2.1 2.1 0 0 0-3-3l-1 1`} />
              </g>
            )}
            <text x="82" y={y + 19} fontSize="12.5" fontWeight={chosen ? 800 : 600} fill={chosen ? 'var(--text)' : 'var(--text-2)'} fontFamily="inherit">
              {label}
            </text>
          </g>
        );
      })}
      <StepMark x={200} y={sheetTop + 34 + Math.min(pick, rows.length - 1) * 32} n={2} />
    </svg>
  );
}
