import { describe, expect, it } from 'vitest';
import { e7ToPer1000Text, formatPer1000Won, formatPrice, formatPriceEach, fromE7, orderCost, per1000ToE7, priceChangeText, scaledText, toE7, wonToE7 } from './money.js';

describe('prices as integer 1/10,000,000 won per unit (1/10,000 won per 1,000)', () => {
  it('reads a price per 1,000 with up to 4 decimals exactly, from a number or its text', () => {
    expect(per1000ToE7('1.96')).toBe(19_600);
    expect(per1000ToE7(1.96)).toBe(19_600);
    expect(per1000ToE7(' 0.0001 ')).toBe(1);
    expect(per1000ToE7(12_500)).toBe(125_000_000);
    expect(per1000ToE7(0.29)).toBe(2_900); // 0.29 × 10,000 is 2899.99… in floating point
    expect(per1000ToE7(0)).toBe(0);
    for (const bad of [1.00005, 0.1 + 0.2, -1, Number.NaN, Number.POSITIVE_INFINITY, '', '1.', '.5', '1,000', '12원', '1e3']) {
      expect(per1000ToE7(bad)).toBeNull();
    }
  });

  it('reads a won amount per unit with up to 7 decimals exactly', () => {
    expect(wonToE7(12.5)).toBe(125_000_000);
    expect(wonToE7('0.00196')).toBe(19_600);
    expect(wonToE7(1.15)).toBe(11_500_000);
    expect(wonToE7('0.00000001')).toBeNull();
    expect(toE7(0.0000001)).toBe(1);
  });

  it('converts the stored integer to an input text and display texts without floats', () => {
    expect(e7ToPer1000Text(19_600)).toBe('1.96');
    expect(e7ToPer1000Text(125_000_000)).toBe('12500');
    expect(e7ToPer1000Text(1)).toBe('0.0001');
    expect(formatPer1000Won(1_234_500_000)).toBe('123,450원');
    expect(formatPer1000Won(19_600)).toBe('1.96원');
    expect(formatPrice(1_234_500_000)).toBe('123.45원');
    expect(formatPrice(1_500_000)).toBe('0.15원');
    expect(formatPrice(100_000_000_000)).toBe('10,000원');
    expect(formatPrice(0)).toBe('0원');
    // cheaper than whole 1/100 won per unit: per 1,000, as panels quote it
    expect(formatPrice(19_600)).toBe('1,000개당 1.96원');
    expect(formatPriceEach(19_600)).toBe('1,000개당 1.96원');
    expect(formatPriceEach(125_000_000)).toBe('1개당 12.5원');
    for (const bad of [-1, 1.5, Number.NaN]) {
      expect(formatPrice(bad)).toBe('');
      expect(e7ToPer1000Text(bad)).toBe('');
    }
    for (const e7 of [0, 1, 10, 99, 19_600, 100_000, 123_456, 1_000_000_000_000_000]) {
      expect(per1000ToE7(e7ToPer1000Text(e7))).toBe(e7);
      expect(toE7(fromE7(e7))).toBe(e7);
    }
    expect(scaledText(17_100_000_000n, 6, 2)).toBe('17100.00');
    expect(scaledText(1_960_000, 6, 2)).toBe('1.96');
    expect(scaledText(5, 6, 2)).toBe('0.000005');
  });

  it('says a price change in one unit where it can', () => {
    expect(priceChangeText(120_000_000, 150_000_000)).toBe('1개당 12원 → 15원');
    expect(priceChangeText(19_600, 21_000)).toBe('1,000개당 1.96원 → 2.1원');
    expect(priceChangeText(19_600, 100_000)).toBe('1,000개당 1.96원 → 1개당 0.01원');
  });

  it('charges whole won, rounding a total up', () => {
    expect(orderCost(2_900_000, 1_001)).toBe(291);
    expect(orderCost(120_000_000, 20)).toBe(240);
    expect(orderCost(1_500_000, 1_001)).toBe(151);
    expect(orderCost(0, 100)).toBe(0);
    // 1.96원 per 1,000: 5,000 units are 9.8원 → 10원
    expect(orderCost(19_600, 5_000)).toBe(10);
    expect(orderCost(19_600, 1_000_000)).toBe(1_960);
  });

  it('stays exact past 2^53', () => {
    // 100,000,000원 per unit × 1,000,000,000 units: 10^15 × 10^9 = 10^24 e7
    expect(orderCost(1_000_000_000_000_000, 1_000_000_000)).toBe(100_000_000_000_000_000);
    expect(orderCost(999_999_999_999_999, 9_007)).toBe(Number((999_999_999_999_999n * 9_007n + 9_999_999n) / 10_000_000n));
    // just under 2^53 the float quotient would lose the last 1/10^7 won
    expect(orderCost(9_007_199_254_740_001, 1)).toBe(900_719_926);
  });
});
