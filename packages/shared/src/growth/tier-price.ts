// A member tier's arithmetic and texts, without zod: the order screen's first paint reads them.

/** A unit price (e7: 1/10,000,000 won) after the tier discount, rounded up to the e7: the rate a price list shows. */
export const discountedE7 = (e7: number, discountPct: number): number => (discountPct > 0 ? Math.ceil((e7 * (100 - discountPct)) / 100) : e7);

/** "VIP 5% 할인 적용" */
export const tierBenefitText = (t: { name: string; discountPct: number }): string => (t.discountPct > 0 ? `${t.name} ${t.discountPct}% 할인 적용` : `${t.name} 등급`);

export const tierWindowText = (windowDays: number | null): string => (windowDays === null ? '누적 충전' : `최근 ${windowDays}일 충전`);
