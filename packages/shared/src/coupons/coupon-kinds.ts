import { formatNumber } from '../common/format.js';

export const CouponKind = ['points', 'charge_bonus', 'order_discount'] as const;
export type CouponKind = (typeof CouponKind)[number];
export const CouponValueType = ['fixed', 'percent'] as const;
export type CouponValueType = (typeof CouponValueType)[number];
export const CouponScope = ['all', 'platform', 'category', 'service'] as const;
export type CouponScope = (typeof CouponScope)[number];

/**
 * What each kind of coupon is, read by the console's form, the redemption and the member's screens:
 * adding a kind is one entry here and its step in the server's coupon use cases.
 * `waitsFor`: a redemption that gives nothing at once waits for the member's next charge or order.
 */
export const couponKindRules: Record<CouponKind, { label: string; valueTypes: readonly CouponValueType[]; waitsFor: 'charge' | 'order' | null; scoped: boolean; minAmountLabel: string | null }> = {
  points: { label: '포인트 지급', valueTypes: ['fixed'], waitsFor: null, scoped: false, minAmountLabel: null },
  charge_bonus: { label: '충전 보너스', valueTypes: ['percent', 'fixed'], waitsFor: 'charge', scoped: false, minAmountLabel: '최소 충전 금액' },
  order_discount: { label: '주문 할인', valueTypes: ['percent', 'fixed'], waitsFor: 'order', scoped: true, minAmountLabel: '최소 주문 금액' },
};

export const couponScopeLabel: Record<CouponScope, string> = { all: '전체 상품', platform: '플랫폼', category: '카테고리', service: '상품' };

export interface CouponTerms {
  kind: CouponKind;
  valueType: CouponValueType;
  value: number;
  maxDiscount: number | null;
}

/**
 * What a coupon gives on `base` whole won (the order's price, or the credited charge): a percent rounds
 * down to whole won and stops at the maximum; an order's discount never passes its price.
 */
export function couponValueOn(terms: CouponTerms, base: number): number {
  const raw = terms.valueType === 'percent' ? Math.floor((base * terms.value) / 100) : terms.value;
  const capped = terms.maxDiscount !== null ? Math.min(raw, terms.maxDiscount) : raw;
  return terms.kind === 'order_discount' ? Math.min(capped, base) : capped;
}

/** "10% (최대 5,000원)" / "3,000원" — the benefit in words (points are written in won too). */
export function couponBenefitText(terms: CouponTerms): string {
  if (terms.valueType === 'fixed') return `${formatNumber(terms.value)}원`;
  return `${terms.value}%${terms.maxDiscount !== null ? ` (최대 ${formatNumber(terms.maxDiscount)}원)` : ''}`;
}

/** Codes are matched in any case: stored and looked up upper-case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();
