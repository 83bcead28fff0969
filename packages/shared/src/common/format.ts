const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

function valid(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n >= 0;
}

/** Korean number format; invalid or negative numbers render empty (docs/storefront-rules.md §5). */
export function formatNumber(n: unknown): string {
  return valid(n) ? numberFormat.format(n) : '';
}

/** Won with 0 to 2 decimals, e.g. "12,500원". */
export function formatWon(n: unknown): string {
  return valid(n) ? `${numberFormat.format(n)}원` : '';
}

/**
 * Points are written as won, one way everywhere (1 point is 1 won; the member's balance is shown in won):
 * "3,000원" for a balance, a charge, a bonus, a reward or a refund's points alike, never with a P after the number.
 */
export const formatPoints = formatWon;

/** Label of a quick-add amount button (docs/storefront-rules.md §5). */
export function quickAmountLabel(amount: number): string {
  if (!valid(amount)) return '';
  if (amount < 100) return `${formatNumber(amount)}원`;
  if (amount < 1_000) return `${formatNumber(amount / 100)}백원`;
  if (amount < 10_000) return `${formatNumber(amount / 1_000)}천원`;
  return `${formatNumber(amount / 10_000)}만원`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A timestamp in the viewer's time zone, Korean style: "2026.11.21 12:30"; unreadable input renders empty. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}.${pad2(d.getMonth() + 1)}.${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** A stored time as a Korean reads it on a message the server writes (an owner alert): Korea's clock, whatever the server's zone — "2026.11.21 12:30". */
export function formatKoreanDateTime(value: string | number | Date): string {
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + 9 * 3_600_000);
  return `${d.getUTCFullYear()}.${pad2(d.getUTCMonth() + 1)}.${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}
