import { describe, expect, it } from 'vitest';
import { centiToDecimalText, formatCentiWon, fromCenti, orderCost, toCenti, wonToCenti } from './money.js';

describe('prices as integer 1/100 won', () => {
  it('reads a won amount with up to 2 decimals exactly, from a number or its text', () => {
    expect(wonToCenti(12.5)).toBe(1250);
    expect(wonToCenti('12.5')).toBe(1250);
    expect(wonToCenti(' 0.07 ')).toBe(7);
    expect(wonToCenti(0.29)).toBe(29); // 0.29 × 100 is 28.999… in floating point
    expect(wonToCenti(1.15)).toBe(115); // 1.15 × 100 is 114.999…
    expect(wonToCenti(100_000_000)).toBe(10_000_000_000);
    expect(wonToCenti(0)).toBe(0);
    for (const bad of [1.005, 0.1 + 0.2, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, '', '1.', '.5', '1,000', '12원', '1e3']) {
      expect(wonToCenti(bad)).toBeNull();
    }
  });

  it('converts the stored integer to an input text and a display text without floats', () => {
    expect(centiToDecimalText(1250)).toBe('12.5');
    expect(centiToDecimalText(1205)).toBe('12.05');
    expect(centiToDecimalText(1200)).toBe('12');
    expect(centiToDecimalText(7)).toBe('0.07');
    expect(formatCentiWon(123_450)).toBe('1,234.5원');
    expect(formatCentiWon(15)).toBe('0.15원');
    expect(formatCentiWon(1_000_000)).toBe('10,000원');
    expect(formatCentiWon(0)).toBe('0원');
    for (const bad of [-1, 1.5, Number.NaN]) {
      expect(formatCentiWon(bad)).toBe('');
      expect(centiToDecimalText(bad)).toBe('');
    }
    for (const centi of [0, 1, 10, 99, 101, 29, 115, 123_456, 10_000_000_000]) {
      expect(wonToCenti(centiToDecimalText(centi))).toBe(centi);
      expect(toCenti(fromCenti(centi))).toBe(centi);
    }
  });

  it('charges whole won, rounding a total up', () => {
    expect(orderCost(29, 1_001)).toBe(291);
    expect(orderCost(1200, 20)).toBe(240);
    expect(orderCost(15, 1_001)).toBe(151);
    expect(orderCost(0, 100)).toBe(0);
  });
});
