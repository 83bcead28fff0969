import { formatNumber } from '@snsshop/shared/common';
import type { CounterValues } from '../content/landing-content';
import { useCountUp } from './use-count-up';

const items: ReadonlyArray<{ key: keyof CounterValues; label: string; unit: string; live?: boolean }> = [
  { key: 'inProgress', label: '진행 중인 주문', unit: '건', live: true },
  { key: 'completedToday', label: '오늘 완료된 주문', unit: '건' },
  { key: 'members', label: '함께하는 회원', unit: '명' },
];

function Counter({ label, unit, target, live, name }: { label: string; unit: string; target: number; live?: boolean; name: string }) {
  const { ref, value } = useCountUp<HTMLSpanElement>(target);
  return (
    <div className="stat">
      <dt className="stat__label">
        {live && <span className="stat__live" aria-hidden="true" />}
        {label}
      </dt>
      <dd className="stat__value">
        {/* The moving number is for the eye; a screen reader hears the final one. */}
        <span ref={ref} className="stat__number" data-counter={name} aria-hidden="true">
          {formatNumber(value)}
        </span>
        <span className="stat__unit" aria-hidden="true">
          {unit}
        </span>
        <span className="sr-only">
          {formatNumber(target)}
          {unit}
        </span>
      </dd>
    </div>
  );
}

/** Orders in progress, completed today and members, counting up when they come into view. */
export function StatCounters({ values }: { values: CounterValues }) {
  return (
    <section className="stats" aria-label="실시간 이용 현황">
      <dl className="stats__list">
        {items.map((item) => (
          <Counter key={item.key} name={item.key} label={item.label} unit={item.unit} live={item.live} target={values[item.key]} />
        ))}
      </dl>
    </section>
  );
}
