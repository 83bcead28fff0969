import { couponKindRules, type CouponCreateBody, type CouponKind, type CouponScope, type CouponValueType } from '@snsshop/shared/coupons';

const wholeOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

/** What the form's selects and switches say, beside its text fields. */
export interface CouponChoices {
  kind: CouponKind;
  valueType: CouponValueType;
  scope: CouponScope;
  codes: 'shared' | 'single';
  firstOrderOnly: boolean;
}

/** The new coupon from the form: only what its kind takes (couponKindRules); blank limits are none. */
export function couponBody(f: FormData, c: CouponChoices): CouponCreateBody {
  const rule = couponKindRules[c.kind];
  const text = (k: string) => String(f.get(k) ?? '');
  const expires = text('expiresAt');
  return {
    name: text('name'),
    kind: c.kind,
    valueType: c.valueType,
    value: Number(text('value')),
    maxDiscount: c.valueType === 'percent' ? wholeOrNull(text('maxDiscount')) : null,
    minAmount: rule.minAmountLabel ? (wholeOrNull(text('minAmount')) ?? 0) : 0,
    scope: rule.scoped ? c.scope : 'all',
    scopeId: rule.scoped && c.scope !== 'all' ? wholeOrNull(text('scopeId')) : null,
    ...(c.codes === 'single' ? { singleUseCodes: Number(text('singleUseCodes')) } : text('code').trim() ? { code: text('code').trim() } : {}),
    totalLimit: wholeOrNull(text('totalLimit')),
    perMemberLimit: Number(text('perMemberLimit') || 1),
    firstOrderOnly: c.kind === 'order_discount' && c.firstOrderOnly,
    expiresAt: expires ? new Date(expires).toISOString() : null,
  };
}
