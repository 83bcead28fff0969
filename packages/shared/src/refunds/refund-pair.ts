import { formatPoints, formatWon } from '../common/format.js';

/** Why the money sent back differs from the points taken back; null when they are the same. */
export function refundMoneyReason(r: { points: number; amount: number }): string | null {
  if (r.amount > r.points) return '부가세 포함';
  if (r.amount < r.points) return '원 단위 내림';
  return null;
}

/**
 * The one wording of a refund's two figures on every screen and message: the points taken back and
 * the money sent (or cancelled at Toss), with the reason they differ — "포인트 10,000원 · 송금액 11,000원
 * (부가세 포함)" for a tax-invoice charge whose VAT was paid on top.
 */
export function refundPairText(r: { points: number; amount: number; toss?: boolean }): string {
  const reason = refundMoneyReason(r);
  return `포인트 ${formatPoints(r.points)} · ${r.toss ? '취소액' : '송금액'} ${formatWon(r.amount)}${reason ? ` (${reason})` : ''}`;
}
