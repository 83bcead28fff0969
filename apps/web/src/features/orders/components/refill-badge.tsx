import { refillBadgeText } from '@snsshop/shared/refills';

/** "A/S 30일 · 리필 가능" on the service card; a service without refill says nothing. */
export function RefillBadge({ days }: { days: number | null | undefined }) {
  const text = refillBadgeText(days);
  return text ? <span className="badge badge--main">{text}</span> : null;
}
