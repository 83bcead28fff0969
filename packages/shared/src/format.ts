const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

function valid(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n >= 0;
}

/** Korean number format; invalid or negative numbers render empty (spec section 5). */
export function formatNumber(n: unknown): string {
  return valid(n) ? numberFormat.format(n) : '';
}

/** Won with 0 to 2 decimals, e.g. "12,500원". */
export function formatWon(n: unknown): string {
  return valid(n) ? `${numberFormat.format(n)}원` : '';
}

/** Label of a quick-add amount button (spec section 5). */
export function quickAmountLabel(amount: number): string {
  if (!valid(amount)) return '';
  if (amount < 100) return `${formatNumber(amount)}원`;
  if (amount < 1_000) return `${formatNumber(amount / 100)}백원`;
  if (amount < 10_000) return `${formatNumber(amount / 1_000)}천원`;
  return `${formatNumber(amount / 10_000)}만원`;
}
