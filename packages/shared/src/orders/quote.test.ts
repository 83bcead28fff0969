import { describe, expect, it } from 'vitest';
import { priceCases } from './quote-cases.js';
import { keptQuote, quoteLines, quoteOrder } from './quote.js';

const vip = { name: 'VIP', discountPct: 5 };
const tenPercent = { name: '첫 주문', terms: { kind: 'order_discount' as const, valueType: 'percent' as const, value: 10, maxDiscount: null } };


describe('quoteOrder', () => {
  it.each(priceCases)('$name', ({ input, charge, lines }) => {
    const q = quoteOrder(input);
    expect(q.charge).toBe(charge);
    expect(q.listPrice - q.tierDiscount - q.couponDiscount).toBe(q.charge);
    expect(quoteLines(q).map((l) => [l.label, l.text])).toEqual(lines);
  });

  it('says why each discount, and what the list price is made of', () => {
    const lines = quoteLines(quoteOrder({ unitPriceE7: 45_000_000, units: 1_000, tier: vip, coupon: tenPercent }));
    expect(lines.map((l) => l.detail)).toEqual(['1,000개 × 4.5원', 'VIP 5%', '첫 주문 10%', '']);
  });

  it('prices a service cheaper than 1/100 won per unit exactly and reads it per 1,000', () => {
    // 1.96원 per 1,000: 5,000 units are 9.8원, rounded up once to 10원
    const q = quoteOrder({ unitPriceE7: 19_600, units: 5_000 });
    expect(q).toMatchObject({ listPrice: 10, charge: 10 });
    expect(quoteLines(q)[0]).toMatchObject({ detail: '5,000개 × 1,000개당 1.96원', text: '10원' });
  });

  it('reads an order back from what it kept; one placed before discounts were kept paid its list price', () => {
    const q = quoteOrder({ unitPriceE7: 45_000_000, units: 1_000, tier: vip, coupon: tenPercent });
    const kept = keptQuote({ units: 1_000, unitPriceE7: 45_000_000, charge: q.charge, listPrice: q.listPrice, tierDiscount: q.tierDiscount, couponDiscount: q.couponDiscount });
    expect(quoteLines(kept).map((l) => [l.label, l.text])).toEqual(quoteLines(q).map((l) => [l.label, l.text]));
    expect(keptQuote({ units: 10, unitPriceE7: 45_000_000, charge: 45, listPrice: null, tierDiscount: 0, couponDiscount: 0 })).toMatchObject({ listPrice: 45, charge: 45 });
  });
});
