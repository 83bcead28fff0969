import type { MarginReport } from '@snsshop/shared/dashboard';
import { formatNumber } from '@snsshop/shared/common';
import { won } from '../../../lib/admin/format';

const signed = (n: number) => (n < 0 ? `-${won(-n)}` : won(n));
const W = 960;
const H = 240;
const PAD = { top: 16, right: 12, bottom: 28, left: 64 };

/** A compact number for the axis: 1.2만, 35만, 1.5억. */
const short = (n: number) => (Math.abs(n) >= 100_000_000 ? `${formatNumber(Math.round(n / 10_000_000) / 10)}억` : Math.abs(n) >= 10_000 ? `${formatNumber(Math.round(n / 1_000) / 10)}만` : formatNumber(n));

/**
 * Revenue (bars), provider cost (darker bars inside them) and gross margin (the line) per Korean day.
 * The numbers behind it are in the tables beside it; the picture is for the trend.
 */
export function MarginChart({ days }: { days: MarginReport['byDay'] }) {
  const top = Math.max(1, ...days.map((d) => Math.max(d.revenue, d.cost, d.margin)));
  const bottom = Math.min(0, ...days.map((d) => d.margin));
  const span = top - bottom;
  const y = (v: number) => PAD.top + ((top - v) / span) * (H - PAD.top - PAD.bottom);
  const step = (W - PAD.left - PAD.right) / days.length;
  const x = (i: number) => PAD.left + i * step;
  const bar = Math.max(2, step * 0.7);
  const ticks = [top, top / 2, 0, ...(bottom < 0 ? [bottom] : [])];
  const labelEvery = days.length > 40 ? 14 : 7;
  const line = days.map((d, i) => `${(x(i) + step / 2).toFixed(1)},${y(d.margin).toFixed(1)}`).join(' ');
  const total = days.reduce((s, d) => ({ revenue: s.revenue + d.revenue, margin: s.margin + d.margin }), { revenue: 0, margin: 0 });

  return (
    <figure className="adm-margin-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`최근 ${days.length}일 매출 ${won(total.revenue)}, 매출 총이익 ${signed(total.margin)}`}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'adm-margin-chart__zero' : 'adm-margin-chart__grid'} />
            <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" className="adm-margin-chart__axis">
              {short(Math.round(t))}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            <title>{`${d.day} 매출 ${won(d.revenue)} · 원가 ${won(d.cost)} · 이익 ${signed(d.margin)}`}</title>
            <rect x={x(i) + (step - bar) / 2} y={y(d.revenue)} width={bar} height={Math.max(0, y(0) - y(d.revenue))} className="adm-margin-chart__revenue" />
            <rect x={x(i) + (step - bar * 0.5) / 2} y={y(d.cost)} width={bar * 0.5} height={Math.max(0, y(0) - y(d.cost))} className="adm-margin-chart__cost" />
            {(days.length - 1 - i) % labelEvery === 0 && (
              <text x={x(i) + step / 2} y={H - 8} textAnchor="middle" className="adm-margin-chart__axis">
                {d.day.slice(5).replace('-', '.')}
              </text>
            )}
          </g>
        ))}
        <polyline points={line} className="adm-margin-chart__margin" />
      </svg>
      <figcaption className="adm-margin-chart__legend">
        <span className="adm-margin-chart__key adm-margin-chart__key--revenue">매출 (환불 제외)</span>
        <span className="adm-margin-chart__key adm-margin-chart__key--cost">원가</span>
        <span className="adm-margin-chart__key adm-margin-chart__key--margin">매출 총이익</span>
      </figcaption>
    </figure>
  );
}
