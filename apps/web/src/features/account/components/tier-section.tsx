import { formatWon } from '@snsshop/shared/common';
import { tierWindowText } from '@snsshop/shared/growth';
import { useMemberTier } from '../../../lib/get-member-tier';
import { AccountSection } from './account-section';

/** 회원 등급: the member's tier, its benefit, and how much more to charge for the next one. */
export function TierSection() {
  const tier = useMemberTier();
  if (!tier || (!tier.tier && !tier.next)) return null;
  const { tier: now, next } = tier;
  return (
    <AccountSection title="회원 등급">
      <p className="tier-now">
        {now ? (
          <>
            <span className="tier-badge" style={{ background: now.color }}>
              {now.name}
            </span>{' '}
            {now.discountPct > 0 ? `모든 주문 ${now.discountPct}% 할인` : '등급 혜택 적용 중'}
          </>
        ) : (
          '아직 등급이 없습니다.'
        )}
      </p>
      {next && (
        <div className="tier-next">
          <p>
            <span className="tier-badge" style={{ background: next.color }}>
              {next.name}
            </span>{' '}
            ({next.discountPct}% 할인)까지 <strong data-testid="tier-remaining">{formatWon(next.remaining)}</strong> 더 충전하면 됩니다.
          </p>
          <progress className="tier-progress" max={next.threshold || 1} value={Math.min(next.counted, next.threshold)} aria-label={`${next.name} 등급까지 진행률`} />
          <p className="account-note">
            {tierWindowText(next.windowDays)} {formatWon(next.counted)} / 기준 {formatWon(next.threshold)} · 승인된 충전만 집계되며 환불된 금액은 빠집니다.
          </p>
        </div>
      )}
    </AccountSection>
  );
}
