import { describe, expect, it } from 'vitest';
import { bestBonus, bonusFor, bonusRuleCreateBodySchema } from './charge-bonus.js';
import { discountedCenti, memberPrice } from './tier-price.js';

const rule = (id: number, over: object = {}) => ({ id, kind: 'percent' as const, amount: 10, minCharge: 0, maxBonus: null, ...over });

describe('charge bonus arithmetic', () => {
  it('rounds a percent bonus down, caps it, and gives nothing under the minimum', () => {
    expect(bonusFor(rule(1), 12_345)).toBe(1_234);
    expect(bonusFor(rule(1, { maxBonus: 1_000 }), 12_345)).toBe(1_000);
    expect(bonusFor(rule(1, { minCharge: 100_000 }), 99_999)).toBe(0);
    expect(bonusFor(rule(1, { kind: 'fixed', amount: 5_000 }), 1)).toBe(5_000);
  });
  it('picks the single best rule, the older on a tie', () => {
    const rules = [rule(1, { kind: 'fixed', amount: 5_000 }), rule(2), rule(3, { kind: 'fixed', amount: 10_000 })];
    expect(bestBonus(rules, 30_000)).toMatchObject({ rule: { id: 3 }, points: 10_000 });
    expect(bestBonus(rules, 200_000)).toMatchObject({ rule: { id: 2 }, points: 20_000 });
    expect(bestBonus(rules, 100_000)).toMatchObject({ rule: { id: 2 }, points: 10_000 });
    expect(bestBonus([], 100_000)).toBeNull();
  });
  it('refuses a percent over 100 and a period without days', () => {
    expect(bonusRuleCreateBodySchema.safeParse({ name: 'a', kind: 'percent', amount: 101 }).success).toBe(false);
    expect(bonusRuleCreateBodySchema.safeParse({ name: 'a', kind: 'fixed', amount: 101, perMember: 'period' }).success).toBe(false);
    expect(bonusRuleCreateBodySchema.safeParse({ name: 'a', kind: 'fixed', amount: 101 }).success).toBe(true);
  });
});

describe('tier prices', () => {
  it('takes the discount off rounded down, so the member pays whole won', () => {
    expect(memberPrice(1_800, 5)).toEqual({ listPrice: 1_800, tierDiscount: 90, price: 1_710 });
    expect(memberPrice(999, 5)).toEqual({ listPrice: 999, tierDiscount: 49, price: 950 });
    expect(memberPrice(999, 0)).toEqual({ listPrice: 999, tierDiscount: 0, price: 999 });
    expect(discountedCenti(15, 5)).toBe(15);
    expect(discountedCenti(4_500, 10)).toBe(4_050);
  });
});
