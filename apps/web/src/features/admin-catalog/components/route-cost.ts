import type { AdminServiceRoute } from '@snsshop/shared/catalog';
import { formatPer1000Won } from '@snsshop/shared/common';

/** A price per unit in 1/10,000,000 won as the owner reads it, per 1,000 like a panel: 19_600 → "1.96원". */
export const per1000Won = (e7: number) => formatPer1000Won(e7);

/** Margin on the price as a percentage with one decimal, e.g. "87.4%". */
export const marginText = (costE7: number, priceE7: number) => (priceE7 > 0 ? `${(Math.floor(((priceE7 - costE7) * 1000) / priceE7) / 10).toFixed(1)}%` : '-');

/** Why the cost guard skips a route, in the owner's words. */
export function guardText(route: Pick<AdminServiceRoute, 'costE7' | 'guarded'>, priceE7: number): string | null {
  if (!route.guarded || route.costE7 === null) return null;
  return route.costE7 >= priceE7 ? '판매가 이상 · 건너뜀' : '최소 마진 미달 · 건너뜀';
}

export const circuitLabel = { closed: '정상', open: '차단 중', trial: '시험 전송' } as const;
