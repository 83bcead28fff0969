import { bestBonus, bonusLastDay, bonusRuleText, type BonusOffer } from '@snsshop/shared/growth';
import { formatPoints } from '@snsshop/shared/common';

/** The running event(s) above the amount: what the member's charges may earn now. */
export function BonusEvents({ offers }: { offers: readonly BonusOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <div className="bonus-events" role="note" aria-label="충전 이벤트">
      <strong className="bonus-events__title">충전 이벤트</strong>
      <ul>
        {offers.map((o) => (
          <li key={o.id}>
            <span className="bonus-events__name">{o.name}</span> {bonusRuleText(o)}
            {o.endsAt && <span className="bonus-events__until"> · {bonusLastDay(o.endsAt).replaceAll('-', '.')}까지</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The bonus the amount being typed would earn: the same best-rule arithmetic the credit uses. */
export function bonusForAmount(offers: readonly BonusOffer[], point: number) {
  return bestBonus(offers, point);
}

export const bonusText = (points: number) => `+${formatPoints(points)} 보너스`;
