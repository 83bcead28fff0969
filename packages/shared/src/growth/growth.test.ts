import { describe, expect, it } from 'vitest';
import { bestBonus, bonusFor, bonusRuleCreateBodySchema } from './charge-bonus.js';
import { quoteOrder } from '../orders/quote.js';
import { discountedE7 } from './tier-price.js';

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
    const tier = (discountPct: number) => ({ name: 'VIP', discountPct });
    expect(quoteOrder({ unitPriceE7: 180_000_000, units: 100, tier: tier(5) })).toMatchObject({ listPrice: 1_800, tierDiscount: 90, charge: 1_710 });
    expect(quoteOrder({ unitPriceE7: 99_900_000, units: 100, tier: tier(5) })).toMatchObject({ listPrice: 999, tierDiscount: 49, charge: 950 });
    expect(quoteOrder({ unitPriceE7: 99_900_000, units: 100, tier: tier(0) })).toMatchObject({ listPrice: 999, tierDiscount: 0, charge: 999 });
    expect(discountedE7(1_500_000, 5)).toBe(1_425_000);
    expect(discountedE7(19_600, 5)).toBe(18_620);
    expect(discountedE7(450_000_000, 10)).toBe(405_000_000);
  });
});
