import { describe, expect, it } from 'vitest';
import { formatDateTime, formatKoreanDateTime, formatNumber, formatWon, quickAmountLabel } from './format.js';
import { orderCost, toE7 } from './money.js';

describe('number display (docs/storefront-rules.md §5)', () => {
  it('formats Korean thousands and won with up to 2 decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatWon(12500)).toBe('12,500원');
    expect(formatWon(0.15)).toBe('0.15원');
    expect(formatWon(2.456)).toBe('2.46원');
    expect(formatWon(0)).toBe('0원');
  });

  it('renders invalid or negative numbers empty', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '12', null, undefined]) {
      expect(formatWon(bad)).toBe('');
      expect(formatNumber(bad)).toBe('');
    }
  });

  it('labels quick amounts in won, hundreds, thousands and ten-thousands', () => {
    expect(quickAmountLabel(50)).toBe('50원');
    expect(quickAmountLabel(500)).toBe('5백원');
    expect(quickAmountLabel(5000)).toBe('5천원');
    expect(quickAmountLabel(10000)).toBe('1만원');
    expect(quickAmountLabel(150000)).toBe('15만원');
  });
});

describe('date display', () => {
  it('shows a timestamp in the viewer\'s zone as yyyy.MM.dd HH:mm', () => {
    const local = new Date(2026, 10, 21, 9, 5, 59);
    expect(formatDateTime(local)).toBe('2026.11.21 09:05');
    expect(formatDateTime(local.toISOString())).toBe('2026.11.21 09:05');
    expect(formatDateTime(local.getTime())).toBe('2026.11.21 09:05');
  });

  it('shows a stored time on Korea\'s clock for what the server writes, whatever its own zone (an owner alert at 23:50 UTC is the next day in Korea)', () => {
    expect(formatKoreanDateTime('2026-11-21T23:50:00.000Z')).toBe('2026.11.22 08:50');
    expect(formatKoreanDateTime('2026-11-21T03:05:00.000Z')).toBe('2026.11.21 12:05');
    expect(formatKoreanDateTime('not a date')).toBe('');
  });

  it('renders missing or unreadable timestamps empty', () => {
    for (const bad of [null, undefined, '', 'not a date']) expect(formatDateTime(bad)).toBe('');
  });
});

describe('money', () => {
  it('prices an order exactly from a unit price with decimals, rounding up to whole won', () => {
    expect(orderCost(toE7(0.15), 1000)).toBe(150);
    expect(orderCost(toE7(1.1), 3)).toBe(4); // 3.3 → 4
    expect(orderCost(toE7(45), 10)).toBe(450);
    expect(toE7(1.1)).toBe(11_000_000);
  });
});
