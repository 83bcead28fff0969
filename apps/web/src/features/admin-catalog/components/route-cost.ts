import type { AdminServiceRoute } from '@snsshop/shared/catalog';
import { formatNumber } from '@snsshop/shared/common';

/** 126 (1/100 won) → "1.26원". */
export const centiWon = (centi: number) => `${formatNumber(centi / 100)}원`;

/** Margin on the price as a percentage with one decimal, e.g. "87.4%". */
export const marginText = (costCenti: number, priceCenti: number) => (priceCenti > 0 ? `${(Math.floor(((priceCenti - costCenti) * 1000) / priceCenti) / 10).toFixed(1)}%` : '-');

/** Why the cost guard skips a route, in the owner's words. */
export function guardText(route: Pick<AdminServiceRoute, 'costCenti' | 'guarded'>, priceCenti: number): string | null {
  if (!route.guarded || route.costCenti === null) return null;
  return route.costCenti >= priceCenti ? '판매가 이상 · 건너뜀' : '최소 마진 미달 · 건너뜀';
}

export const circuitLabel = { closed: '정상', open: '차단 중', trial: '시험 전송' } as const;
