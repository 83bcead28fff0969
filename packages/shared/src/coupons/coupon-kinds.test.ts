import { describe, expect, it } from 'vitest';
import { couponBenefitText, couponValueOn, normalizeCouponCode } from './coupon-kinds.js';

describe('coupon value', () => {
  it('rounds a percent down to whole won, stops at the maximum, and never takes more than an order costs', () => {
    expect(couponValueOn({ kind: 'order_discount', valueType: 'percent', value: 10, maxDiscount: null }, 4_599)).toBe(459);
    expect(couponValueOn({ kind: 'order_discount', valueType: 'percent', value: 10, maxDiscount: 400 }, 4_500)).toBe(400);
    expect(couponValueOn({ kind: 'order_discount', valueType: 'fixed', value: 3_000, maxDiscount: null }, 450)).toBe(450);
    // a charge bonus is on top of the charge: a fixed bonus is not limited by it
    expect(couponValueOn({ kind: 'charge_bonus', valueType: 'fixed', value: 3_000, maxDiscount: null }, 1_000)).toBe(3_000);
    expect(couponValueOn({ kind: 'charge_bonus', valueType: 'percent', value: 10, maxDiscount: 5_000 }, 100_000)).toBe(5_000);
  });

  it('says the benefit in Korean units and matches codes in any case', () => {
    expect(couponBenefitText({ kind: 'order_discount', valueType: 'percent', value: 10, maxDiscount: 1_000 })).toBe('10% (최대 1,000원)');
    expect(couponBenefitText({ kind: 'points', valueType: 'fixed', value: 3_000, maxDiscount: null })).toBe('3,000원');
    expect(normalizeCouponCode(' welcome-2026 ')).toBe('WELCOME-2026');
  });
});
